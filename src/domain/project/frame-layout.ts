import { gridPosition, tileGridDims, type GridPosition } from '../imaging';
import { CUSTOM_LAYOUT_NAME, isFixedLayoutSize, layoutBounds, layoutPositions, type FixedLayoutSize, type Layout } from '../layouts';
import type { Project } from './project';
import type { Tile } from './tile';

/** The layout a project is arranged in: a fixed frame count, or Custom (one frame per photo). */
export type ProjectLayout = FixedLayoutSize | typeof CUSTOM_LAYOUT_NAME;

/** Where a project remembers its layout: `metadata.layout` (the server keeps metadata as sent). */
export const LAYOUT_METADATA_KEY = 'layout';

/** The layout a project is in; anything unrecognised (or split projects) counts as Custom. */
export const projectLayout = (project: Pick<Project, 'metadata' | 'isSplit'>): ProjectLayout => {
  const value = project.metadata?.[LAYOUT_METADATA_KEY];
  return !project.isSplit && typeof value === 'number' && isFixedLayoutSize(value) ? value : CUSTOM_LAYOUT_NAME;
};

/** A layout can be chosen when it has a frame for every photo already placed (Custom always can). */
export const canUseLayout = (layout: ProjectLayout, tileCount: number): boolean => layout === CUSTOM_LAYOUT_NAME || tileCount <= layout;

/** One print frame of the arrangement: its grid position and the tile in it (none: an empty frame). */
export interface FrameSlot {
  readonly position: GridPosition;
  readonly tile?: Tile;
}

/**
 * The frames of a project in order: a split project's tiles at their own positions; a fixed
 * layout's frames hold the tile placed at their position (issue 31: an arranged or filled frame
 * stays where the shopper put it), tiles with no frame of their own fill the free frames in order,
 * the rest stay empty; Custom: one frame per tile in a roughly square grid.
 */
export const frameSlots = (project: Pick<Project, 'metadata' | 'isSplit' | 'tiles'>, layouts?: readonly Layout[]): readonly FrameSlot[] => {
  if (project.isSplit) return project.tiles.map((tile) => ({ position: { positionX: tile.positionX, positionY: tile.positionY }, tile }));
  const layout = projectLayout(project);
  if (layout === CUSTOM_LAYOUT_NAME) {
    const { cols } = tileGridDims(project.tiles.length);
    return project.tiles.map((tile, i) => ({ position: gridPosition(i, cols), tile }));
  }
  const positions = layoutPositions(layouts, layout);
  const held = framesHeld(project.tiles, positions);
  return positions.map((position, i) => {
    const tile = held[i];
    return tile === undefined ? { position } : { position, tile };
  });
};

const samePosition = (a: GridPosition, b: GridPosition): boolean => a.positionX === b.positionX && a.positionY === b.positionY;

/** Which tile each frame holds: by position, then the tiles without a frame of their own in the free frames, in order. */
const framesHeld = (tiles: readonly Tile[], positions: readonly GridPosition[]): Array<Tile | undefined> => {
  // The usual case (tiles in frame order at their frames) costs one pass: a pan rebuilds the slots every frame.
  if (tiles.length <= positions.length && tiles.every((t, i) => samePosition(t, positions[i] as GridPosition))) return [...tiles];
  const held: Array<Tile | undefined> = positions.map(() => undefined);
  const homeless: Tile[] = [];
  for (const tile of tiles) {
    const i = positions.findIndex((p, k) => held[k] === undefined && samePosition(p, tile));
    if (i >= 0) held[i] = tile;
    else homeless.push(tile);
  }
  for (let k = 0; k < held.length && homeless.length > 0; k++) if (held[k] === undefined) held[k] = homeless.shift();
  return held;
};

/** The position the next added tile takes (the first free frame of a fixed layout, or the next grid cell). */
export const nextTilePosition = (project: Pick<Project, 'metadata' | 'isSplit' | 'tiles'>, layouts?: readonly Layout[]): GridPosition => {
  const layout = projectLayout(project);
  const index = project.tiles.length;
  if (layout !== CUSTOM_LAYOUT_NAME) {
    const free = frameSlots(project, layouts).find((s) => s.tile === undefined);
    if (free !== undefined) return free.position;
  }
  return gridPosition(index, tileGridDims(index + 1).cols);
};

