/**
 * The photo worker's body. It is turned into source text (`workerSource`) and started from a Blob
 * URL (the CSP allows `worker-src blob:`), because the build bundles no separate worker entry.
 * So it must be self-contained: no imports, no references outside the function. What to store
 * (the original or a re-encode) is decided before, by the domain's `storedImagePlan`.
 */
export function photoWorkerMain(scope: {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}): void {
  /** The part of WebCodecs' ImageDecoder used here (not in every lib.dom yet). */
  type ImageDecoderClass = new (init: { data: ReadableStream<Uint8Array>; type: string; desiredWidth?: number; desiredHeight?: number }) => {
    decode(): Promise<{ image: { close(): void } }>;
    close(): void;
  };
  interface Job {
    readonly id: number;
    readonly file: Blob;
    /** The JPEG header read on the page (`jpegHeader`), or null when the file is not a JPEG. */
    readonly header: { width: number; height: number; orientation: number } | null;
    readonly plan: { kind: 'original' } | { kind: 're-encode'; maxPixels: number; maxBytes: number };
    readonly maxEdge: number;
    readonly thumbEdge: number;
    readonly fullQuality: number;
    readonly thumbQuality: number;
  }
  type Closable = { close(): void };

  /** Draws `source` (ow x oh) into a new canvas of w x h. */
  function drawn(source: CanvasImageSource, w: number, h: number): OffscreenCanvas {
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, w, h);
    return canvas;
  }

  /**
   * The derivative of an upright original JPEG kept as it is: a big one is scaled while it decodes
   * (WebCodecs ImageDecoder scales in the DCT, M/8; else createImageBitmap with a resize), far
   * cheaper than decoding 12 MP and scaling afterwards.
   */
  async function previewOfOriginal(job: Job, ow: number, oh: number, open: Closable[]): Promise<CanvasImageSource> {
    const s = Math.min(1, job.maxEdge / Math.max(ow, oh));
    const Decoder = (globalThis as unknown as { ImageDecoder?: ImageDecoderClass }).ImageDecoder;
    if (s < 1 && Decoder) {
      const decoder = new Decoder({ data: job.file.stream(), type: 'image/jpeg', desiredWidth: Math.round(ow * s), desiredHeight: Math.round(oh * s) });
      open.push(decoder);
      const frame = (await decoder.decode()).image;
      open.push(frame);
      return frame as unknown as CanvasImageSource;
    }
    const bitmap = s < 1
      ? await createImageBitmap(job.file, { imageOrientation: 'from-image', resizeWidth: Math.max(1, Math.round(ow * s)), resizeHeight: Math.max(1, Math.round(oh * s)), resizeQuality: 'medium' })
      : await createImageBitmap(job.file, { imageOrientation: 'from-image' });
    open.push(bitmap);
    return bitmap;
  }

  /**
   * The re-encode: decoded whole with the EXIF orientation applied, drawn at most `maxPixels` (the
   * canvas is sRGB, so a wide-gamut photo is converted), JPEG at the full quality; drawn again smaller
   * while the file comes out over `maxBytes` (the area scales with the bytes, 10 % to spare).
   */
  async function reencoded(job: Job, plan: { maxPixels: number; maxBytes: number }, open: Closable[]): Promise<{ canvas: OffscreenCanvas; blob: Blob; ow: number; oh: number }> {
    const bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image' });
    open.push(bitmap);
    const ow = bitmap.width;
    const oh = bitmap.height;
    let scale = Math.min(1, Math.sqrt(plan.maxPixels / (ow * oh)));
    for (let attempt = 0; ; attempt++) {
      const canvas = drawn(bitmap, Math.max(1, Math.floor(ow * scale)), Math.max(1, Math.floor(oh * scale)));
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality });
      if (blob.size <= plan.maxBytes || attempt === 3) return { canvas, blob, ow, oh };
      scale *= Math.sqrt(plan.maxBytes / blob.size) * 0.9;
    }
  }

  scope.onmessage = async (event: MessageEvent) => {
    const job = event.data as Job;
    const open: Closable[] = [];
    try {
      let full: Blob;
      let stored: { width: number; height: number };
      let source: CanvasImageSource;
      let ow: number;
      let oh: number;
      if (job.plan.kind === 'original' && job.header) {
        // Kept byte for byte: upright (orientation 1), so its header size is the size it shows at.
        ow = job.header.width;
        oh = job.header.height;
        full = job.file;
        stored = { width: ow, height: oh };
        source = await previewOfOriginal(job, ow, oh, open);
      } else {
        const plan = job.plan.kind === 're-encode' ? job.plan : { maxPixels: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };
        const made = await reencoded(job, plan, open);
        ow = made.ow;
        oh = made.oh;
        full = made.blob;
        stored = { width: made.canvas.width, height: made.canvas.height };
        source = made.canvas;
      }
      const scale = Math.min(1, job.maxEdge / Math.max(ow, oh));
      const w = Math.max(1, Math.round(ow * scale));
      const h = Math.max(1, Math.round(oh * scale));
      const canvas = drawn(source, w, h);
      const preview = full === job.file || stored.width !== w || stored.height !== h ? await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality }) : full;
      const t = Math.max(1, Math.min(job.thumbEdge, Math.min(ow, oh)));
      const thumbCanvas = new OffscreenCanvas(t, t);
      const thumbCtx = thumbCanvas.getContext('2d');
      if (!thumbCtx) throw new Error('no 2d context');
      thumbCtx.imageSmoothingQuality = 'high';
      // The thumbnail is drawn from the derivative: cheaper than from the full-size picture.
      const tSide = Math.min(w, h);
      thumbCtx.drawImage(canvas, (w - tSide) / 2, (h - tSide) / 2, tSide, tSide, 0, 0, t, t);
      const thumbnail = await thumbCanvas.convertToBlob({ type: 'image/jpeg', quality: job.thumbQuality });
      scope.postMessage({ id: job.id, ok: true, full, ...stored, keptOriginal: full === job.file, preview, thumbnail, originalWidth: ow, originalHeight: oh });
    } catch (error) {
      scope.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      for (const item of open.reverse()) item.close();
    }
  };
}

/** The worker's source text: the function above, called with the worker's global scope. */
export const workerSource = (): string => `(${photoWorkerMain.toString()})(self);`;
