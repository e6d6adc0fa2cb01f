import { imagePx, type ImageRect } from '../units';

/** Grid dimensions in tiles. */
export interface GridDims {
  readonly rows: number;
  readonly cols: number;
}

/** A grid position in tile units (column, row). */
export interface GridPosition {
  readonly positionX: number;
  readonly positionY: number;
}

/** One split cell: where it sits in the grid and which part of the image it shows. */
export interface SplitCell extends GridPosition {
  readonly crop: ImageRect;
}

/**
 * The grid a project's tiles are shown in: rows x cols for a split project, otherwise roughly
 * square (cols = ceil(sqrt(n)), rows = just enough for n).
 */
export const tileGridDims = (tileCount: number, split?: GridDims): GridDims => {
  if (split !== undefined) return split;
  if (tileCount <= 0) return { rows: 0, cols: 0 };
  const cols = Math.ceil(Math.sqrt(tileCount));
  return { rows: Math.ceil(tileCount / cols), cols };
};

/** The grid position of the n-th tile in a grid with `cols` columns (row-major). */
export const gridPosition = (index: number, cols: number): GridPosition => ({
  positionX: index % cols,
  positionY: Math.floor(index / cols),
});

// Whole-pixel edges so neighbours share an edge exactly; the last edge is the region's end.
const edges = (start: number, length: number, parts: number): readonly number[] =>
  Array.from({ length: parts + 1 }, (_, i) => (i === parts ? start + length : Math.min(start + Math.round((i * length) / parts), start + length)));

/**
 * Divides a region of an image into rows x cols cells that cover it exactly with no overlap
 * (row-major order). Throws on a non-positive or fractional grid: that is a bug upstream.
 */
export const splitCells = (region: ImageRect, dims: GridDims): readonly SplitCell[] => {
  const { rows, cols } = dims;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) {
    throw new RangeError(`Invalid split grid ${rows} x ${cols}`);
  }
  const xs = edges(region.x, region.width, cols);
  const ys = edges(region.y, region.height, rows);
  const cells: SplitCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = xs[col] as number;
      const y0 = ys[row] as number;
      cells.push({
        positionX: col,
        positionY: row,
        crop: {
          x: imagePx(x0),
          y: imagePx(y0),
          width: imagePx((xs[col + 1] as number) - x0),
          height: imagePx((ys[row + 1] as number) - y0),
        },
      });
    }
  }
  return cells;
};