/** Screen rectangle (CSS pixels). */
export interface ScreenRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How the frames of an arrangement sit on screen: the frame size, the gap and each frame's rectangle. */
export interface ArrangementGeometry {
  readonly frameSize: number;
  readonly gap: number;
  readonly rects: readonly ScreenRect[];
  /** Where the control over the canvas goes (`keepClear`): the right-hand corner no frame lies under. */
  readonly controlCorner?: ControlCorner;
}

export type ControlCorner = 'top-right' | 'bottom-right';

/** The box in the viewport's top-right corner a control over the canvas takes (CSS pixels, its spacing included). */
export interface CornerBox {
  readonly width: number;
  readonly height: number;
}

/** Whether two corner boxes (or their absence) are the same size: the arrangement they ask is the same. */
export const sameCorner = (a: CornerBox | undefined, b: CornerBox | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.width === b.width && a.height === b.height);

/** The space around the frames on each side (CSS pixels). */
interface Insets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

const fitFrames = (
  positions: readonly GridPosition[],
  viewport: { readonly width: number; readonly height: number },
  gapRatio: number,
  insets: Insets,
): ArrangementGeometry => {
  const { cols, rows } = layoutBounds({ positions });
  const availW = Math.max(0, viewport.width - insets.left - insets.right);
  const availH = Math.max(0, viewport.height - insets.top - insets.bottom);
  if (cols === 0 || rows === 0 || availW === 0 || availH === 0) return { frameSize: 0, gap: 0, rects: [] };
  const unitsW = cols + (cols - 1) * gapRatio;
  const unitsH = rows + (rows - 1) * gapRatio;
  const frameSize = Math.min(availW / unitsW, availH / unitsH);
  const gap = frameSize * gapRatio;
  const step = frameSize + gap;
  const offsetX = insets.left + (availW - (cols * frameSize + (cols - 1) * gap)) / 2;
  const offsetY = insets.top + (availH - (rows * frameSize + (rows - 1) * gap)) / 2;
  return {
    frameSize,
    gap,
    rects: positions.map((p) => ({ x: offsetX + p.positionX * step, y: offsetY + p.positionY * step, width: frameSize, height: frameSize })),
  };
};

const coversCorner = (rect: ScreenRect, viewport: { readonly width: number; readonly height: number }, corner: CornerBox, where: ControlCorner): boolean =>
  rect.x + rect.width > viewport.width - corner.width &&
  (where === 'top-right' ? rect.y < corner.height : rect.y + rect.height > viewport.height - corner.height);

/**
 * Fits an arrangement into a viewport with a margin. `tileSpacing` is the gap between frames in
 * inches (1 by default, 0.5 for split projects) and `tileInches` the printed frame size, so the gap
 * on screen is to scale. Frames are square cells; positions may be fractional (staggered rows).
 *
 * `keepClear`: the size of a control over the canvas (the arrange toggle), which goes in a right-hand
 * corner no frame lies under — the top one, else the bottom one (a short last row leaves it free) —
 * so no part of a photo is hidden behind it. When both would cover a frame, the frames move below the
 * top corner or to its left, whichever leaves them larger.
 */
export const arrangeFrames = (
  positions: readonly GridPosition[],
  viewport: { readonly width: number; readonly height: number },
  tileSpacing: number,
  tileInches: number,
  margin: number,
  keepClear?: CornerBox,
): ArrangementGeometry => {
  const gapRatio = Math.max(0, tileSpacing) / Math.max(1e-6, tileInches);
  const even = { top: margin, right: margin, bottom: margin, left: margin };
  const plain = fitFrames(positions, viewport, gapRatio, even);
  if (keepClear === undefined) return plain;
  const free = (['top-right', 'bottom-right'] as const).find((where) => !plain.rects.some((r) => coversCorner(r, viewport, keepClear, where)));
  if (free !== undefined) return { ...plain, controlCorner: free };
  const below = fitFrames(positions, viewport, gapRatio, { ...even, top: Math.max(margin, keepClear.height) });
  const beside = fitFrames(positions, viewport, gapRatio, { ...even, right: Math.max(margin, keepClear.width) });
  return { ...(below.frameSize >= beside.frameSize ? below : beside), controlCorner: 'top-right' };
};
