import { centeredCrop, MIN_SCALE, type GridPosition } from '../imaging';
import { createTile, type PhotoSource, type Tile, type TileOptions } from '../project';
import { imagePx, imageSize } from '../units';

/** A photo to put into a frame: where it is served from and its size in pixels. */
export interface PhotoInput {
  readonly imagePath: string;
  readonly width: number;
  readonly height: number;
  readonly full?: string;
  readonly source?: PhotoSource;
  readonly sourceUrl?: string;
  readonly variantId?: string;
  /** The photo is still uploading: the tile shows a local preview and is flagged uploadingFull. */
  readonly uploading?: boolean;
  /** Where its local preview is drawn from while it uploads (the tile's croppedImageUrl: never stored or sent). */
  readonly localPreview?: string;
}

/** Tile metadata (SPEC §3: source, sourceUrl, variantId) from what the photo brought along. */
export const metadataOf = (photo: PhotoInput): Tile['metadata'] => ({
  ...(photo.source === undefined ? {} : { source: photo.source }),
  ...(photo.sourceUrl === undefined ? {} : { sourceUrl: photo.sourceUrl }),
  ...(photo.variantId === undefined ? {} : { variantId: photo.variantId }),
});

/** A photo in a new frame at `position` with `options`, centred at scale 1 in a frame of `aspect`. */
export const newPhotoTile = (photo: PhotoInput, id: string, position: GridPosition, options: TileOptions, aspect: number): Tile => {
  const crop = centeredCrop(imageSize(photo.width, photo.height), aspect);
  return createTile({
    id,
    width: photo.width,
    height: photo.height,
    imagePath: photo.imagePath,
    ...(photo.full === undefined ? {} : { full: photo.full }),
    ...position,
    ...options,
    cropTopLeftX: crop.x,
    cropTopLeftY: crop.y,
    metadata: metadataOf(photo),
    ...(photo.uploading ? { uploadingFull: true } : {}),
    ...(photo.localPreview === undefined ? {} : { croppedImageUrl: photo.localPreview }),
  });
};

/** A frame's photo swapped, keeping the frame's options and position; the crop starts centred at scale 1. */
export const withPhoto = (tile: Tile, photo: PhotoInput, aspect: number): Tile => {
  const crop = centeredCrop(imageSize(photo.width, photo.height), aspect);
  const { full: _full, cropBottomRightX: _bx, cropBottomRightY: _by, isLowRes: _l, faceCropped: _f, ...rest } = tile;
  return {
    ...rest,
    imagePath: photo.imagePath,
    ...(photo.full === undefined ? {} : { full: photo.full }),
    width: photo.width as Tile['width'],
    height: photo.height as Tile['height'],
    scale: MIN_SCALE,
    cropTopLeftX: crop.x,
    cropTopLeftY: crop.y,
    metadata: { ...tile.metadata, ...metadataOf(photo) },
  };
};

/**
 * A tile whose upload landed: it takes the stored path and loses the uploadingFull flag. The
 * shopper may already have framed the preview, so the crop is kept (scaled if the stored size differs).
 */
export const withStoredPhoto = (tile: Tile, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): Tile => {
  const { uploadingFull: _u, ...rest } = tile;
  const sx = stored.width / tile.width;
  const sy = stored.height / tile.height;
  return {
    ...rest,
    imagePath: stored.imagePath,
    width: imagePx(stored.width),
    height: imagePx(stored.height),
    cropTopLeftX: imagePx(Math.round(tile.cropTopLeftX * sx)),
    cropTopLeftY: imagePx(Math.round(tile.cropTopLeftY * sy)),
  };
};
