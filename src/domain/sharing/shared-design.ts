/**
 * A design shared by link (issue 35 item 2): what the `/d/{id}` page shows and what "Make this design"
 * copies. Pure: the server takes the snapshot at share time, the page and the copy read it.
 *
 * The snapshot keeps only what draws the design (product, options, layout, each tile's photo
 * reference, crop and options): never the owner's id, cart token, email, other projects or a
 * tile's source metadata (a social album's address, a face-crop flag).
 */
import { findVariantByName, type Product } from '../catalog';
import { shownPrice } from '../catalog/catalog-listing';
import type { Filter, FrameColor, MatColor, Orientation, Project, Tile } from '../project';
import { frameSlots, LAYOUT_METADATA_KEY, projectLayout } from '../project/frame-layout';
import type { Cents } from '../money';
import type { PrintProduct } from '../printing/print-product';
import { wallDesignOf, type WallDesign } from '../wall/wall-design';
import { withRotation } from '../admin/print-file';

/**
 * One tile of a shared design: the project tile's fields that draw it (its photo reference, where it
 * sits, its crop and options; the turn is absent in a design shared before photos turned), nothing else.
 */
type SharedTileFields = 'positionX' | 'positionY' | 'cropTopLeftX' | 'cropTopLeftY' | 'cropBottomRightX' | 'cropBottomRightY' | 'scale' | 'width' | 'height';
type SharedTileOptions = 'frameColor' | 'matColor' | 'filter' | 'orientation' | 'rotation';
export interface SharedTile extends Pick<Tile, SharedTileFields | SharedTileOptions> {
  readonly imagePath: string;
}

/** The design as it was shared: a snapshot, so later edits of the owner's project never show through. */
export interface SharedDesign {
  readonly productId: string;
  readonly isSplit: boolean;
  readonly rows?: number;
  readonly cols?: number;
  readonly tileSpacing: number;
  readonly frameColor: FrameColor;
  readonly matColor: MatColor;
  readonly orientation: Orientation;
  readonly filter: Filter;
  /** The layout (a fixed frame count) or 'Custom'. */
  readonly layout: number | 'Custom';
  readonly tiles: readonly SharedTile[];
}

/** At most this many designs shared and not revoked per owner (customer or anonymous cart). */
export const MAX_SHARES_PER_OWNER = 50;
/** A share id: 128 random bits from a CSPRNG, base64url without padding (22 characters). */
export const SHARE_ID_BYTES = 16;
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Whether `value` can be a share id at all (anything else is answered 404 before any lookup). */
export const isShareId = (value: string): boolean => SHARE_ID.test(value);

/** The share page's address for an id: `/d/{id}` (plus the tenant query for a tenant other than the default). */
export const sharePath = (id: string, tenantQuery?: string | null): string => `/d/${id}${tenantQuery ? `?tenant=${encodeURIComponent(tenantQuery)}` : ''}`;

/** The words of the share and continue features (SPEC-style exact texts, asserted by the tests). */
export const SHARE_TEXT = {
  heading: 'A tile design shared with you',
  makeThis: 'Make this design',
  notFoundTitle: 'Design Not Found',
  notFound: 'This shared design does not exist or its link was turned off by the person who shared it.',
  nothingToShare: 'Add a photo before sharing this design.',
  tooMany: `You can keep at most ${MAX_SHARES_PER_OWNER} shared links. Turn one off to share another.`,
  notSaved: 'This project is not saved yet. Try again in a moment.',
  copied: 'Link copied.',
  revoked: 'Link turned off.',
} as const;

