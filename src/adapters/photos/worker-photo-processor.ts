import { left, right, type Either } from 'fp-ts/Either';
import type { PhotoProcessor, PhotoRefusal, ProcessedPhoto } from '../../application/ports/photo-processor';
import { domainError } from '../../domain/errors';
import { FULL_IMAGE_MAX_EDGE, FULL_JPEG_QUALITY, isHeif, storedImagePlan } from '../../domain/imaging/upload-rules';
import { jpegHeader } from '../../domain/imaging/jpeg-header';
import { WARM_PORT } from '../../application/loading/warm-port';
import { localPictures, type LocalPictures, type LocalPicture } from '../images/local-pictures';

/** How much of a file is read for its JPEG header: EXIF blocks with a thumbnail run to ~64 KB. */
const JPEG_HEAD_BYTES = 256 * 1024;
import { workerSource } from './photo-worker-source';

type WorkerAnswer =
  | ({ id: number; ok: true } & Omit<ProcessedPhoto, 'keptOriginal'> & { keptOriginal: false })
  | { id: number; ok: true; picture: Blob }
  | { id: number; ok: false; message: string };
interface Job {
  readonly message: Record<string, unknown> & { readonly id: number };
  readonly resolve: (answer: WorkerAnswer) => void;
}

/** The grid picture started for a photo on screen next: the canvas's larger grid edge (GRID_EDGE), which serves the smaller too. */
const SOON_EDGE = 512;

/** The canvas's pictures are JPEGs at the stored photo's quality (they are small: a grid picture is ~60 KB). */
const PICTURE_QUALITY = FULL_JPEG_QUALITY;

/**
 * Prepares photos in Web Workers (issue 28): what is stored is the original JPEG itself when the
 * domain's `storedImagePlan` allows (answered at once from its header, 256 KB read, nothing decoded:
 * its upload starts while nothing else runs), else a re-encode at the original's pixels
 * (createImageBitmap with the EXIF orientation + OffscreenCanvas, JPEG 0.9).
 *
 * Nothing is made for the canvas beside the upload: `keepLocal` registers the file, and a picture of
 * it is made here only when the canvas draws that photo, at the size drawn (LocalPictures). Pictures
 * go before re-encodes in the queue, so the frames on screen fill first.
 *
 * A small pool of workers, started on first use. Each worker gets one job at a time and the rest wait
 * here: a worker handed a hundred photos at once would decode them all together (its handler awaits),
 * holding a hundred decoded photos; one at a time per worker bounds the decodes and keeps memory flat.
 * SVG is sanitised and rasterised on the main thread (workers cannot decode SVG).
 */
