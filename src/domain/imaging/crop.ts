import { imagePx, type ImagePx, type ImageRect, type ImageSize, type Scale } from '../units';
import { MIN_SCALE } from './zoom';

/** A crop's top-left corner in source-image pixels. */
export interface CropOrigin {
  readonly x: ImagePx;
  readonly y: ImagePx;
}

/**
 * The crop size for a frame of the given aspect (width / height) at a scale: the largest
 * rectangle of that aspect inside the image, divided by the scale (scale below 1 counts as 1).
 */
export const cropSize = (image: ImageSize, aspect: number, scale: Scale): ImageSize => {
  const s = Math.max(MIN_SCALE, scale);
  const imageIsWider = image.width / image.height > aspect;
  const baseWidth = imageIsWider ? image.height * aspect : image.width;
  const baseHeight = imageIsWider ? image.height : image.width / aspect;
  return { width: imagePx(baseWidth / s), height: imagePx(baseHeight / s) };
};

const clampAxis = (start: number, length: number, limit: number): ImagePx =>
  // A crop longer than the image cannot fit: centre it rather than pin it to one edge.
  imagePx(length > limit ? (limit - length) / 2 : Math.min(Math.max(0, start), limit - length));

/** Shifts a crop (never resizes it) so that it stays inside the image. */
export const clampCrop = (crop: ImageRect, image: ImageSize): ImageRect => ({
  x: clampAxis(crop.x, crop.width, image.width),
  y: clampAxis(crop.y, crop.height, image.height),
  width: crop.width,
  height: crop.height,
});

/** The crop centred on the image for a frame aspect and scale. */
export const centeredCrop = (image: ImageSize, aspect: number, scale: Scale = MIN_SCALE): ImageRect => {
  const size = cropSize(image, aspect, scale);
  return clampCrop(
    {
      x: imagePx((image.width - size.width) / 2),
      y: imagePx((image.height - size.height) / 2),
      ...size,
    },
    image,
  );
};

/** The crop rectangle for an origin, aspect and scale, shifted inside the image. */
export const cropAt = (origin: CropOrigin, image: ImageSize, aspect: number, scale: Scale): ImageRect =>
  clampCrop({ ...origin, ...cropSize(image, aspect, scale) }, image);

/** Rescales a crop around its centre (what zooming does), then shifts it inside the image. */
export const zoomCrop = (crop: ImageRect, image: ImageSize, aspect: number, scale: Scale): ImageRect => {
  const size = cropSize(image, aspect, scale);
  const centreX = crop.x + crop.width / 2;
  const centreY = crop.y + crop.height / 2;
  return clampCrop({ x: imagePx(centreX - size.width / 2), y: imagePx(centreY - size.height / 2), ...size }, image);
};

/** Moves a crop by a delta in image pixels (what dragging does), shifted inside the image. */
export const panCrop = (crop: ImageRect, dx: number, dy: number, image: ImageSize): ImageRect =>
  clampCrop({ ...crop, x: imagePx(crop.x + dx), y: imagePx(crop.y + dy) }, image);

/** The crop's bottom-right corner, as the server format stores it. */
export const cropBottomRight = (crop: ImageRect): CropOrigin => ({
  x: imagePx(crop.x + crop.width),
  y: imagePx(crop.y + crop.height),
});
