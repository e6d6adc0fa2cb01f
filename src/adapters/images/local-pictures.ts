/** One photo's derivative made on this page, with the stored photo's own pixel size. */
export interface LocalPicture {
  readonly preview: Blob;
  readonly width: number;
  readonly height: number;
}

/** What the kept derivatives may hold: a hundred 2048 px JPEGs of photos with room to spare. */
export const LOCAL_PICTURES_BUDGET_BYTES = 160 * 1024 * 1024;

/**
 * The derivatives the upload worker made from the shopper's own photos, by the stored photo's address
 * (issue 28 item 1): the printing canvas draws these instead of fetching the stored original again and
 * decoding all its pixels. Only for this page's life (a reload fetches the stored photo); bounded by
 * bytes, the least recently used dropped first.
 */
export class LocalPictures {
  private readonly pictures = new Map<string, LocalPicture>();
  private bytes = 0;

  constructor(private readonly budgetBytes = LOCAL_PICTURES_BUDGET_BYTES) {}

  keep(path: string, picture: LocalPicture): void {
    if (path === '' || picture.preview.size > this.budgetBytes) return;
    this.drop(path);
    this.pictures.set(path, picture);
    this.bytes += picture.preview.size;
    for (const [oldest, kept] of this.pictures) {
      if (this.bytes <= this.budgetBytes) break;
      this.pictures.delete(oldest);
      this.bytes -= kept.preview.size;
    }
  }

  /** The derivative of the photo stored at `path`, if this page made one (it becomes the most recently used). */
  get(path: string): LocalPicture | undefined {
    const picture = this.pictures.get(path);
    if (picture) {
      this.pictures.delete(path);
      this.pictures.set(path, picture);
    }
    return picture;
  }

  private drop(path: string): void {
    const known = this.pictures.get(path);
    if (!known) return;
    this.pictures.delete(path);
    this.bytes -= known.preview.size;
  }
}

/** The page's one registry: the photo processor fills it, the canvas's picture loader reads it. */
export const localPictures = new LocalPictures();
