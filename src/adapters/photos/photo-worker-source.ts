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

  /**
   * Draws `source` into a new canvas of w x h. Its pixels are let go when the job ends (`open`): a
   * canvas left to the collector holds its backing store until a collection happens to run, and a
   * worker making a hundred previews kept hundreds of megabytes that way (issue 28, peak memory).
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
   * The size a JPEG decodes to when scaled in the DCT (libjpeg's M/8 scales): the largest M/8 that fits
   * `maxEdge`. Asking exactly that size lets the decoder skip the work instead of decoding more (5/8
   * for 2048 px of a 4000 px photo) and resampling after.
   */
  function dctSize(ow: number, oh: number, maxEdge: number): { w: number; h: number } {
    for (let m = 8; m > 1; m--) {
      const w = Math.ceil((ow * m) / 8);
      const h = Math.ceil((oh * m) / 8);
      if (Math.max(w, h) <= maxEdge) return { w, h };
    }
    return { w: Math.ceil(ow / 8), h: Math.ceil(oh / 8) };
  }

  /**
   * The derivative of an upright original JPEG kept as it is: a big one is scaled while it decodes
   * (WebCodecs ImageDecoder at a DCT scale, which Chromium honours: 4000 x 3000 decodes straight to
   * 2000 x 1500, no 12-MP frame, no resample), else createImageBitmap with a resize.
   */
  async function previewOfOriginal(job: Job, ow: number, oh: number, open: Closable[]): Promise<{ source: CanvasImageSource; w: number; h: number }> {
    const Decoder = (globalThis as unknown as { ImageDecoder?: ImageDecoderClass }).ImageDecoder;
    if (Math.max(ow, oh) > job.maxEdge && Decoder) {
      const { w, h } = dctSize(ow, oh, job.maxEdge);
      const decoder = new Decoder({ data: job.file.stream(), type: 'image/jpeg', desiredWidth: w, desiredHeight: h });
      open.push(decoder);
      const frame = (await decoder.decode()).image as unknown as { close(): void; displayWidth: number; displayHeight: number };
      open.push(frame);
      // A decoder that ignored the size asked is drawn down to it (the preview never exceeds maxEdge).
      const scale = Math.min(1, job.maxEdge / Math.max(frame.displayWidth, frame.displayHeight));
      return { source: frame as unknown as CanvasImageSource, w: Math.max(1, Math.round(frame.displayWidth * scale)), h: Math.max(1, Math.round(frame.displayHeight * scale)) };
    }
    const s = Math.min(1, job.maxEdge / Math.max(ow, oh));
    const w = Math.max(1, Math.round(ow * s));
    const h = Math.max(1, Math.round(oh * s));
    const bitmap = s < 1
      ? await createImageBitmap(job.file, { imageOrientation: 'from-image', resizeWidth: w, resizeHeight: h, resizeQuality: 'medium' })
      : await createImageBitmap(job.file, { imageOrientation: 'from-image' });
    open.push(bitmap);
    return { source: bitmap, w, h };
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
      const canvas = drawn(bitmap, Math.max(1, Math.floor(ow * scale)), Math.max(1, Math.floor(oh * scale)), open);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality });
      if (blob.size <= plan.maxBytes || attempt === 3) return { canvas, blob, ow, oh };
      scale *= Math.sqrt(plan.maxBytes / blob.size) * 0.9;
    }
  }

  // Every error is caught and posted back; the listener itself returns nothing (no stray promise).
  const handle = async (event: MessageEvent): Promise<void> => {
    const job = event.data as Job;
    const open: Closable[] = [];
    try {
      let full: Blob;
      let stored: { width: number; height: number };
      let source: CanvasImageSource;
      let ow: number;
      let oh: number;
      let w: number;
      let h: number;
      if (job.plan.kind === 'original' && job.header) {
        // Kept byte for byte: upright (orientation 1), so its header size is the size it shows at.
        ow = job.header.width;
        oh = job.header.height;
        full = job.file;
        stored = { width: ow, height: oh };
        ({ source, w, h } = await previewOfOriginal(job, ow, oh, open));
      } else {
        const plan = job.plan.kind === 're-encode' ? job.plan : { maxPixels: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };
        const made = await reencoded(job, plan, open);
        ow = made.ow;
        oh = made.oh;
        full = made.blob;
        stored = { width: made.canvas.width, height: made.canvas.height };
        source = made.canvas;
        const scale = Math.min(1, job.maxEdge / Math.max(ow, oh));
        w = Math.max(1, Math.round(ow * scale));
        h = Math.max(1, Math.round(oh * scale));
      }
      const canvas = drawn(source, w, h, open);
      const preview = full === job.file || stored.width !== w || stored.height !== h ? await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality }) : full;
      const t = Math.max(1, Math.min(job.thumbEdge, Math.min(ow, oh)));
      // The thumbnail is drawn from the derivative: cheaper than from the full-size picture.
      const tSide = Math.min(w, h);
      const thumbCanvas = new OffscreenCanvas(t, t);
      open.push({ close: () => void ((thumbCanvas.width = 0), (thumbCanvas.height = 0)) });
      const thumbCtx = thumbCanvas.getContext('2d');
      if (!thumbCtx) throw new Error('no 2d context');
      thumbCtx.imageSmoothingQuality = 'high';
      thumbCtx.drawImage(canvas, (w - tSide) / 2, (h - tSide) / 2, tSide, tSide, 0, 0, t, t);
      const thumbnail = await thumbCanvas.convertToBlob({ type: 'image/jpeg', quality: job.thumbQuality });
      scope.postMessage({ id: job.id, ok: true, full, ...stored, keptOriginal: full === job.file, preview, thumbnail, originalWidth: ow, originalHeight: oh });
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
