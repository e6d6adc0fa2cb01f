import type { Either } from 'fp-ts/Either';

/**
 * A decoded, already downscaled picture ready for the GPU. The browser's ImageBitmap fits this
 * shape; the canvas turns it into a texture and `close()` frees it.
 */
export interface TileBitmap {
  readonly width: number;
  readonly height: number;
  close(): void;
}

/** A loaded tile picture: the bitmap (at most `maxEdge` px on its longer side) and the source's own size. */
export interface LoadedTileImage {
  readonly bitmap: TileBitmap;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
}

/** Why a picture could not be loaded. */
export interface TileImageFailure {
  readonly code: 'image/network' | 'image/decode';
  readonly message: string;
}

/** Which pixels: the photo as is, or its grayscale print (precomputed once, never a per-frame filter). */
export type TileImageVariant = 'color' | 'grayScale';

/** Loads and downscales the photos the printing tool draws (fetch + createImageBitmap in the browser). */
export interface TileImageLoader {
  load(path: string, maxEdge: number, variant: TileImageVariant): Promise<Either<TileImageFailure, LoadedTileImage>>;
}
export const TileImageLoader = Symbol('TileImageLoader');
