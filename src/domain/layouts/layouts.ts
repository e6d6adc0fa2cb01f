import type { GridPosition } from '../imaging';

/** A wall layout: named arrangement of frames (SPEC §2 layout fields). */
export interface Layout {
  readonly name: string;
  readonly productId?: string;
  readonly numFrames: number;
  /** Frame positions in tile units (x across, y down); half units stagger a row. */
  readonly positions: readonly GridPosition[];
  readonly images: readonly string[];
}

/** The frame counts of the fixed layouts. */
export const FIXED_LAYOUT_SIZES = [3, 6, 9, 16, 21, 34, 49, 100] as const;
/** A fixed layout's frame count. */
export type FixedLayoutSize = (typeof FIXED_LAYOUT_SIZES)[number];

/** The name of the free-form layout. */
export const CUSTOM_LAYOUT_NAME = 'Custom';

/**
 * Rows of each fixed layout, top to bottom. Rectangles where the count allows; 34 is a
 * centred hexagon-like 6-7-8-7-6 so it does not need a ragged last row.
 */
const LAYOUT_ROWS: Readonly<Record<FixedLayoutSize, readonly number[]>> = {
  3: [3],
  6: [3, 3],
  9: [3, 3, 3],
  16: [4, 4, 4, 4],
  21: [7, 7, 7],
  34: [6, 7, 8, 7, 6],
  49: [7, 7, 7, 7, 7, 7, 7],
  100: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
};

/** Positions of centred rows: each row is centred on the widest one. */
export const rowPositions = (rows: readonly number[]): readonly GridPosition[] => {
  const widest = Math.max(0, ...rows);
  return rows.flatMap((count, y) => Array.from({ length: count }, (_, i) => ({ positionX: (widest - count) / 2 + i, positionY: y })));
};

/** Each fixed layout's positions, made once: they are read for every frame the canvas lays out. */
const FIXED_POSITIONS = new Map<FixedLayoutSize, readonly GridPosition[]>();

const fixedPositions = (size: FixedLayoutSize): readonly GridPosition[] => {
  let positions = FIXED_POSITIONS.get(size);
  if (!positions) {
    positions = Object.freeze(rowPositions(LAYOUT_ROWS[size]).map((p) => Object.freeze(p)));
    FIXED_POSITIONS.set(size, positions);
  }
  return positions;
};

/** A fixed layout by its frame count. */
export const fixedLayout = (size: FixedLayoutSize, productId?: string): Layout => ({
  name: `${size} Frames`,
  ...(productId === undefined ? {} : { productId }),
  numFrames: size,
  positions: fixedPositions(size),
  images: [],
});

/** The Custom layout: no fixed positions; the shopper adds frames freely. */
export const customLayout = (productId?: string): Layout => ({
  name: CUSTOM_LAYOUT_NAME,
  ...(productId === undefined ? {} : { productId }),
  numFrames: 0,
  positions: [],
  images: [],
});

/** Every layout the picker offers, in order: the fixed ones, then Custom. */
export const allLayouts = (productId?: string): readonly Layout[] => [
  ...FIXED_LAYOUT_SIZES.map((size) => fixedLayout(size, productId)),
  customLayout(productId),
];

/** Whether a number is one of the fixed layout sizes. */
export const isFixedLayoutSize = (n: number): n is FixedLayoutSize => (FIXED_LAYOUT_SIZES as readonly number[]).includes(n);

/** The bounding box of a layout in tile units (0 x 0 for Custom). */
export const layoutBounds = (layout: Pick<Layout, 'positions'>): { readonly cols: number; readonly rows: number } => ({
  cols: layout.positions.reduce((m, p) => Math.max(m, p.positionX + 1), 0),
  rows: layout.positions.reduce((m, p) => Math.max(m, p.positionY + 1), 0),
});

/**
 * A fixed layout's frame positions from the store's layouts (GET v1/shopify/layouts_get) when it
 * has a usable one of that size (as many positions as frames, every coordinate a finite number
 * ≥ 0, no two frames on one spot); otherwise the client's own. A bad server entry can never leave
 * a frame without a place.
 */
export const layoutPositions = (layouts: readonly Layout[] | undefined, size: FixedLayoutSize): readonly GridPosition[] => {
  const found = layouts?.find((l) => l.numFrames === size && l.positions.length === size && usablePositions(l.positions));
  return found ? found.positions : fixedPositions(size);
};

const usablePositions = (positions: readonly GridPosition[]): boolean => {
  const seen = new Set<string>();
  for (const p of positions) {
    if (!Number.isFinite(p.positionX) || !Number.isFinite(p.positionY) || p.positionX < 0 || p.positionY < 0) return false;
    const key = `${p.positionX},${p.positionY}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
};

/** The layouts a picker offers from the store's list: its usable fixed sizes in order, then Custom; the client's own when it has none. */
export const offeredLayoutSizes = (layouts: readonly Layout[] | undefined): ReadonlyArray<FixedLayoutSize | typeof CUSTOM_LAYOUT_NAME> => {
  const sizes = (layouts ?? [])
    .filter((l) => isFixedLayoutSize(l.numFrames) && l.positions.length === l.numFrames && usablePositions(l.positions))
    .map((l) => l.numFrames as FixedLayoutSize);
  const unique = [...new Set(sizes)].sort((a, b) => a - b);
  return [...(unique.length > 0 ? unique : FIXED_LAYOUT_SIZES), CUSTOM_LAYOUT_NAME];
};
