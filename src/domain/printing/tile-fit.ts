import { centeredCrop, MIN_SCALE, nextQuarterTurn, quarterTurnedPoint, quarterTurnOf, zoomCrop } from '../imaging';
import { tileCrop, tileImageSize, withCropOrigin, type Orientation, type Tile } from '../project';
import { imagePx, type ImageSize } from '../units';
import { frameAspect, type PrintProduct } from './print-product';

/**
 * Issue 31 item 6: the design tool's Fit, Fill and Rotate 90° buttons. A frame always shows part of
 * the photo of exactly its own aspect (the one render geometry of issue 28: canvas, thumbnails and
 * print file crop inside the photo, never letterbox it), so:
 * - Fill: the photo fills the frame whole again: zoom 0 (scale 1), the largest crop, centred.
 * - Fit: the frame is fitted to the photo: turned to the photo's own orientation where the product
 *   turns (a landscape photo in a landscape frame shows the most of it), then filled.
 * - Rotate 90°: the photo turns a quarter clockwise inside its frame (every seeded product is square,
 *   so turning the frame could never right a sideways photo), keeping the zoom and the point of the
 *   photo at the crop's centre. The frame's own orientation stays the options panel's choice.
 */

/** Whether a product's frames can turn 90° and look different: orientation-eligible and not square. */
export const canTurn = (product: Pick<PrintProduct, 'orientationEligible' | 'widthInches' | 'heightInches'>): boolean =>
  product.orientationEligible === true && product.widthInches !== product.heightInches;

/** The orientation of a photo's own pixels; a square photo keeps the frame's `current` one. */
export const photoOrientation = (image: ImageSize, current: Orientation): Orientation =>
  image.width > image.height ? 'Landscape' : image.width < image.height ? 'Portrait' : current;

/** Fill: the tile at scale 1 with its largest crop centred in the photo. */
export const filledTile = (tile: Tile, product: PrintProduct): Tile => {
  const crop = centeredCrop(tileImageSize(tile), frameAspect(product, tile.orientation), MIN_SCALE);
  return { ...withCropOrigin(tile, crop), scale: MIN_SCALE };
};

/** The orientation Fit gives a tile: the photo's own where the product can turn, else the tile's. */
export const fitOrientation = (tile: Tile, product: PrintProduct): Orientation =>
  canTurn(product) ? photoOrientation(tileImageSize(tile), tile.orientation) : tile.orientation;

/** Fit: the tile turned to its photo's orientation (where the product turns), then filled. */
export const fittedTile = (tile: Tile, product: PrintProduct): Tile => filledTile({ ...tile, orientation: fitOrientation(tile, product) }, product);

/** Rotate 90°: the photo a quarter turn further clockwise, the same point of it centred, the same zoom. */
export const rotatedTile = (tile: Tile, product: PrintProduct): Tile => {
  const aspect = frameAspect(product, tile.orientation);
  const crop = tileCrop(tile, aspect);
  const centre = quarterTurnedPoint({ x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 }, tileImageSize(tile));
  const turned: Tile = { ...tile, rotation: nextQuarterTurn(quarterTurnOf(tile.rotation)) };
  const image = tileImageSize(turned);
  const around = zoomCrop({ x: imagePx(centre.x), y: imagePx(centre.y), width: imagePx(0), height: imagePx(0) }, image, aspect, tile.scale);
  // An explicit bottom-right corner (a split piece's) is of the old shape: the turned tile's crop comes from its scale.
  const { cropBottomRightX: _x, cropBottomRightY: _y, ...rest } = turned;
  return { ...rest, cropTopLeftX: around.x, cropTopLeftY: around.y };
};
