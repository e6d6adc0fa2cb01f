import type { Either } from 'fp-ts/Either';
import type { Project } from '../project';
import { checkTileLimit, mainProductTileCount, tenantProfile, type TileLimitExceeded } from '../tenant';
import { DEFAULT_TILE_PRODUCT_ID } from './print-product';

/** Copies of one project a shopper can order. */
export const MAX_QUANTITY = 99;

/** A requested number of copies as a whole number from 1 to MAX_QUANTITY. */
export const clampQuantity = (quantity: number): number => Math.max(1, Math.min(MAX_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : 1)));

/** Whether `adding` more main-product tiles fit the tenant's tile limit next to those of `projects`. */
export const checkAddingTiles = (tenantId: string, projects: readonly Project[], adding: number): Either<TileLimitExceeded, number> =>
  checkTileLimit(tenantProfile(tenantId), mainProductTileCount(projects, DEFAULT_TILE_PRODUCT_ID), adding);

/** Whether `quantity` copies of a project (more than it has) fit the tenant's tile limit. */
export const checkMoreCopies = (tenantId: string, projects: readonly Project[], project: Project, quantity: number): Either<TileLimitExceeded, number> => {
  // What is already counted (this project's current copies included), and what more copies add.
  const adding = project.productId === DEFAULT_TILE_PRODUCT_ID ? project.tiles.length * (quantity - project.quantity) : 0;
  return checkAddingTiles(tenantId, projects, adding);
};
