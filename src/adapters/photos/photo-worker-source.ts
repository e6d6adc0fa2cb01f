/**
 * The photo worker's body. It is turned into source text (`workerSource`) and started from a Blob
 * URL (the CSP allows `worker-src blob:`), because the build bundles no separate worker entry.
 * So it must be self-contained: no imports, no references outside the function. What to store
 * (the original or a re-encode) is decided before, by the domain's `storedImagePlan`.
 */
export function photoWorkerMain(scope: { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown): void }): void {
  /** The part of WebCodecs' ImageDecoder used here (not in every lib.dom yet). */
  type ImageDecoderClass = new (init: { data: ReadableStream<Uint8Array>; type: string; desiredWidth?: number; desiredHeight?: number }) => {
    decode(): Promise<{ image: { close(): void } }>;
    close(): void;
  };
  /** Store this photo: a re-encode (the page keeps an upright JPEG within the caps as it is, with no job). */
  interface ProcessJob {
    readonly kind: 'process';
    readonly id: number;
    readonly file: Blob;
    readonly plan: { kind: 'original' } | { kind: 're-encode'; maxPixels: number; maxBytes: number };
    readonly fullQuality: number;
  }
  /** A picture of a photo for the canvas, upright, `width` x `height` fitted within `maxEdge` (issue 28: only what is drawn). */
  interface PictureJob {
    readonly kind: 'picture';
    readonly id: number;
    readonly file: Blob;
    /** The JPEG header read on the page (`jpegHeader`), or null when the file is not a JPEG. */
    readonly header: { width: number; height: number; orientation: number } | null;
    readonly width: number;
    readonly height: number;
    readonly maxEdge: number;
    readonly quality: number;
  }
  type Closable = { close(): void };

  /**
   * Draws `source` into a new canvas of w x h. Its pixels are let go when the job ends (`open`): a
   * canvas left to the collector holds its backing store until a collection happens to run, and a
   * worker making a hundred pictures kept hundreds of megabytes that way (issue 28, peak memory).
   */
  function drawn(source: CanvasImageSource, w: number, h: number, open: Closable[]): OffscreenCanvas {
    const canvas = new OffscreenCanvas(w, h);
    open.push({ close: () => void ((canvas.width = 0), (canvas.height = 0)) });
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, w, h);
    return canvas;
  }

  /**
   * The smallest size a JPEG decodes to when scaled in the DCT (libjpeg's M/8 scales) that still
   * covers `maxEdge`. Asking exactly that size lets the decoder skip the work (a 512 px grid picture
   * of a 4000 px photo decodes at 2/8: 1000 x 750, no 12-MP frame), and the draw after is small.
   */
  function dctSize(ow: number, oh: number, maxEdge: number): { w: number; h: number } {
    for (let m = 1; m < 8; m++) {
      const w = Math.ceil((ow * m) / 8);
      const h = Math.ceil((oh * m) / 8);
      if (Math.max(w, h) >= maxEdge) return { w, h };
    }
    return { w: ow, h: oh };
  }

  /**
   * The picture: an upright JPEG bigger than asked is scaled while it decodes (WebCodecs ImageDecoder
   * at a DCT scale, which Chromium honours; it does not apply EXIF orientation, so only orientation 1),
   * anything else (PNG, WebP, a turned JPEG) through createImageBitmap with the orientation and a resize.
   */
  async function picture(job: PictureJob, open: Closable[]): Promise<Blob> {
    const scale = Math.min(1, job.maxEdge / Math.max(job.width, job.height));
    const w = Math.max(1, Math.round(job.width * scale));
    const h = Math.max(1, Math.round(job.height * scale));
    const Decoder = (globalThis as unknown as { ImageDecoder?: ImageDecoderClass }).ImageDecoder;
    let source: CanvasImageSource;
    if (job.header && job.header.orientation === 1 && Decoder && Math.max(job.header.width, job.header.height) > job.maxEdge) {
      const size = dctSize(job.header.width, job.header.height, job.maxEdge);
      const decoder = new Decoder({ data: job.file.stream(), type: 'image/jpeg', desiredWidth: size.w, desiredHeight: size.h });
      open.push(decoder);
      const frame = (await decoder.decode()).image;
      open.push(frame);
      source = frame as unknown as CanvasImageSource;
    } else {
      const bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image', resizeWidth: w, resizeHeight: h, resizeQuality: 'high' });
      open.push(bitmap);
      source = bitmap;
    }
    return drawn(source, w, h, open).convertToBlob({ type: 'image/jpeg', quality: job.quality });
  }

  /**
   * The re-encode: decoded whole with the EXIF orientation applied, drawn at most `maxPixels` (the
   * canvas is sRGB, so a wide-gamut photo is converted), JPEG at the full quality; drawn again smaller
   * while the file comes out over `maxBytes` (the area scales with the bytes, 10 % to spare).
   */
  async function reencoded(
    job: ProcessJob,
    open: Closable[],
  ): Promise<{ full: Blob; width: number; height: number; originalWidth: number; originalHeight: number }> {
    const plan = job.plan.kind === 're-encode' ? job.plan : { maxPixels: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };
    const bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image' });
    open.push(bitmap);
    const ow = bitmap.width;
    const oh = bitmap.height;
    let scale = Math.min(1, Math.sqrt(plan.maxPixels / (ow * oh)));
    for (let attempt = 0; ; attempt++) {
      const canvas = drawn(bitmap, Math.max(1, Math.floor(ow * scale)), Math.max(1, Math.floor(oh * scale)), open);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality });
      if (blob.size <= plan.maxBytes || attempt === 3) return { full: blob, width: canvas.width, height: canvas.height, originalWidth: ow, originalHeight: oh };
      scale *= Math.sqrt(plan.maxBytes / blob.size) * 0.9;
    }
  }

  // Every error is caught and posted back; the listener itself returns nothing (no stray promise).
  const handle = async (event: MessageEvent): Promise<void> => {
    const job = event.data as ProcessJob | PictureJob;
    const open: Closable[] = [];
    try {
      if (job.kind === 'picture') scope.postMessage({ id: job.id, ok: true, picture: await picture(job, open) });
      else scope.postMessage({ id: job.id, ok: true, keptOriginal: false, ...(await reencoded(job, open)) });
    } catch (error) {
      scope.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      for (const item of open.reverse()) item.close();
    }
  };
  scope.onmessage = (event: MessageEvent) => void handle(event);
}

/** The worker's source text: the function above, called with the worker's global scope. */
export const workerSource = (): string => `(${photoWorkerMain.toString()})(self);`;
