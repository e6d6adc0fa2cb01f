import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import { tileUnits, type Project } from '../project';
import type { TenantProfile } from './tenant-profiles';

/** The main tile product (the seeded 8 x 8 tile): what the pharmacy tenant's tile limit counts. */
export const MAIN_TILE_PRODUCT_ID = 'tilepix';

/** Adding tiles would pass the tenant's limit. */
export type TileLimitExceeded = DomainError<'tenant/tile-limit'> & { readonly max: number; readonly remaining: number };

/** Tiles of the main product in open projects (InProgress and Cart). */
export const mainProductTileCount = (projects: readonly Project[], mainProductId: string): number =>
  projects
    .filter((p) => p.productId === mainProductId && p.status !== 'Completed')
    .reduce((n, p) => n + tileUnits(p), 0);

/**
 * Checks adding tiles against the tenant's main-product limit (pharmacy: 12). The spec gives
 * the limit but no wording; ours names the limit and what is left.
 */
export const checkTileLimit = (
  profile: Pick<TenantProfile, 'maxMainProductTiles'>,
  currentTiles: number,
  adding: number,
): Either<TileLimitExceeded, number> => {
  const max = profile.maxMainProductTiles;
  if (max === undefined || currentTiles + adding <= max) return right(currentTiles + adding);
  const remaining = Math.max(0, max - currentTiles);
  return left({
    code: 'tenant/tile-limit',
    message: `You can print up to ${max} tiles per order. You have room for ${remaining} more.`,
    max,
    remaining,
  });
};

/** The frame colours a tenant allows among a product's variant names. */
export const allowedFrameColors = (
  profile: Pick<TenantProfile, 'allowedFrameColors'>,
  variantNames: readonly string[],
): readonly string[] => {
  const allowed = profile.allowedFrameColors?.map((c) => c.toLowerCase());
  return allowed === undefined ? variantNames : variantNames.filter((n) => allowed.includes(n.toLowerCase()));
};

const isBlack = (color: string): boolean => color.toLowerCase() === 'black';

/** Whether a project has any non-black frame (the project's own or a tile's). */
export const hasNonBlackFrames = (project: Project): boolean =>
  !isBlack(project.frameColor) || project.tiles.some((t) => !isBlack(t.frameColor));

/** Whether the convert-frames-to-black prompt is needed: black-only tenant with non-black projects. */
export const needsBlackFrameConversion = (
  profile: Pick<TenantProfile, 'allowedFrameColors'>,
  projects: readonly Project[],
): boolean => {
  const allowed = profile.allowedFrameColors;
  return allowed !== undefined && allowed.length === 1 && isBlack(allowed[0] as string) && projects.some(hasNonBlackFrames);
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
export const dropNonBlackProjects = (projects: readonly Project[]): readonly Project[] =>
  projects.filter((p) => !hasNonBlackFrames(p));
