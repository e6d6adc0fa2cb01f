/**
 * The photo worker's body. It is turned into source text (`workerSource`) and started from a Blob
 * URL (the CSP allows `worker-src blob:`), because the build bundles no separate worker entry.
 * So it must be self-contained: no imports, no references outside the function.
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
    readonly maxEdge: number;
    readonly thumbEdge: number;
    readonly fullQuality: number;
    readonly thumbQuality: number;
  }
  /** Width, height and EXIF orientation (1..8) of a JPEG from its first bytes; null when not a JPEG. */
  function jpegHeader(view: DataView): { width: number; height: number; orientation: number } | null {
    if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
    let orientation = 1;
    let offset = 2;
    while (offset + 9 < view.byteLength) {
      if (view.getUint8(offset) !== 0xff) return null;
      const marker = view.getUint8(offset + 1);
      if (marker === 0xff) {
        offset++;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker === 0xe1 && view.getUint32(offset + 4) === 0x45786966) {
        const tiff = offset + 10;
        const little = view.getUint16(tiff) === 0x4949;
        const ifd = tiff + view.getUint32(tiff + 4, little);
        const entries = ifd + 2 <= view.byteLength ? view.getUint16(ifd, little) : 0;
        for (let i = 0; i < entries; i++) {
          const entry = ifd + 2 + i * 12;
          if (entry + 10 > view.byteLength) break;
          if (view.getUint16(entry, little) === 0x0112) orientation = view.getUint16(entry + 8, little);
        }
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5), orientation };
      }
      if (length < 2) return null;
      offset += 2 + length;
    }
    return null;
  }

  scope.onmessage = async (event: MessageEvent) => {
    const job = event.data as Job;
    let bitmap: ImageBitmap | undefined;
    let decoder: InstanceType<ImageDecoderClass> | undefined;
    let frame: { close(): void } | undefined;
    try {
      // A JPEG's size and EXIF orientation from its header: then the decoder can scale while it
      // decodes (far cheaper than decoding 12 MP and scaling afterwards).
      const header = jpegHeader(new DataView(await job.file.slice(0, 256 * 1024).arrayBuffer()));
      let ow: number;
      let oh: number;
      let source: CanvasImageSource;
      const big = header !== null && Math.max(header.width, header.height) > job.maxEdge;
      const Decoder = (globalThis as unknown as { ImageDecoder?: ImageDecoderClass }).ImageDecoder;
      if (header && big && header.orientation === 1 && Decoder) {
        // WebCodecs ImageDecoder with a desired size: the JPEG decoder scales in the DCT (M/8).
        ow = header.width;
        oh = header.height;
        const s = job.maxEdge / Math.max(ow, oh);
        decoder = new Decoder({ data: job.file.stream(), type: 'image/jpeg', desiredWidth: Math.round(ow * s), desiredHeight: Math.round(oh * s) });
        frame = (await decoder.decode()).image;
        source = frame as unknown as CanvasImageSource;
      } else if (header && big && header.orientation < 5) {
        ow = header.width;
        oh = header.height;
        const s = job.maxEdge / Math.max(ow, oh);
        bitmap = await createImageBitmap(job.file, {
          imageOrientation: 'from-image',
          resizeWidth: Math.max(1, Math.round(ow * s)),
          resizeHeight: Math.max(1, Math.round(oh * s)),
          resizeQuality: 'medium',
        });
        source = bitmap;
      } else {
        // EXIF orientation applied by the decoder: the bitmap is already upright.
        bitmap = await createImageBitmap(job.file, { imageOrientation: 'from-image' });
        ow = bitmap.width;
        oh = bitmap.height;
        source = bitmap;
      }
      const scale = Math.min(1, job.maxEdge / Math.max(ow, oh));
      const w = Math.max(1, Math.round(ow * scale));
      const h = Math.max(1, Math.round(oh * scale));
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, 0, 0, w, h);
      const full = await canvas.convertToBlob({ type: 'image/jpeg', quality: job.fullQuality });
      const side = Math.min(ow, oh);
      const t = Math.max(1, Math.min(job.thumbEdge, side));
      const thumbCanvas = new OffscreenCanvas(t, t);
      const thumbCtx = thumbCanvas.getContext('2d');
      if (!thumbCtx) throw new Error('no 2d context');
      thumbCtx.imageSmoothingQuality = 'high';
      // The thumbnail is drawn from the resized canvas: cheaper than from the full-size bitmap.
      const tSide = Math.min(w, h);
      thumbCtx.drawImage(canvas, (w - tSide) / 2, (h - tSide) / 2, tSide, tSide, 0, 0, t, t);
      const thumbnail = await thumbCanvas.convertToBlob({ type: 'image/jpeg', quality: job.thumbQuality });
      scope.postMessage({ id: job.id, ok: true, full, thumbnail, width: w, height: h, originalWidth: ow, originalHeight: oh });
    } catch (error) {
      scope.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      bitmap?.close();
      frame?.close();
      decoder?.close();
    }
  };
}

/** The worker's source text: the function above, called with the worker's global scope. */
export const workerSource = (): string => `(${photoWorkerMain.toString()})(self);`;
