import { centeredCrop, MIN_SCALE } from '../imaging';
import { withCropOrigin, type Orientation, type Tile } from '../project';
import { imageSize, type ImageSize } from '../units';
import { frameAspect, type PrintProduct } from './print-product';

/**
 * Issue 31 item 6: the design tool's Fit, Fill and Rotate 90° buttons. A frame always shows part of
 * the photo of exactly its own aspect (the one render geometry of issue 28: canvas, thumbnails and
 * print file crop inside the photo, never letterbox it), so:
 * - Fill: the photo fills the frame whole again: zoom 0 (scale 1), the largest crop, centred.
 * - Fit: the frame is fitted to the photo: turned to the photo's own orientation where the product
 *   turns (a landscape photo in a landscape frame shows the most of it), then filled.
 * - Rotate 90°: the frame (and with it the crop) turns between portrait and landscape, keeping the
 *   crop's centre and zoom; only a product that turns and is not square has a second orientation.
 */

/** Whether a product's frames can turn 90° and look different: orientation-eligible and not square. */
export const canTurn = (product: Pick<PrintProduct, 'orientationEligible' | 'widthInches' | 'heightInches'>): boolean =>
  product.orientationEligible === true && product.widthInches !== product.heightInches;

/** The other orientation: what Rotate 90° turns a frame to. */
export const turnedOrientation = (orientation: Orientation): Orientation => (orientation === 'Landscape' ? 'Portrait' : 'Landscape');

/** The orientation of a photo's own pixels; a square photo keeps the frame's `current` one. */
export const photoOrientation = (image: ImageSize, current: Orientation): Orientation =>
  image.width > image.height ? 'Landscape' : image.width < image.height ? 'Portrait' : current;

/** Fill: the tile at scale 1 with its largest crop centred in the photo. */
export const filledTile = (tile: Tile, product: PrintProduct): Tile => {
  const crop = centeredCrop(imageSize(tile.width, tile.height), frameAspect(product, tile.orientation), MIN_SCALE);
  return { ...withCropOrigin(tile, crop), scale: MIN_SCALE };
};

/** The orientation Fit gives a tile: the photo's own where the product can turn, else the tile's. */
export const fitOrientation = (tile: Tile, product: PrintProduct): Orientation =>
  canTurn(product) ? photoOrientation(imageSize(tile.width, tile.height), tile.orientation) : tile.orientation;

/** Fit: the tile turned to its photo's orientation (where the product turns), then filled. */
export const fittedTile = (tile: Tile, product: PrintProduct): Tile => filledTile({ ...tile, orientation: fitOrientation(tile, product) }, product);
