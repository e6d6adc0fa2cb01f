import { isRight, type Either } from 'fp-ts/Either';
import type { Project } from '../project';
import { checkTileLimit, openTileCount, type TenantLimits, type TileLimitExceeded } from '../tenant';

/** Copies of one project a shopper can order. */
export const MAX_QUANTITY = 99;

/** A requested number of copies as a whole number from 1 to MAX_QUANTITY. */
export const clampQuantity = (quantity: number): number => Math.max(1, Math.min(MAX_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : 1)));

/** Whether `adding` more tiles fit the tenant's tile limit next to those of `projects` (every product: the server counts them all). */
export const checkAddingTiles = (
  limits: Pick<TenantLimits, 'maxMainProductTiles'>,
  projects: readonly Project[],
  adding: number,
): Either<TileLimitExceeded, number> => checkTileLimit(limits, openTileCount(projects), adding);

/** Whether `quantity` copies of a project (more than it has) fit the tenant's tile limit. */
export const checkMoreCopies = (
  limits: Pick<TenantLimits, 'maxMainProductTiles'>,
  projects: readonly Project[],
  project: Project,
  quantity: number,
): Either<TileLimitExceeded, number> =>
  // What is already counted (this project's current copies included), and what more copies add.
  checkAddingTiles(limits, projects, project.tiles.length * (quantity - project.quantity));

/** More photos chosen than the tenant's tile limit leaves room for: how many fit, in the tenant's words. */
export interface LimitedChoice {
  /** Photos that fit (each adds the project's copies in tiles). */
  readonly room: number;
  readonly message: string;
}

/**
 * Checks a choice of `chosen` photos for the active project before anything is added (issue 31 item
 * 8): null when they all fit; otherwise how many do, so the shopper picks those and nothing is
 * dropped silently.
 */
export const limitChoice = (
  limits: Pick<TenantLimits, 'maxMainProductTiles'>,
  projects: readonly Project[],
  copies: number,
  chosen: number,
): LimitedChoice | null => {
  const check = checkAddingTiles(limits, projects, chosen * copies);
  if (isRight(check)) return null;
  const room = Math.floor(check.left.remaining / Math.max(1, copies));
  const pick = room === 0 ? 'Remove some tiles to add others.' : `Choose the ${room === 1 ? 'photo' : `${room} photos`} to add.`;
  return { room, message: `${check.left.message} ${pick}` };
};