/** Whether a photo reference may go in a snapshot: a path or an http(s) address; no other scheme (javascript:, data:), no protocol-relative address. */
export const safeImagePath = (path: string | undefined): path is string =>
  typeof path === 'string' &&
  path.length > 0 &&
  path.length <= 2048 &&
  (/^https?:\/\//i.test(path) || (!/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('//') && !path.startsWith('\\')));

const sharedTile = (tile: Tile, imagePath: string): SharedTile => ({
  positionX: tile.positionX,
  positionY: tile.positionY,
  cropTopLeftX: tile.cropTopLeftX,
  cropTopLeftY: tile.cropTopLeftY,
  ...(tile.cropBottomRightX === undefined ? {} : { cropBottomRightX: tile.cropBottomRightX }),
  ...(tile.cropBottomRightY === undefined ? {} : { cropBottomRightY: tile.cropBottomRightY }),
  imagePath,
  scale: tile.scale,
  width: tile.width,
  height: tile.height,
  frameColor: tile.frameColor,
  matColor: tile.matColor,
  filter: tile.filter,
  orientation: tile.orientation,
  ...withRotation(tile.rotation),
});

/** What a project must have to be shared. */
export type ShareableProject = Pick<
  Project,
  'productId' | 'isSplit' | 'rows' | 'cols' | 'tileSpacing' | 'frameColor' | 'matColor' | 'orientation' | 'filter' | 'metadata' | 'singleImagePath'
> & {
  readonly tiles: readonly Tile[];
};

/**
 * The snapshot of a project: its tiles that have a photo (a split's pieces take the project's one
 * image), whitelisted field by field; null when no tile has a photo (nothing to share).
 */
export const sharedDesignOf = (project: ShareableProject): SharedDesign | null => {
  const tiles = project.tiles.flatMap((tile) => {
    const path = tile.imagePath ?? (project.isSplit ? project.singleImagePath : undefined);
    return safeImagePath(path) ? [sharedTile(tile, path)] : [];
  });
  if (tiles.length === 0) return null;
  const layout = projectLayout(project);
  return {
    productId: project.productId,
    isSplit: project.isSplit,
    ...(project.isSplit && project.rows !== undefined && project.cols !== undefined ? { rows: project.rows, cols: project.cols } : {}),
    tileSpacing: project.tileSpacing,
    frameColor: project.frameColor,
    matColor: project.matColor,
    orientation: project.orientation,
    filter: project.filter,
    layout,
    tiles,
  };
};

/** The shared design's tiles as project tiles (ids made by the caller), for pictures and the copy. */
export const designTiles = (design: SharedDesign, ids: (index: number) => string): Tile[] =>
  design.tiles.map((t, i) => ({ ...t, id: ids(i), isBatched: false, metadata: {} }));

/** The design as a project's shape, for the layout and picture rules (ids are the tile's index). */
export const designAsProject = (design: SharedDesign): Pick<Project, 'metadata' | 'isSplit' | 'tiles' | 'rows' | 'cols' | 'tileSpacing'> => ({
  isSplit: design.isSplit,
  ...(design.rows === undefined ? {} : { rows: design.rows }),
  ...(design.cols === undefined ? {} : { cols: design.cols }),
  tileSpacing: design.tileSpacing,
  metadata: design.layout === 'Custom' ? {} : { [LAYOUT_METADATA_KEY]: design.layout },
  tiles: designTiles(design, (i) => `tile-${i}`),
});

/** Where each tile sits on the page's layout grid: column, row (0-based, fractional for staggered layouts), and the grid's size. */
export interface DesignPlacement {
  readonly cols: number;
  readonly rows: number;
  readonly places: ReadonlyArray<{ readonly index: number; readonly x: number; readonly y: number }>;
}

/** The design's frames on its layout (the printing tool's `frameSlots`), shifted to start at 0. */
export const designPlacement = (design: SharedDesign): DesignPlacement => {
  const project = designAsProject(design);
  const slots = frameSlots(project).flatMap((slot) =>
    slot.tile ? [{ index: Number(slot.tile.id.slice(5)), x: slot.position.positionX, y: slot.position.positionY }] : [],
  );
  const minX = Math.min(...slots.map((s) => s.x));
  const minY = Math.min(...slots.map((s) => s.y));
  const places = slots.map((s) => ({ index: s.index, x: s.x - minX, y: s.y - minY }));
  return {
    cols: Math.max(...places.map((p) => p.x + 1)),
    rows: Math.max(...places.map((p) => p.y + 1)),
    places,
  };
};

/** The design's price: its tiles at the price of its frame colour's variant (the cart's line, before discounts). */
export interface DesignPrice {
  readonly tiles: number;
  readonly unit: Cents;
  readonly total: Cents;
}

export const designPrice = (design: SharedDesign, product: Pick<Product, 'price' | 'variants'>): DesignPrice => {
  const unit = shownPrice(product, findVariantByName(product, design.frameColor));
  return { tiles: design.tiles.length, unit, total: (unit * design.tiles.length) as Cents };
};

/** The share page's description (head and card): what the design is, in a sentence. */
export const designDescription = (design: SharedDesign, productName: string): string =>
  `${design.tiles.length} framed ${design.tiles.length === 1 ? 'tile' : 'tiles'} of ${productName}${design.isSplit ? `, one photo split ${design.rows ?? 1} × ${design.cols ?? 1}` : ''}, in ${design.frameColor} frames. Make this design with your own copy.`;

/**
 * "Make this design": the visitor's own new project from the snapshot (new ids, their cart token,
 * active and in progress, not yet saved). Its photo references are the snapshot's: stored photos
 * are immutable and read by their unguessable key, and the share named exactly these.
 */
export const projectFromDesign = (
  design: SharedDesign,
  seed: { readonly id: string; readonly now: number; readonly cartToken: string; readonly tileId: (index: number) => string },
): Project => ({
  id: seed.id,
  status: 'InProgress',
  isActive: true,
  isSplit: design.isSplit,
  isBatched: false,
  ...(design.isSplit && design.tiles[0] ? { singleImagePath: design.tiles[0].imagePath } : {}),
  ...(design.rows === undefined ? {} : { rows: design.rows }),
  ...(design.cols === undefined ? {} : { cols: design.cols }),
  frameColor: design.frameColor,
  matColor: design.matColor,
  orientation: design.orientation,
  filter: design.filter,
  quantity: 1,
  tileSpacing: design.tileSpacing,
  tiles: designTiles(design, seed.tileId),
  productId: design.productId,
  cartToken: seed.cartToken,
  createdAt: seed.now,
  updatedAt: seed.now,
  savedToServer: false,
  hasUnsavedChanges: true,
  ...(design.layout === 'Custom' ? {} : { metadata: { [LAYOUT_METADATA_KEY]: design.layout } }),
});

/** A shared design on the wall preview (issue 35: the /d/{id} page shows it at true scale on a room too). */
export const sharedWallDesign = (design: SharedDesign, product: PrintProduct): WallDesign =>
  wallDesignOf({ ...designAsProject(design), frameColor: design.frameColor }, product);
