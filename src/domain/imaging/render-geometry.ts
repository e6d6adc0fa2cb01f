import { cropSize, clampCrop, panCrop } from './crop';
import { clampScale, DEFAULT_MAX_SCALE } from './zoom';
import { imagePx, type ImageRect, type ImageSize, type Scale } from '../units';

/** SPEC §9: a print frame under 200 px is 'mini'; at 130 px or less it is 'tiny'. */
export const MINI_FRAME_BELOW_PX = 200;
export const TINY_FRAME_AT_MOST_PX = 130;

/** How small a print frame is drawn (smaller frames get thinner borders and no banner text). */
export type FrameSizeClass = 'regular' | 'mini' | 'tiny';

/** The size class of a print frame of `px` screen pixels across. */
export const frameSizeClass = (px: number): FrameSizeClass => (px <= TINY_FRAME_AT_MOST_PX ? 'tiny' : px < MINI_FRAME_BELOW_PX ? 'mini' : 'regular');

/**
 * SPEC §9's 'product tile hash of 5 special product ids': drawn flat, with no drop shadow and a
 * 2 px outline. The spec does not name them; these are the seeded precustomized and gift prints,
 * which hang without a frame's depth.
 */
export const FLAT_PRINT_PRODUCT_IDS: readonly string[] = ['monogramTile', 'coastlineTile', 'cityLightsTile', 'giftTile', 'rewardTile'];

/** How a print frame is decorated: a drop shadow (opacity, 0 = none) and an outline (px, 0 = none). */
export interface FrameDecoration {
  readonly shadowOpacity: number;
  readonly outlinePx: number;
}

/** The 5 special products: no drop shadow and a 2 px outline; every other product: shadow opacity 0.3. */
export const frameDecoration = (productId: string): FrameDecoration =>
  FLAT_PRINT_PRODUCT_IDS.includes(productId) ? { shadowOpacity: 0, outlinePx: 2 } : { shadowOpacity: 0.3, outlinePx: 0 };

/**
 * Dragging the photo by (dx, dy) screen pixels inside a photo area of `areaWidth` x `areaHeight`
 * screen pixels: the picture follows the finger, so the crop moves the opposite way, converted to
 * image pixels and kept inside the image.
 */
export const panCropByScreen = (crop: ImageRect, image: ImageSize, dx: number, dy: number, areaWidth: number, areaHeight: number): ImageRect => {
  if (areaWidth <= 0 || areaHeight <= 0) return clampCrop(crop, image);
  return panCrop(crop, (-dx * crop.width) / areaWidth, (-dy * crop.height) / areaHeight, image);
};

/** A point inside the crop as fractions of its width and height (0,0 top-left; 0.5,0.5 centre). */
export interface CropFocus {
  readonly fx: number;
  readonly fy: number;
}

const unit = (v: number): number => (Number.isNaN(v) ? 0.5 : Math.min(1, Math.max(0, v)));

/**
 * Rescales a crop so that the image point under `focus` stays under it (wheel at the pointer,
 * pinch between the fingers), then shifts it inside the image.
 */
export const zoomCropAt = (crop: ImageRect, image: ImageSize, aspect: number, scale: Scale, focus: CropFocus): ImageRect => {
  const size = cropSize(image, aspect, scale);
  const fx = unit(focus.fx);
  const fy = unit(focus.fy);
  const px = crop.x + fx * crop.width;
  const py = crop.y + fy * crop.height;
  return clampCrop({ x: imagePx(px - fx * size.width), y: imagePx(py - fy * size.height), ...size }, image);
};

/** A screen point. */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** The distance between two fingers. */
export const pinchDistance = (a: ScreenPoint, b: ScreenPoint): number => Math.hypot(b.x - a.x, b.y - a.y);

/** The point midway between two fingers: where a pinch zooms. */
export const pinchCentre = (a: ScreenPoint, b: ScreenPoint): ScreenPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingertips' contact points cannot be closer than this (CSS px, ~7 mm on a phone): a smaller
 * distance is two touches reported as nearly one, and dividing by it made a small spread jump the zoom
 * from 0 to 80 % (issue 31 item 6). Both distances are read at least this far apart.
 */
export const PINCH_MIN_DISTANCE_PX = 40;

/**
 * The scale a pinch reaches (issue 31 item 6): the start scale times the ratio of the fingers'
 * distances (the picture grows exactly as far as the fingers spread), clamped (>= 1).
 */
export const pinchScale = (startScale: Scale, startDistance: number, distance: number, maxScale: Scale = DEFAULT_MAX_SCALE): Scale => {
  if (!(startDistance > 0) || !Number.isFinite(distance)) return clampScale(startScale, maxScale);
  const ratio = Math.max(PINCH_MIN_DISTANCE_PX, distance) / Math.max(PINCH_MIN_DISTANCE_PX, startDistance);
  return clampScale(startScale * ratio, maxScale);
};

/** Where a screen point falls inside a screen rectangle, as fractions (clamped to 0..1). */
export const focusInRect = (point: ScreenPoint, rect: { x: number; y: number; width: number; height: number }): CropFocus => ({
  fx: rect.width <= 0 ? 0.5 : unit((point.x - rect.x) / rect.width),
  fy: rect.height <= 0 ? 0.5 : unit((point.y - rect.y) / rect.height),
});
