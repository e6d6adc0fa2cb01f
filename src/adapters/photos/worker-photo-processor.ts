import { left, right, type Either } from 'fp-ts/Either';
import type { PhotoDerivatives, PhotoProcessor, PhotoRefusal, ProcessedPhoto } from '../../application/ports/photo-processor';
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
import { localPictures } from '../images/local-pictures';
import { workerSource } from './photo-worker-source';

type Made = Omit<ProcessedPhoto, 'derivatives'> & PhotoDerivatives;
type WorkerAnswer = ({ id: number; ok: true } & Made) | { id: number; ok: false; message: string };
interface Job {
  readonly message: Record<string, unknown>;
  readonly resolve: (answer: WorkerAnswer) => void;
}

/**
 * Prepares photos in Web Workers (issue 28): what is stored is the original JPEG itself when the
 * domain's `storedImagePlan` allows, else a re-encode at the original's pixels (createImageBitmap
 * with the EXIF orientation + OffscreenCanvas, JPEG 0.9); beside it a ≤ 2048 px derivative for the
 * canvas, a centred square thumbnail as JPEG 0.8, and the original size. The JPEG header is read here
 * (256 KB, never decoded) to decide. A kept original is answered at once, from its header, so its
 * upload starts while the worker makes its derivatives.
 *
 * A small pool of workers, started on first use. Each worker gets one job at a time and the rest wait
 * here: a worker handed a hundred photos at once would decode them all together (its handler awaits),
 * holding a hundred decoded photos; one at a time per worker keeps every core busy and memory flat.
 * SVG is sanitised and rasterised on the main thread (workers cannot decode SVG).
 */
export class WorkerPhotoProcessor implements PhotoProcessor {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();

  // Workers decode off the main thread: one per core but one, at most four. A core is left to the page's
  // main thread and the network (issue 28: with every core decoding, the page's 5-8 ms tasks waited
  // for one and the longtask observer saw them as 59 ms).
  constructor(private readonly poolSize = Math.max(1, Math.min(4, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1))) {}

  async process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>> {
    const heif = isHeif(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    let source: Blob = file;
    if (!heif && /\.svg$/i.test(fileName)) {
      const raster = await rasteriseSvg(file);
      if (!raster) return left(domainError('photo/unsafe-svg', `${fileName}: unsafe or unreadable SVG`));
      source = raster;
    }
    const header = jpegHeader(new Uint8Array(await source.slice(0, 256 * 1024).arrayBuffer()));
    const plan = storedImagePlan({ bytes: source.size, jpeg: header });
    const refusal = (message: string): PhotoRefusal =>
      heif ? domainError('photo/heic-unsupported', `${fileName}: ${message}`) : domainError('photo/undecodable', `${fileName}: ${message}`);
    const made = this.run(source, header, plan);
    if (plan.kind === 'original' && header) {
      // Kept byte for byte and upright (the plan asks orientation 1): the header's size is the size it shows at.
      const derivatives = made.then((answer): Either<PhotoRefusal, PhotoDerivatives> =>
        answer.ok ? right({ preview: answer.preview, thumbnail: answer.thumbnail }) : left(refusal(answer.message)),
      );
      const { width, height } = header;
      return right({ full: source, width, height, keptOriginal: true, originalWidth: width, originalHeight: height, derivatives });
    }
    const answer = await made;
    if (!answer.ok) return left(refusal(answer.message));
    const { id: _id, ok: _ok, preview, thumbnail, ...photo } = answer;
    return right({ ...photo, derivatives: Promise.resolve(right({ preview, thumbnail })) });
  }

  keepLocal(path: string, derivatives: PhotoDerivatives, size: { readonly width: number; readonly height: number }): void {
    localPictures.keep(path, { preview: derivatives.preview, width: size.width, height: size.height });
  }

  private run(file: Blob, header: JpegHeader | null, plan: StoredImagePlan): Promise<WorkerAnswer> {
    if (this.workers.length === 0) this.start();
    const id = this.nextId++;
    const message = {
      id,
      file,
      header,
      plan,
      maxEdge: FULL_IMAGE_MAX_EDGE,
      thumbEdge: THUMBNAIL_EDGE,
      fullQuality: FULL_JPEG_QUALITY,
      thumbQuality: THUMBNAIL_JPEG_QUALITY,
    };
    return new Promise((resolve) => {
      this.queue.push({ message, resolve });
      this.dispatch();
    });
  }

  /** Hands waiting jobs to idle workers, one each. */
  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.pending.set(job.message.id as number, (answer) => {
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
