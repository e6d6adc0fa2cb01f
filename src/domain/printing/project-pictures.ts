/**
 * The pictures of a project's tiles as the cart, the confirmation and the print draw them (issue 28
 * item 3): each tile's layout from the one render geometry, and a split's pieces in their grid.
 */
import { withRotation, type OrderedTile } from '../admin/print-file';
import { tileCrop, type Project, type Tile } from '../project';
import { frameAspect, type PrintProduct } from './print-product';
import { tileLayout, type TileLayout } from './tile-picture';

/** A tile as it is ordered: its crop in image pixels, as the print reads it from the stored project. */
export const orderedTileOf = (tile: Tile, product: PrintProduct): OrderedTile => {
  const crop = tileCrop(tile, frameAspect(product, tile.orientation));
  return {
    imagePath: tile.imagePath ?? '',
    crop: crop.width > 0 && crop.height > 0 ? [crop.x, crop.y, crop.width, crop.height] : null,
    frameColor: tile.frameColor,
    matColor: tile.matColor,
    filter: tile.filter,
    orientation: tile.orientation,
    ...withRotation(tile.rotation),
  };
};

/** A tile's layout (null for a tile without a photo, or whose photo has no size yet). */
export const layoutOfTile = (tile: Tile, product: PrintProduct): TileLayout | null =>
  !tile.imagePath || !(tile.width > 0) || !(tile.height > 0)
    ? null
    : tileLayout(product, orderedTileOf(tile, product), { width: tile.width, height: tile.height });

/** Where the pieces of a split go: its rows and columns, and the gap between them as a share of a tile's width. */
export interface PictureGrid {
  readonly rows: number;
  readonly cols: number;
  readonly gap: number;
}

/** A split project's grid (its tile spacing in inches over the tile's width), or null for other projects. */
export const pictureGrid = (
  project: Pick<Project, 'isSplit' | 'rows' | 'cols' | 'tileSpacing'>,
  product: Pick<PrintProduct, 'widthInches'>,
): PictureGrid | null =>
  project.isSplit && project.rows !== undefined && project.cols !== undefined && project.rows > 0 && project.cols > 0
    ? { rows: project.rows, cols: project.cols, gap: Math.max(0, project.tileSpacing) / Math.max(1e-6, product.widthInches) }
    : null;

/** A split's whole picture: its aspect and each piece's place (shares of its box), row-major. */
export interface GridPlaces {
  readonly aspect: number;
  readonly cells: ReadonlyArray<{ readonly x: number; readonly y: number; readonly width: number; readonly height: number }>;
}

/** The places of a grid's pieces, each of `pieceAspect` (width / height), `gap` tile widths apart. */
export const gridPlaces = (grid: PictureGrid, pieceAspect: number): GridPlaces => {
  const w = 1;
  const h = 1 / pieceAspect;
  const g = grid.gap * w;
  const W = grid.cols * w + (grid.cols - 1) * g;
  const H = grid.rows * h + (grid.rows - 1) * g;
  const cells = Array.from({ length: grid.rows * grid.cols }, (_, i) => {
    const row = Math.floor(i / grid.cols);
    const col = i % grid.cols;
    return { x: (col * (w + g)) / W, y: (row * (h + g)) / H, width: w / W, height: h / H };
  });
  return { aspect: W / H, cells };
};

/** One tile's picture: its layout (null: no photo yet) and the photo's address. */
export interface TilePictureData {
  readonly key: string;
  readonly layout: TileLayout | null;
  readonly src: string;
}

/** Every picture of a project, and the grid a split's pieces sit in (null for other projects). */
export interface ProjectPictureSet {
  readonly grid: PictureGrid | null;
  readonly pictures: readonly TilePictureData[];
}

/** A project's pictures, each tile's from the one render geometry; a split's pieces in grid order. */
export const projectPictures = (project: Project, product: PrintProduct): ProjectPictureSet => {
  const grid = pictureGrid(project, product);
  const tiles = grid === null ? project.tiles : [...project.tiles].sort((a, b) => a.positionY - b.positionY || a.positionX - b.positionX);
  return { grid, pictures: tiles.map((t) => ({ key: t.id, layout: layoutOfTile(t, product), src: t.imagePath ?? '' })) };
};
