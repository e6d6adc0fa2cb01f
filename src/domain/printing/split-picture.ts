import { centeredCrop, cropAt, MIN_SCALE, panCrop } from '../imaging';
import { zoomCropAt, type CropFocus } from '../imaging/render-geometry';
import { createSplitProject, splitAspect, splitTiles, tileCrop, type Project, type Tile, type TileOptions } from '../project';
import { imageSize, type ImageRect, type Scale } from '../units';
import { frameAspect, type PrintProduct } from './print-product';
import type { PhotoInput } from './photo-input';
import { projectTileOptions } from './tile-edits';

/** The aspect of a split project's whole picture: its rows x cols frames together. */
const splitPictureAspect = (p: Project, product: PrintProduct): number => splitAspect(p.rows ?? 1, p.cols ?? 1) * frameAspect(product, p.orientation);

/**
 * A split project with its picture crop (and scale) changed and its tiles re-derived (each keeps
 * its options); undefined when nothing changes.
 */
const withSplitPicture = (
  project: Project,
  product: PrintProduct,
  change: (picture: ImageRect, image: ReturnType<typeof imageSize>) => ImageRect,
  scale?: Scale,
): Project | undefined => {
  if (project.width === undefined || project.height === undefined) return undefined;
  const image = imageSize(project.width, project.height);
  const s = scale ?? project.scale ?? MIN_SCALE;
  const picture = cropAt(
    { x: project.cropTopLeftX ?? (0 as never), y: project.cropTopLeftY ?? (0 as never) },
    image,
    splitPictureAspect(project, product),
    project.scale ?? MIN_SCALE,
  );
  const next = change(picture, image);
  // A pan at the picture's edge (or a zoom to the same scale) changes nothing: keep the project.
  if (next.x === project.cropTopLeftX && next.y === project.cropTopLeftY && s === (project.scale ?? MIN_SCALE)) return undefined;
  const updated: Project = { ...project, scale: s, cropTopLeftX: next.x, cropTopLeftY: next.y };
  const options = projectTileOptions(project);
  const before = new Map(project.tiles.map((t) => [t.id, t]));
  return {
    ...updated,
    tiles: splitTiles(updated).map((t) => {
      const old = before.get(t.id);
      return old ? { ...t, frameColor: old.frameColor, matColor: old.matColor, filter: old.filter, orientation: old.orientation } : { ...t, ...options };
    }),
  };
};

/**
 * A split project whose whole picture is dragged by (dx, dy) screen pixels over a photo area of
 * the given size showing `tile`; undefined when nothing moves.
 */
export const pannedSplitPicture = (
  project: Project,
  product: PrintProduct,
  tile: Tile,
  dx: number,
  dy: number,
  areaWidth: number,
  areaHeight: number,
): Project | undefined => {
  // Screen px → image px with the tile's own crop, then the whole picture moves.
  const part = tileCrop(tile, frameAspect(product, tile.orientation));
  if (areaWidth <= 0 || areaHeight <= 0) return undefined;
  const dxImage = (-dx * part.width) / areaWidth;
  const dyImage = (-dy * part.height) / areaHeight;
  return withSplitPicture(project, product, (picture, image) => panCrop(picture, dxImage, dyImage, image));
};

/** A split project zoomed to scale `s` keeping the image point at `focus` of `tile` in place; undefined when nothing changes. */
export const zoomedSplitPicture = (project: Project, product: PrintProduct, tile: Tile, s: Scale, focus: CropFocus): Project | undefined => {
  // Keep the focus point of this tile fixed within the whole picture.
  const tileRect = tileCrop(tile, frameAspect(product, tile.orientation));
  return withSplitPicture(
    project,
    product,
    (picture, image) => {
      const pfx = (tileRect.x + focus.fx * tileRect.width - picture.x) / picture.width;
      const pfy = (tileRect.y + focus.fy * tileRect.height - picture.y) / picture.height;
      return zoomCropAt(picture, image, splitPictureAspect(project, product), s, { fx: pfx, fy: pfy });
    },
    s,
  );
};

/** Fill (issue 31 item 6) for a split project: its whole picture at scale 1, centred; undefined when it already is. */
export const filledSplitPicture = (project: Project, product: PrintProduct): Project | undefined =>
  withSplitPicture(project, product, (_picture, image) => centeredCrop(image, splitPictureAspect(project, product), MIN_SCALE), MIN_SCALE);

/** A fresh project made a split project: one photo over rows x cols tiles with the given options. */
export const splitProjectOf = (fresh: Project, options: Partial<TileOptions>, photo: PhotoInput, rows: number, cols: number): Project =>
  createSplitProject(
    { id: fresh.id, now: fresh.createdAt, cartToken: fresh.cartToken, productId: fresh.productId, options },
    { imagePath: photo.imagePath, ...(photo.full === undefined ? {} : { full: photo.full }), image: imageSize(photo.width, photo.height), rows, cols },
  );

/** A split project with another photo: the picture starts over, the project's options, copies and creation time stay. */
export const withSplitPhoto = (project: Project, photo: PhotoInput, now: number): Project => {
  const split = createSplitProject(
    { id: project.id, now, cartToken: project.cartToken, productId: project.productId },
    { imagePath: photo.imagePath, image: imageSize(photo.width, photo.height), rows: project.rows ?? 1, cols: project.cols ?? 1 },
  );
  return {
    ...split,
    frameColor: project.frameColor,
    matColor: project.matColor,
    filter: project.filter,
    orientation: project.orientation,
    quantity: project.quantity,
    createdAt: project.createdAt,
    tiles: split.tiles.map((t) => ({ ...t, frameColor: project.frameColor, matColor: project.matColor, filter: project.filter })),
  };
};

/** A split project without its photo: one photo makes the whole split picture, so the project is empty. */
export const withoutSplitPhoto = (project: Project): Project => {
  const { singleImagePath: _path, full: _full, rows: _rows, cols: _cols, ...rest } = project;
  return { ...rest, tiles: [], isSplit: false, isBatched: false, tileSpacing: 1 };
};
