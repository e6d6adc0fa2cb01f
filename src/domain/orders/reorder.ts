import { isLeft } from 'fp-ts/Either';
import type { Project } from '../project';
import { checkTileLimit, frameColourAllowed, openTileCount, type TenantLimits } from '../tenant/tenant-limits';

/**
 * Reorder (issue 29 item 6): the projects an order bought go back into the cart as new copies, and
 * the cart prices them from today's catalogue (it never knew the old prices). What is no longer sold,
 * or would pass the store's tile limit, stays out with a sentence saying why.
 */

/** Today's catalogue as a reorder reads it: the product (if still sold) and its variants' names. */
export interface SoldProduct {
  readonly name: string;
  readonly variantNames: readonly string[];
}

/** Whether a bought project can be sold again today: null when it can, else why not (shown as is). */
export function reorderRefusal(project: Pick<Project, 'frameColor' | 'tiles'>, title: string, product: SoldProduct | null): string | null {
  if (product === null) return `“${title}” is no longer sold, so it was not added to your cart.`;
  const colours = [...new Set([project.frameColor, ...project.tiles.map((t) => t.frameColor)].map((c) => c.toLowerCase()))];
  const missing = colours.find((c) => !product.variantNames.some((v) => v.toLowerCase() === c));
  if (missing !== undefined) {
    const name = missing.charAt(0).toUpperCase() + missing.slice(1);
    return `${name} frames of “${title}” are no longer sold, so it was not added to your cart.`;
  }
  return null;
}

/** One project of the order that may be bought again, with the line's title for messages. */
export interface ReorderCandidate {
  readonly project: Project;
  readonly title: string;
}

export interface ReorderPlan {
  /** The copies to put in the cart (status Cart, new ids, unsaved: the sync stores them). */
  readonly added: readonly Project[];
  /** One sentence per project left out. */
  readonly refused: readonly string[];
}

export interface ReorderContext {
  /** The projects the shopper has now (the tile limit counts the open ones). */
  readonly current: readonly Project[];
  readonly limits: Pick<TenantLimits, 'maxMainProductTiles' | 'allowedFrameColors'>;
  readonly cartToken: string;
  readonly userId?: string;
  readonly now: number;
  /** A fresh id (projects and tiles). */
  readonly newId: () => string;
}

/**
 * The copies of `candidates` to add to the cart, in order, each checked against the tenant's frame
 * colours and tile limit (counting the cart and the copies added before it). Pure.
 */
export function planReorder(candidates: readonly ReorderCandidate[], refusedByServer: readonly string[], ctx: ReorderContext): ReorderPlan {
  const added: Project[] = [];
  const refused: string[] = [...refusedByServer];
  let tiles = openTileCount(ctx.current);
  for (const { project, title } of candidates) {
    const frame = [project.frameColor, ...project.tiles.map((t) => t.frameColor)].find((c) => !frameColourAllowed(ctx.limits, c));
    if (frame !== undefined) {
      refused.push(`${frame} frames are not available here, so “${title}” was not added to your cart.`);
      continue;
    }
    const units = project.tiles.length * project.quantity;
    const limit = checkTileLimit(ctx.limits, tiles, units);
    if (isLeft(limit)) {
      refused.push(`“${title}” was not added: ${limit.left.message}`);
      continue;
    }
    tiles += units;
    // Another session's version and owner are not the copy's: it is a new project of this shopper.
    const { serverVersion: _version, userId: _owner, ...rest } = project;
    added.push({
      ...rest,
      id: ctx.newId(),
      tiles: project.tiles.map((t) => ({ ...t, id: ctx.newId() })),
      status: 'Cart',
      isActive: false,
      cartToken: ctx.cartToken,
      ...(ctx.userId === undefined ? {} : { userId: ctx.userId }),
      createdAt: ctx.now,
      updatedAt: ctx.now,
      savedToServer: false,
      hasUnsavedChanges: true,
    });
  }
  return { added, refused };
}

/** What the page says after a reorder. */
export function reorderMessage(plan: ReorderPlan): string {
  const n = plan.added.length;
  if (n === 0) return 'Nothing from this order could be added to your cart.';
  return `${n === 1 ? '1 project was' : `${n} projects were`} added to your cart at today’s prices.`;
}
