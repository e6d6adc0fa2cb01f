import { left, right, type Either } from 'fp-ts/Either';
import type { PhotoProcessor, PhotoRefusal, ProcessedPhoto } from '../../application/ports/photo-processor';
import { domainError } from '../../domain/errors';
import {
  FULL_IMAGE_MAX_EDGE,
  FULL_JPEG_QUALITY,
  isHeif,
  storedImagePlan,
  type StoredImagePlan,
  THUMBNAIL_EDGE,
  THUMBNAIL_JPEG_QUALITY,
} from '../../domain/imaging/upload-rules';
import { jpegHeader, type JpegHeader } from '../../domain/imaging/jpeg-header';
import { workerSource } from './photo-worker-source';

type WorkerAnswer =
  | ({ id: number; ok: true } & ProcessedPhoto)
  | { id: number; ok: false; message: string };

/**
 * Prepares photos in Web Workers (issue 28): what is stored is the original JPEG itself when the
 * domain's `storedImagePlan` allows, else a re-encode at the original's pixels (createImageBitmap
 * with the EXIF orientation + OffscreenCanvas, JPEG 0.9); beside it a ≤ 2048 px derivative for the
 * canvas, a centred square thumbnail as JPEG 0.8, and the original size. The JPEG header is read here
 * (256 KB, never decoded) to decide. A small pool of workers, started on first use; jobs queue per worker.
 * SVG is sanitised and rasterised on the main thread (workers cannot decode SVG).
 */
export class WorkerPhotoProcessor implements PhotoProcessor {
  private workers: Worker[] = [];
  private nextWorker = 0;
  private nextId = 1;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();

  // Workers decode off the main thread, which stays nearly idle: one per core, at least two, at most four.
  constructor(private readonly poolSize = Math.max(2, Math.min(4, globalThis.navigator?.hardwareConcurrency ?? 2))) {}

  async process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>> {
    const heif = isHeif(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    let source: Blob = file;
    if (!heif && /\.svg$/i.test(fileName)) {
      const raster = await rasteriseSvg(file);
      if (!raster) return left(domainError('photo/unsafe-svg', `${fileName}: unsafe or unreadable SVG`));
      source = raster;
    }
    const header = jpegHeader(new Uint8Array(await source.slice(0, 256 * 1024).arrayBuffer()));
    const answer = await this.run(source, header, storedImagePlan({ bytes: source.size, jpeg: header }));
    if (answer.ok) {
      const { id: _id, ok: _ok, ...photo } = answer;
      return right(photo);
    }
    return left(
      heif
        ? domainError('photo/heic-unsupported', `${fileName}: ${answer.message}`)
        : domainError('photo/undecodable', `${fileName}: ${answer.message}`),
    );
  }

  private run(file: Blob, header: JpegHeader | null, plan: StoredImagePlan): Promise<WorkerAnswer> {
    if (this.workers.length === 0) this.start();
    const id = this.nextId++;
    const worker = this.workers[this.nextWorker++ % this.workers.length]!;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({
        id,
        file,
        header,
        plan,
        maxEdge: FULL_IMAGE_MAX_EDGE,
        thumbEdge: THUMBNAIL_EDGE,
        fullQuality: FULL_JPEG_QUALITY,
        thumbQuality: THUMBNAIL_JPEG_QUALITY,
      });
    });
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
    }
    // Workers have fetched their script once started; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  dispose(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
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
