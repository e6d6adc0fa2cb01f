import { zoomCrop } from '../imaging';
import { faceCenteredOrigin, type FaceBox } from '../imaging/upload-rules';
import { tileCrop, withCropOrigin, type Project, type Tile, type TileOptions } from '../project';
import { nextTilePosition } from '../project/frame-layout';
import type { Layout } from '../layouts';
import { imagePx, imageSize } from '../units';
import { frameAspect, type PrintProduct } from './print-product';

/** The options a project gives its new tiles. */
export const projectTileOptions = (p: Project): TileOptions => ({
  frameColor: p.frameColor,
  matColor: p.matColor,
  filter: p.filter,
  orientation: p.orientation,
});

/** A tile's crop centred on the detected faces (SPEC §7 face detection), marked faceCropped; the tile as it was without an origin. */
export const faceCroppedTile = (tile: Tile, aspect: number, faces: readonly FaceBox[]): Tile => {
  const crop = tileCrop(tile, aspect);
  const origin = faceCenteredOrigin({ width: tile.width, height: tile.height }, crop, faces);
  if (!origin) return tile;
  return { ...withCropOrigin(tile, { x: imagePx(origin.x), y: imagePx(origin.y) }), faceCropped: true };
};

/** The project holding `tiles` in order, each in the next frame (fixed layouts) or re-flowed (Custom). */
export const withTilesPlaced = (project: Project, tiles: readonly Tile[], layouts?: readonly Layout[]): Project => {
  let positioned: Project = { ...project, tiles: [] };
  for (const tile of tiles) {
    positioned = { ...positioned, tiles: [...positioned.tiles, { ...tile, ...nextTilePosition(positioned, layouts) }] };
  }
  return positioned;
};

/**
 * A tile with options applied; a new orientation re-crops it with its centre and zoom kept (not in
 * split projects, whose tiles are re-derived from the picture).
 */
export const withTileOptions = (tile: Tile, options: Partial<TileOptions>, isSplit: boolean, product: PrintProduct): Tile => {
  const next = { ...tile, ...options };
  if (options.orientation === undefined || isSplit) return next;
  const crop = zoomCrop(
    tileCrop(tile, frameAspect(product, tile.orientation)),
    imageSize(tile.width, tile.height),
    frameAspect(product, next.orientation),
    next.scale,
  );
  return withCropOrigin(next, crop);
};
