/**
 * Where the design sits on the wall photo (issue 35 item 1): the group's size in inches from the
 * layout, the product's size and the tile spacing; its place in photo pixels, kept inside the photo
 * while it is dragged or moved by the arrow keys; and the photo fitted into the screen. Pure.
 */
import { pictureBoxes, type Rect } from '../printing/tile-picture';
import { CM_PER_INCH, photoPx, type PhotoPoint, type PhotoSize, type WallPpi } from './wall-scale';
import type { WallDesign } from './wall-design';

/** One tile's framed picture inside the group, in inches from the group's top-left corner. */
export interface GroupTile {
  readonly key: string;
  readonly rect: Rect;
}

/** The design as it hangs: its size and every tile's place, in inches. */
export interface GroupGeometry {
  readonly widthIn: number;
  readonly heightIn: number;
  readonly tiles: readonly GroupTile[];
}

/**
 * The group in inches. Each frame of the layout is a square cell as long as the product's long side
 * (as the design tool draws it), cells `tileSpacingInches` apart; each framed picture keeps its own
 * aspect (the render geometry's) and is centred in its cell.
 */
export const groupGeometry = (design: Pick<WallDesign, 'tiles' | 'tileSpacingInches' | 'productInches'>): GroupGeometry => {
  if (design.tiles.length === 0) return { widthIn: 0, heightIn: 0, tiles: [] };
  const cell = Math.max(design.productInches.width, design.productInches.height);
  const step = cell + Math.max(0, design.tileSpacingInches);
  const minX = Math.min(...design.tiles.map((t) => t.position.positionX));
  const minY = Math.min(...design.tiles.map((t) => t.position.positionY));
  const maxX = Math.max(...design.tiles.map((t) => t.position.positionX));
  const maxY = Math.max(...design.tiles.map((t) => t.position.positionY));
  const tiles = design.tiles.map((t) => {
    const aspect = pictureBoxes(t.layout, true).aspect;
    const width = aspect >= 1 ? cell : cell * aspect;
    const height = aspect >= 1 ? cell / aspect : cell;
    const x = (t.position.positionX - minX) * step + (cell - width) / 2;
    const y = (t.position.positionY - minY) * step + (cell - height) / 2;
    return { key: t.key, rect: { x, y, width, height } };
  });
  return { widthIn: (maxX - minX) * step + cell, heightIn: (maxY - minY) * step + cell, tiles };
};

/** The group's size in photo pixels at a scale. */
export const groupSizeInPhoto = (group: Pick<GroupGeometry, 'widthIn' | 'heightIn'>, scale: WallPpi): PhotoSize => ({
  width: photoPx(group.widthIn * scale),
  height: photoPx(group.heightIn * scale),
});

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The group's top-left corner kept so the group stays inside the photo; a group larger than the
 * photo along an axis may move only so far that it still covers the photo on that axis.
 */
export const clampPlacement = (p: PhotoPoint, group: PhotoSize, photo: PhotoSize): PhotoPoint => {
  const spareX = photo.width - group.width;
  const spareY = photo.height - group.height;
  return { x: photoPx(clamp(p.x, Math.min(0, spareX), Math.max(0, spareX))), y: photoPx(clamp(p.y, Math.min(0, spareY), Math.max(0, spareY))) };
};

/** The group centred on a point of the photo (a room's hanging spot; the photo's centre otherwise), kept inside. */
export const centredPlacement = (group: PhotoSize, photo: PhotoSize, centre?: PhotoPoint): PhotoPoint => {
  const c = centre ?? { x: photo.width / 2, y: photo.height / 2 };
  return clampPlacement({ x: photoPx(c.x - group.width / 2), y: photoPx(c.y - group.height / 2) }, group, photo);
};

/** The placement moved by (dx, dy) photo pixels, kept inside the photo. */
export const movedPlacement = (p: PhotoPoint, dx: number, dy: number, group: PhotoSize, photo: PhotoSize): PhotoPoint =>
  clampPlacement({ x: photoPx(p.x + dx), y: photoPx(p.y + dy) }, group, photo);

/** An arrow key moves the group 1 inch; with Shift a foot. */
export const KEY_STEP_INCHES = 1;
export const KEY_STEP_INCHES_LARGE = 12;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The placement after an arrow key (null for any other key). */
export const nudgedPlacement = (p: PhotoPoint, key: string, large: boolean, scale: WallPpi, group: PhotoSize, photo: PhotoSize): PhotoPoint | null => {
  const arrow = ARROWS[key];
  if (arrow === undefined) return null;
  const step = (large ? KEY_STEP_INCHES_LARGE : KEY_STEP_INCHES) * scale;
  return movedPlacement(p, arrow[0] * step, arrow[1] * step, group, photo);
};

/** Where the group is, in words (the live region and the tests read it). */
export const placementText = (p: PhotoPoint, scale: WallPpi): string => {
  const x = Math.round(p.x / scale);
  const y = Math.round(p.y / scale);
  return `Tiles placed ${x} in (${Math.round(x * CM_PER_INCH)} cm) from the photo's left edge and ${y} in (${Math.round(y * CM_PER_INCH)} cm) from its top.`;
};

/** How the photo is drawn on screen: screen = offset + photo × scale (CSS pixels). */
export interface PhotoView {
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

/** The whole photo fitted inside the viewport, centred (a contain fit). */
export const fitPhoto = (photo: PhotoSize, viewport: { readonly width: number; readonly height: number }): PhotoView => {
  if (!(photo.width > 0) || !(photo.height > 0) || !(viewport.width > 0) || !(viewport.height > 0)) return { scale: 0, offsetX: 0, offsetY: 0 };
  const scale = Math.min(viewport.width / photo.width, viewport.height / photo.height);
  return { scale, offsetX: (viewport.width - photo.width * scale) / 2, offsetY: (viewport.height - photo.height * scale) / 2 };
};

/** A screen point (CSS pixels) as a point of the photo; null outside the photo or with an empty view. */
export const screenToPhoto = (view: PhotoView, x: number, y: number, photo: PhotoSize): PhotoPoint | null => {
  if (view.scale <= 0) return null;
  const px = (x - view.offsetX) / view.scale;
  const py = (y - view.offsetY) / view.scale;
  return px < 0 || py < 0 || px > photo.width || py > photo.height ? null : { x: photoPx(px), y: photoPx(py) };
};
