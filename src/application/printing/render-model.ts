import { frameColorHex, MAT_COLORS, type Project, type Tile } from '../../domain/project';
import type { ScreenRect } from '../../domain/project/frame-layout';
import { frameDecoration, frameSizeClass, type FrameSizeClass } from '../../domain/imaging/render-geometry';
import { frameAspect, type PrintProduct } from '../../domain/printing/print-product';
import { DEFAULT_MAT_INCHES, FRAME_BORDER_RATIO } from '../../domain/printing/tile-picture';
import { sameFields } from '../../domain/same-fields';
import { FrameArrangements, type Viewport } from './frame-arrangement';
import { gridEdge, renderImage, type RenderImage } from './tile-pictures';

export type { ScreenRect } from '../../domain/project/frame-layout';
export { FrameArrangements, type Viewport } from './frame-arrangement';
export { GRID_EDGE, imageRequestsAt, type RenderImage } from './tile-pictures';

/** One print frame as the canvas draws it; every length in CSS pixels, colours as 0xRRGGBB. */
export interface RenderTile {
  /** Stable per frame: the tile id, or `empty-{n}` for an empty frame of a layout. */
  readonly key: string;
  readonly tileId: string | null;
  readonly frame: ScreenRect;
  readonly frameColor: number;
  readonly border: number;
  /** The mat colour, or null for no mat. */
  readonly mat: number | null;
  /** Where the photo shows (inside the frame and the mat). */
  readonly photo: ScreenRect;
  /** The bitmap to draw; null while it loads (or for an empty frame). */
  readonly image: RenderImage | null;
  readonly grayscale: boolean;
  readonly shadowOpacity: number;
  readonly outline: number;
  readonly sizeClass: FrameSizeClass;
  readonly selected: boolean;
  readonly lowResolution: boolean;
}

/** What the PrintCanvas draws: nothing else reaches the scene graph. */
export interface RenderModel {
  readonly viewport: Viewport;
  readonly frameSize: number;
  readonly tiles: readonly RenderTile[];
}

/** The frame's moulding as a share of the frame size: the one render geometry's (issue 28 item 3). */
export { FRAME_BORDER_RATIO };

/** The few colours of the options, parsed once each: a gesture step derives its frame's colours again. */
const parsedColors = new Map<string, number>();

const hexToNumber = (hex: string): number => {
  const known = parsedColors.get(hex);
  if (known !== undefined) return known;
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const value = Number.parseInt(full, 16);
  // Bounded: the options' colours are a short list; anything else is parsed every time.
  if (parsedColors.size < 64) parsedColors.set(hex, value);
  return value;
};

/** A frame colour's name as a number, looked up once per name (see parsedColors). */
const frameColors = new Map<string, number>();
const frameColorNumber = (name: string): number => {
  let value = frameColors.get(name);
  if (value === undefined) {
    value = hexToNumber(frameColorHex(name) ?? '#000');
    if (frameColors.size < 64) frameColors.set(name, value);
  }
  return value;
};

const matColorNumber = (mat: string): number | null => (mat === MAT_COLORS.none ? null : hexToNumber(mat));

const inset = (r: ScreenRect, by: number): ScreenRect => ({
  x: r.x + by,
  y: r.y + by,
  width: Math.max(0, r.width - 2 * by),
  height: Math.max(0, r.height - 2 * by),
});

/** A rectangle of the given aspect (width / height) centred inside a cell. */
const fitAspect = (cell: ScreenRect, aspect: number): ScreenRect => {
  if (aspect >= 1) {
    const h = cell.width / aspect;
    return { x: cell.x, y: cell.y + (cell.height - h) / 2, width: cell.width, height: h };
  }
  const w = cell.height * aspect;
  return { x: cell.x + (cell.width - w) / 2, y: cell.y, width: w, height: cell.height };
};

export interface RenderInput {
  readonly project: Project;
  readonly product: PrintProduct;
  readonly viewport: Viewport;
  readonly selectedTileId: string | null;
  /** A pan or zoom under way: this tile is drawn as the gesture has it (the project has it as it was). */
  readonly gesture?: { readonly tileId: string; readonly tile: Tile } | null;
  readonly lowResolution: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  /** Whether a bitmap key is loaded. */
  readonly isReady: (key: string) => boolean;
  /** The previous model: frames that did not change keep their RenderTile object (the canvas compares by identity). */
  readonly previous?: RenderModel | null;
  /** Changes (by identity) whenever `isReady` answers differently; without it `isReady` itself is the version. */
  readonly readyVersion?: unknown;
}

