import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import { tileUnits, type Project } from '../project';
import { FRAME_COLOURS } from './tenant-settings';
import type { TenantLimits } from './tenant-limits-shape';

/** The main tile product (the seeded 8 x 8 tile). */
export const MAIN_TILE_PRODUCT_ID = 'tilepix';

// The limits' shape and 'no limit' have a module of their own: the tenant store (in every page's
// entry) reads them, and this module's rules would bring the settings' checks and the project model with them.
export { NO_TENANT_LIMITS, type TenantLimits } from './tenant-limits-shape';

/** Adding tiles would pass the tenant's limit. */
export type TileLimitExceeded = DomainError<'tenant/tile-limit'> & { readonly max: number; readonly remaining: number };
/** A frame colour the tenant does not print. */
export type FrameNotAllowed = DomainError<'tenant/frame-not-allowed'> & { readonly frameColor: string };
/** A design printed as another product than the tenant's forced one. */
export type ProductNotSold = DomainError<'tenant/product-not-sold'> & { readonly productId: string };
export type TenantLimitRefusal = TileLimitExceeded | FrameNotAllowed | ProductNotSold;

/**
 * One thing an order holds, as the limits see it: a storefront cart line, a saved project, or a
 * project in the shopper's cart.
 */
export interface LimitedItem {
  readonly productId: string;
  readonly productName: string;
  /** Printed tiles (tiles × copies); 0 for what prints nothing (a wall pad, the membership). */
  readonly tiles: number;
  /** Designed in the printing tool (a printable product): printed as the forced product, if any. */
  readonly designed: boolean;
  /** The frame colours it is printed with (variant names; a wall pad's 'Standard' is no frame colour). */
  readonly frameColors: readonly string[];
}

/** Printed tiles of open projects (InProgress and Cart), every product: what the tile limit counts. */
export const openTileCount = (projects: readonly Project[]): number => projects.filter((p) => p.status !== 'Completed').reduce((n, p) => n + tileUnits(p), 0);

/** A project as the limits see it. */
export const projectLimitedItem = (project: Project, productName: string): LimitedItem => ({
  productId: project.productId,
  productName,
  tiles: tileUnits(project),
  designed: true,
  frameColors: [project.frameColor, ...project.tiles.map((t) => t.frameColor)],
});

/**
 * Checks adding tiles against the tenant's tile limit (pharmacy: 12). The spec gives the limit but no
 * wording; ours names the limit and what is left.
 */
export const checkTileLimit = (
  limits: { readonly maxMainProductTiles?: number | null },
  currentTiles: number,
  adding: number,
): Either<TileLimitExceeded, number> => {
  const max = limits.maxMainProductTiles;
  if (max === undefined || max === null || currentTiles + adding <= max) return right(currentTiles + adding);
  const remaining = Math.max(0, max - currentTiles);
  return left({
    code: 'tenant/tile-limit',
    message: `You can print up to ${max} tiles per order. You have room for ${remaining} more.`,
    max,
    remaining,
  });
};

/** The cart's words when it already holds more than the limit (an older cart, or a limit lowered since). */
export const overTileLimitMessage = (max: number, inCart: number): string => `You can print up to ${max} tiles per order. Remove ${inCart - max} to check out.`;

const isFrameColour = (name: string): boolean => FRAME_COLOURS.some((c) => c.toLowerCase() === name.toLowerCase());

/** Whether the tenant prints a frame colour; a name that is no frame colour (a wall pad's 'Standard') is never refused. */
export const frameColourAllowed = (limits: { readonly allowedFrameColors?: readonly string[] | null }, name: string): boolean => {
  const allowed = limits.allowedFrameColors;
  return allowed === undefined || allowed === null || !isFrameColour(name) || allowed.some((c) => c.toLowerCase() === name.toLowerCase());
};

/** The first thing of `items` the tenant's frame colours or forced product refuse. */
function refusedItem(limits: TenantLimits, items: readonly LimitedItem[]): FrameNotAllowed | ProductNotSold | null {
  for (const item of items) {
    if (limits.forcedProductId !== null && item.designed && item.productId !== limits.forcedProductId) {
      return { code: 'tenant/product-not-sold', message: `${item.productName} cannot be printed in this store.`, productId: item.productId };
    }
    const frame = item.frameColors.find((c) => !frameColourAllowed(limits, c));
    if (frame !== undefined) return { code: 'tenant/frame-not-allowed', message: `${frame} frames are not available here.`, frameColor: frame };
  }
  return null;
}

const tilesOf = (items: readonly LimitedItem[]): number => items.reduce((n, i) => n + i.tiles, 0);

/**
 * Whether `adding` may join an order that already prints `heldTiles` tiles: each is the forced
 * product (when designed) in allowed frame colours, and the tiles stay within the limit. Answers
 * the order's tiles.
 */
export function checkAddingToOrder(limits: TenantLimits, heldTiles: number, adding: readonly LimitedItem[]): Either<TenantLimitRefusal, number> {
  const refused = refusedItem(limits, adding);
  return refused === null ? checkTileLimit(limits, heldTiles, tilesOf(adding)) : left(refused);
}

/** Whether a whole order may be checked out under the tenant's limits (they may have changed since it was filled). */
export function checkOrder(limits: TenantLimits, items: readonly LimitedItem[]): Either<TenantLimitRefusal, number> {
  const refused = refusedItem(limits, items);
  if (refused !== null) return left(refused);
  const tiles = tilesOf(items);
  const max = limits.maxMainProductTiles;
  if (max === null || tiles <= max) return right(tiles);
  return left({ code: 'tenant/tile-limit', message: overTileLimitMessage(max, tiles), max, remaining: 0 });
}

/** The frame colours a tenant allows among a product's variant names. */
export const allowedFrameColors = (limits: { readonly allowedFrameColors?: readonly string[] | null }, variantNames: readonly string[]): readonly string[] =>
  variantNames.filter((n) => frameColourAllowed(limits, n));

const isBlack = (color: string): boolean => color.toLowerCase() === 'black';

/** Whether a project has any non-black frame (the project's own or a tile's). */
export const hasNonBlackFrames = (project: Project): boolean => !isBlack(project.frameColor) || project.tiles.some((t) => !isBlack(t.frameColor));

/** Whether the convert-frames-to-black prompt is needed: black-only tenant with non-black projects. */
export const needsBlackFrameConversion = (limits: { readonly allowedFrameColors?: readonly string[] | null }, projects: readonly Project[]): boolean => {
  const allowed = limits.allowedFrameColors;
  return allowed !== undefined && allowed !== null && allowed.length === 1 && isBlack(allowed[0] as string) && projects.some(hasNonBlackFrames);
};

/** Converting: every project and tile frame becomes Black, and the project remembers it. */
export const convertProjectsToBlack = (projects: readonly Project[], now: number): readonly Project[] =>
  projects.map((p) =>
    hasNonBlackFrames(p)
      ? {
          ...p,
          frameColor: 'Black',
          tiles: p.tiles.map((t) => ({ ...t, frameColor: 'Black' })),
          convertedToBlackFrames: true,
          updatedAt: now,
          hasUnsavedChanges: true,
        }
      : p,
  );

/** After the shopper declined converting, projects with non-black frames are dropped on recovery. */
export const dropNonBlackProjects = (projects: readonly Project[]): readonly Project[] => projects.filter((p) => !hasNonBlackFrames(p));