export class WorkerPhotoProcessor implements PhotoProcessor {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private readonly pictures: Job[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  /** One registry entry per photo, whichever path asks for it (its local preview's, then its stored one). */
  private readonly kept = new WeakMap<Blob, LocalPicture>();

  // Workers decode off the main thread: one per core but one, at most four. A core is left to the page's
  // main thread and the network (issue 28: with every core decoding, the page's 5-8 ms tasks waited
  // for one and the longtask observer saw them as 59 ms).
  constructor(
    private readonly poolSize = Math.max(1, Math.min(4, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1)),
    private readonly registry: LocalPictures = localPictures,
  ) {}

  async process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>> {
    const heif = isHeif(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    let source: Blob = file;
    if (!heif && /\.svg$/i.test(fileName)) {
      const raster = await rasteriseSvg(file);
      if (!raster) return left(domainError('photo/unsafe-svg', `${fileName}: unsafe or unreadable SVG`));
      source = raster;
    }
    const header = jpegHeader(new Uint8Array(await source.slice(0, JPEG_HEAD_BYTES).arrayBuffer()));
    const plan = storedImagePlan({ bytes: source.size, jpeg: header });
    if (plan.kind === 'original' && header) {
      // Kept byte for byte and upright (the plan asks orientation 1): the header's size is the size it shows at.
      const { width, height } = header;
      return right({ full: source, width, height, keptOriginal: true, originalWidth: width, originalHeight: height });
    }
    const answer = await this.run({ kind: 'process', file: source, plan, fullQuality: FULL_JPEG_QUALITY }, this.queue);
    if (!answer.ok) {
      const message = `${fileName}: ${answer.message}`;
      return left(heif ? domainError('photo/heic-unsupported', message) : domainError('photo/undecodable', message));
    }
    if ('picture' in answer) return left(domainError('photo/undecodable', `${fileName}: no photo was made`));
    const { id: _id, ok: _ok, ...photo } = answer;
    return right(photo);
  }

  keepLocal(path: string, photo: Blob, size: { readonly width: number; readonly height: number }, options: { readonly soon?: boolean } = {}): void {
    let picture = this.kept.get(photo);
    if (!picture || picture.width !== size.width || picture.height !== size.height) {
      picture = { source: photo, width: size.width, height: size.height, make: (maxEdge) => this.picture(photo, size, maxEdge) };
      this.kept.set(photo, picture);
    }
    this.registry.keep(path, picture);
    if (this.workers.length === 0) this.start();
    // On screen next: its grid picture is made while the tool opens (a failure shows when it is drawn).
    if (options.soon) this.registry.pictureOf(path, SOON_EDGE).catch(() => undefined);
  }

  /** Starts the workers ahead of the first photo (warmPort: the photo picker, while the shopper chooses), so its picture does not wait for them. */
  [WARM_PORT](): void {
    if (this.workers.length === 0) this.start();
  }

  /** A picture of `photo` at most `maxEdge` across, made in a worker before any waiting re-encode. */
  private async picture(photo: Blob, size: { readonly width: number; readonly height: number }, maxEdge: number): Promise<Blob> {
    const header = jpegHeader(new Uint8Array(await photo.slice(0, JPEG_HEAD_BYTES).arrayBuffer()));
    const answer = await this.run(
      { kind: 'picture', file: photo, header, width: size.width, height: size.height, maxEdge, quality: PICTURE_QUALITY },
      this.pictures,
    );
    if (answer.ok && 'picture' in answer) return answer.picture;
    throw new Error(answer.ok ? 'no picture was made' : answer.message);
  }

  private run(message: Record<string, unknown>, queue: Job[]): Promise<WorkerAnswer> {
    if (this.workers.length === 0) this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      queue.push({ message: { ...message, id }, resolve });
      this.dispatch();
    });
  }

  /** Hands waiting jobs to idle workers, one each: the canvas's pictures first. */
  private dispatch(): void {
    while (this.idle.length > 0 && this.pictures.length + this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = (this.pictures.length > 0 ? this.pictures : this.queue).shift()!;
      this.pending.set(job.message.id, (answer) => {
        this.idle.push(worker);
        this.dispatch();
        job.resolve(answer);
      });
      worker.postMessage(job.message);
    }
  }

  private start(): void {
    const url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
    for (let i = 0; i < this.poolSize; i++) {
      const worker = new Worker(url);
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
        const resolve = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        resolve?.(event.data);
      };
      this.workers.push(worker);
      this.idle.push(worker);
    }
    // Workers have fetched their script once started; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  dispose(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.idle = [];
  }
}

/** Sanitised SVG text (scripts and javascript: links removed) drawn into a PNG; null when it cannot be made safe. */
async function rasteriseSvg(file: Blob): Promise<Blob | null> {
  const { sanitizeSvg } = await import('../main-api/svg-sanitizer');
  const clean = sanitizeSvg(await file.text());
  if (!clean.ok) return null;
  const url = URL.createObjectURL(new Blob([clean.svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const edge = Math.min(FULL_IMAGE_MAX_EDGE, 2048);
    const ratio = (image.naturalWidth || edge) / (image.naturalHeight || edge);
    const width = ratio >= 1 ? edge : Math.round(edge * ratio);
    const height = ratio >= 1 ? Math.round(edge / ratio) : edge;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/png' });
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