const sameRect = (a: ScreenRect, b: ScreenRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

const sameImage = (a: RenderImage | null, b: RenderImage | null) =>
  a === b || (a !== null && b !== null && a.key === b.key && a.u0 === b.u0 && a.v0 === b.v0 && a.u1 === b.u1 && a.v1 === b.v1 && a.rotation === b.rotation);

/** RenderTile's fields compared as they are (its two rectangles and its image compare by value). */
const TILE_FIELDS = [
  'key',
  'tileId',
  'frameColor',
  'border',
  'mat',
  'grayscale',
  'shadowOpacity',
  'outline',
  'sizeClass',
  'selected',
  'lowResolution',
] as const satisfies ReadonlyArray<keyof RenderTile>;

/** Whether two frames draw the same (every field of RenderTile). */
export const sameRenderTile = (a: RenderTile, b: RenderTile): boolean =>
  sameFields(a, b, TILE_FIELDS) && sameRect(a.frame, b.frame) && sameRect(a.photo, b.photo) && sameImage(a.image, b.image);

/** Keeps the previous model's objects where nothing changed (the whole model when no frame did). */
const reuse = (built: Built, model: RenderModel, previous: RenderModel | null | undefined): RenderModel => {
  if (!previous) return model;
  let changed = previous.tiles.length !== model.tiles.length || previous.frameSize !== model.frameSize;
  const made = built.get(model);
  const memo = made?.memo;
  const tiles = model.tiles.map((tile, i) => {
    const before = previous.tiles[i];
    if (before !== undefined && (before === tile || sameRenderTile(before, tile))) {
      const m = memo?.[i];
      if (m && m.result !== before) (memo as SlotMemo[])[i] = { ...m, result: before };
      return before;
    }
    changed = true;
    return tile;
  });
  const v = previous.viewport;
  const w = model.viewport;
  if (!changed && v.width === w.width && v.height === w.height && v.pixelRatio === w.pixelRatio) {
    if (made) built.set(previous, made);
    return previous;
  }
  const merged = { viewport: model.viewport, frameSize: model.frameSize, tiles };
  if (made) built.set(merged, made);
  return merged;
};

/**
 * The render model: geometry, colours, crops and selection of every frame of the project. What a
 * model was built from (to skip unchanged frames next time) and the frame arrangements are
 * remembered by this instance, one per canvas (`PrintingView` owns it), and forgotten on dispose.
 */
export class RenderModels {
  private built: Built = new WeakMap();

  constructor(readonly frames: FrameArrangements = new FrameArrangements()) {}

  build(input: RenderInput): RenderModel {
    return gestureStep(this.built, input) ?? reuse(this.built, computeRenderModel(this.built, this.frames, input), input.previous);
  }

  /** Forgets every model's source and every arrangement (the next build starts from nothing). */
  dispose(): void {
    this.built = new WeakMap();
    this.frames.dispose();
  }
}

/** What every frame of a model shares; a frame is recomputed only when this or its own tile changed. */
interface SlotContext {
  readonly project: Pick<Project, 'orientation' | 'matColor' | 'frameColor' | 'filter' | 'productId'>;
  readonly product: PrintProduct;
  readonly border: number;
  readonly edge: number;
  readonly frameSize: number;
  readonly selectedTileId: string | null;
  readonly readyVersion: unknown;
}

interface SlotMemo {
  readonly tile: Tile | undefined;
  readonly cell: ScreenRect;
  readonly context: SlotContext;
  readonly result: RenderTile;
}

/** What of a slot's context, and of its project's look, a frame is drawn from. */
const CONTEXT_FIELDS = ['product', 'border', 'edge', 'frameSize', 'selectedTileId', 'readyVersion'] as const satisfies ReadonlyArray<keyof SlotContext>;
const PROJECT_LOOK = ['orientation', 'matColor', 'frameColor', 'filter', 'productId'] as const satisfies ReadonlyArray<keyof Project>;

const sameContext = (a: SlotContext, b: SlotContext) => sameFields(a, b, CONTEXT_FIELDS) && sameFields(a.project, b.project, PROJECT_LOOK);

/** What every frame of one model shares (computed once per model). */
interface FrameShared {
  readonly context: SlotContext;
  readonly decoration: ReturnType<typeof frameDecoration>;
  readonly sizeClass: FrameSizeClass;
}

/** One frame of the model: the slot's cell, and the tile in it (the gesture's, while one is under way). */
const computeFrame = (input: RenderInput, shared: FrameShared, cell: ScreenRect, i: number, tile: Tile | undefined, lowResolution: boolean): RenderTile => {
  const { project, product, border, edge, selectedTileId } = shared.context;
  const orientation = tile?.orientation ?? project.orientation;
  const aspect = frameAspect(product, orientation);
  const frame = fitAspect(cell, aspect);
  const matColor = tile?.matColor ?? project.matColor;
  const mat = matColorNumber(matColor);
  const matWidth = mat === null ? 0 : (frame.width - 2 * border) * ((product.matInches ?? DEFAULT_MAT_INCHES) / product.widthInches);
  const photo = inset(inset(frame, border), matWidth);
  return {
    key: tile?.id ?? `empty-${i}`,
    tileId: tile?.id ?? null,
    frame,
    frameColor: frameColorNumber(tile?.frameColor ?? project.frameColor),
    border,
    mat,
    photo,
    image: tile === undefined ? null : renderImage(tile, aspect, edge, tile.id === selectedTileId, input.isReady),
    grayscale: (tile?.filter ?? project.filter) === 'grayScale',
    shadowOpacity: shared.decoration.shadowOpacity,
    outline: shared.decoration.outlinePx,
    sizeClass: shared.sizeClass,
    selected: tile !== undefined && tile.id === selectedTileId,
    lowResolution,
  };
};

/**
 * What a model was built from: what each frame was computed from (so the next model can skip
 * unchanged frames), and the inputs besides the frames' tiles (see gestureStep).
 */
interface ModelSource {
  readonly memo: SlotMemo[];
  readonly project: Project;
  readonly viewport: Viewport;
  readonly lowResolution: RenderInput['lowResolution'];
  readonly shared: FrameShared;
  /** The slot of the last gesture's tile, or -1. */
  readonly gestureSlot: number;
}

type Built = WeakMap<RenderModel, ModelSource>;

const computeRenderModel = (built: Built, frames: FrameArrangements, input: RenderInput): RenderModel => {
  const { project, product, viewport, selectedTileId } = input;
  const { slots, geometry } = frames.of(project, product, viewport);
  const { frameSize } = geometry;
  // Not measured yet (or no room): nothing to draw.
  if (geometry.rects.length !== slots.length) return { viewport, frameSize: 0, tiles: [] };
  const border = Math.max(1, Math.round(frameSize * FRAME_BORDER_RATIO));
  const edge = gridEdge(frameSize, viewport);
  const context: SlotContext = { project, product, border, edge, frameSize, selectedTileId, readyVersion: input.readyVersion ?? input.isReady };
  const shared: FrameShared = { context, decoration: frameDecoration(project.productId), sizeClass: frameSizeClass(frameSize) };
  const before = input.previous ? built.get(input.previous)?.memo : undefined;
  const memo: SlotMemo[] = [];
  const gesture = input.gesture ?? null;
  let gestureSlot = -1;
  const tiles: RenderTile[] = slots.map((slot, i) => {
    const cell = geometry.rects[i] as ScreenRect;
    const inGesture = gesture !== null && slot.tile !== undefined && slot.tile.id === gesture.tileId;
    if (inGesture) gestureSlot = i;
    const tile = inGesture ? gesture.tile : slot.tile;
    const lowResolution = tile !== undefined && input.lowResolution.has(tile.id);
    const last = before?.[i];
    if (last && last.tile === tile && sameRect(last.cell, cell) && last.result.lowResolution === lowResolution && sameContext(last.context, context)) {
      memo.push(last);
      return last.result;
    }
    const result = computeFrame(input, shared, cell, i, tile, lowResolution);
    memo.push({ tile, cell, context, result });
    return result;
  });
  const model = { viewport, frameSize, tiles };
  built.set(model, { memo, project, viewport, lowResolution: input.lowResolution, shared, gestureSlot });
  return model;
};

/**
 * A step of a pan or zoom: nothing changed but the gesture's tile, so only its frame is derived
 * again and the other 99 keep their objects without being visited. Null when anything else
 * changed (the full build then compares frame by frame).
 */
const gestureStep = (built: Built, input: RenderInput): RenderModel | null => {
  const previous = input.previous;
  const gesture = input.gesture;
  if (!previous || !gesture) return null;
  const source = built.get(previous);
  if (!source || source.gestureSlot < 0) return null;
  const memo = source.memo;
  const c = source.shared.context;
  if (
    source.project !== input.project ||
    source.viewport !== input.viewport ||
    source.lowResolution !== input.lowResolution ||
    c.product !== input.product ||
    c.selectedTileId !== input.selectedTileId ||
    c.readyVersion !== (input.readyVersion ?? input.isReady)
  ) {
    return null;
  }
  const slot = source.gestureSlot;
  const last = memo[slot] as SlotMemo;
  if (last.tile?.id !== gesture.tileId) return null;
  if (last.tile === gesture.tile) return previous;
  const frame = computeFrame(input, source.shared, last.cell, slot, gesture.tile, input.lowResolution.has(gesture.tileId));
  const kept = previous.tiles[slot] as RenderTile;
  const result = sameRenderTile(kept, frame) ? kept : frame;
  const nextMemo = memo.slice();
  nextMemo[slot] = { tile: gesture.tile, cell: last.cell, context: c, result };
  if (result === kept) {
    // Nothing visible changed (a step at the edge): the same model, remembering the new tile.
    built.set(previous, { ...source, memo: nextMemo });
    return previous;
  }
  const tiles = previous.tiles.slice();
  tiles[slot] = result;
  const model = { viewport: previous.viewport, frameSize: previous.frameSize, tiles };
  built.set(model, { ...source, memo: nextMemo });
  return model;
};

/** The frame under a screen point. */
export const hitTest = (model: RenderModel, x: number, y: number): RenderTile | undefined =>
  model.tiles.find((t) => x >= t.frame.x && x < t.frame.x + t.frame.width && y >= t.frame.y && y < t.frame.y + t.frame.height);

/** The frame (its index in the layout's order) under a point, or -1: empty frames count (a photo can be moved into one). */
export const hitFrame = (model: RenderModel, x: number, y: number): number =>
  model.tiles.findIndex((t) => x >= t.frame.x && x < t.frame.x + t.frame.width && y >= t.frame.y && y < t.frame.y + t.frame.height);
