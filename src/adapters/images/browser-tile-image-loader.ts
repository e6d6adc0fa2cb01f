import { left, right, type Either } from 'fp-ts/Either';
import type { LoadedTileImage, TileImageFailure, TileImageLoader, TileImageVariant } from '../../application/ports/tile-image-loader';
import { toGrayscaleInPlace } from './grayscale';
import { localPictures, type LocalPictures } from './local-pictures';

const dimension = (value: string | null): number | null => {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

/** The downscaled size that fits `maxEdge`, never upscaled. */
export const fitWithin = (width: number, height: number, maxEdge: number): { width: number; height: number } => {
  const ratio = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
};

/**
 * Loads a photo with fetch and decodes it straight to a downscaled ImageBitmap
 * (`createImageBitmap` with resizeWidth/Height), so a 12-megapixel photo never sits in memory at
 * full size for a 100-pixel frame. A photo chosen on this page is drawn from a picture of the file
 * made off the main thread at the size drawn (LocalPictures: issue 28 item 1), never fetched and
 * decoded at full size. Grayscale prints are precomputed once into their own bitmap.
 */
export class BrowserTileImageLoader implements TileImageLoader {
  constructor(
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    private readonly local: LocalPictures = localPictures,
  ) {}

  async load(path: string, maxEdge: number, variant: TileImageVariant): Promise<Either<TileImageFailure, LoadedTileImage>> {
    const own = this.local.get(path);
    if (own) {
      try {
        // Made now, off the main thread, at the size drawn (or taken from an earlier, larger one).
        const picture = await this.local.pictureOf(path, maxEdge);
        const size = fitWithin(own.width, own.height, maxEdge);
        let bitmap = await createImageBitmap(picture ?? own.source, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
        if (variant === 'grayScale') bitmap = grayscaleBitmap(bitmap);
        return right({ bitmap, naturalWidth: own.width, naturalHeight: own.height });
      } catch (error) {
        // A local preview has nothing to fetch; a stored photo is fetched below.
        if (!/^(https?:|\/)/.test(path)) return left({ code: 'image/decode', message: `Could not decode ${path}: ${String(error)}` });
      }
    }
    let response: Response;
    try {
      response = await this.fetchImpl(path, { credentials: 'same-origin' });
    } catch (error) {
      return left({ code: 'image/network', message: `Could not fetch ${path}: ${String(error)}` });
    }
    if (!response.ok) return left({ code: 'image/network', message: `HTTP ${response.status} for ${path}` });
    try {
      const blob = await response.blob();
      // The server sends the size as headers (DESIGN §6); without them we decode once to learn it.
      const headerW = dimension(response.headers.get('x-amz-meta-width'));
      const headerH = dimension(response.headers.get('x-amz-meta-height'));
      let naturalWidth: number;
      let naturalHeight: number;
      let bitmap: ImageBitmap;
      if (headerW !== null && headerH !== null) {
        naturalWidth = headerW;
        naturalHeight = headerH;
        const size = fitWithin(naturalWidth, naturalHeight, maxEdge);
        bitmap = await createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
      } else {
        const full = await createImageBitmap(blob);
        naturalWidth = full.width;
        naturalHeight = full.height;
        const size = fitWithin(naturalWidth, naturalHeight, maxEdge);
        if (size.width === full.width && size.height === full.height) bitmap = full;
        else {
          bitmap = await createImageBitmap(full, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
          full.close();
        }
      }
      if (variant === 'grayScale') bitmap = grayscaleBitmap(bitmap);
      return right({ bitmap, naturalWidth, naturalHeight });
    } catch (error) {
      return left({ code: 'image/decode', message: `Could not decode ${path}: ${String(error)}` });
    }
  }
}

/** Draws the bitmap, turns its pixels gray and returns a new bitmap (the input is closed). */
function grayscaleBitmap(source: ImageBitmap): ImageBitmap {
  const canvas = new OffscreenCanvas(source.width, source.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return source;
  ctx.drawImage(source, 0, 0);
  source.close();
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  toGrayscaleInPlace(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  return canvas.transferToImageBitmap();
}
