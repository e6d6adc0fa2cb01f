/**
 * One of the shopper's own photos on this page: the file (or what is stored for it), its upright size
 * (the stored photo's, which crops are measured in), and how to make a picture of it at most `maxEdge`
 * across, off the main thread.
 */
export interface LocalPicture {
  readonly source: Blob;
  readonly width: number;
  readonly height: number;
  readonly make: (maxEdge: number) => Promise<Blob>;
}

/** A picture made from a local photo: a small JPEG at most `edge` across. */
interface Made {
  readonly edge: number;
  readonly blob: Blob;
}

/** What the made pictures may hold: a hundred grid pictures many times over, and a few edit ones. */
export const LOCAL_PICTURES_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The shopper's own photos by the paths the canvas asks for (a local preview's, then the stored
 * photo's: issue 28 item 1, issue 31 item 7). Nothing is decoded when a photo is kept: a picture is
 * made only when the canvas draws that photo, at the size it draws it (a 512 px grid picture needs
 * a quarter-scale decode, not a 2048 px derivative), and kept for the next ask, from either path.
 * The photos are references to the files (no pixels); the made pictures are bounded by bytes, the
 * least recently used dropped first (they are made again if asked). Only for this page's life.
 */
export class LocalPictures {
  private readonly pictures = new Map<string, LocalPicture>();
  private readonly made = new Map<LocalPicture, Made>();
  private readonly making = new Map<LocalPicture, { readonly edge: number; readonly blob: Promise<Blob> }>();
  private bytes = 0;

  constructor(private readonly budgetBytes = LOCAL_PICTURES_BUDGET_BYTES) {}

  /** `path` draws `picture` (the same object under two paths shares what was made of it). */
  keep(path: string, picture: LocalPicture): void {
    if (path === '') return;
    this.pictures.set(path, picture);
  }

  get(path: string): LocalPicture | undefined {
    return this.pictures.get(path);
  }

  /**
   * A picture of the photo at `path` at least `maxEdge` across (or the whole photo, if smaller): one
   * already made when it is large enough, else made now (one making per photo at a time).
   */
  async pictureOf(path: string, maxEdge: number): Promise<Blob | undefined> {
    const picture = this.pictures.get(path);
    if (!picture) return undefined;
    const edge = Math.min(maxEdge, Math.max(picture.width, picture.height));
    const known = this.made.get(picture);
    if (known && known.edge >= edge) {
      this.made.delete(picture);
      this.made.set(picture, known);
      return known.blob;
    }
    const running = this.making.get(picture);
    if (running && running.edge >= edge) return running.blob;
    const blob = picture.make(edge);
    this.making.set(picture, { edge, blob });
    try {
      const done = await blob;
      this.remember(picture, { edge, blob: done });
      return done;
    } finally {
      if (this.making.get(picture)?.blob === blob) this.making.delete(picture);
    }
  }

  private remember(picture: LocalPicture, made: Made): void {
    const old = this.made.get(picture);
    if (old && old.edge >= made.edge) return;
    if (old) {
      this.made.delete(picture);
      this.bytes -= old.blob.size;
    }
    if (made.blob.size > this.budgetBytes) return;
    this.made.set(picture, made);
    this.bytes += made.blob.size;
    for (const [oldest, kept] of this.made) {
      if (this.bytes <= this.budgetBytes) break;
      this.made.delete(oldest);
      this.bytes -= kept.blob.size;
    }
  }
}

/** The page's one registry: the photo processor fills it, the canvas's picture loader reads it. */
export const localPictures = new LocalPictures();
