import { isLeft } from 'fp-ts/Either';
import type { ServerProject } from '../../src/contract/project';
import { isPrintedTile } from '../../src/domain/pricing';
import { checkAddingToOrder, checkOrder, type LimitedItem, type TenantLimitRefusal, type TenantLimits } from '../../src/domain/tenant/tenant-limits';
import type { Queryable } from '../db/db';
import type { VariantInfo } from './cart-repository';

/**
 * The tenant's limits as an admin last saved them at /admin/tenants (issue 26, item 5): tiles per
 * order, frame colours, the forced product. Read at each check, so a saved change holds from the next
 * call on; the domain's `checkAddingToOrder` / `checkOrder` decide, the same rule the client runs.
 */
export async function storedTenantLimits(db: Queryable, tenantId: string): Promise<TenantLimits> {
  const [row] = await db.query<{ max_main_product_tiles: number | null; allowed_frame_colors: string[] | null; forced_product_id: string | null }>(
    'SELECT max_main_product_tiles, allowed_frame_colors, forced_product_id FROM tenants WHERE id = $1',
    [tenantId],
  );
  return {
    maxMainProductTiles: row?.max_main_product_tiles ?? null,
    allowedFrameColors: row?.allowed_frame_colors ?? null,
    forcedProductId: row?.forced_product_id ?? null,
  };
}

/** A cart line as the limits see it: printed tiles by kind, designed when it is a printable tile, its variant's name as the frame. */
export const cartLineItem = (line: { readonly variant: VariantInfo; readonly quantity: number }): LimitedItem => ({
  productId: line.variant.productId,
  productName: line.variant.productTitle,
  tiles: isPrintedTile(line.variant.kind) ? line.quantity : 0,
  designed: line.variant.kind === 'tile',
  frameColors: [line.variant.title],
});

type Line = { readonly variant: VariantInfo; readonly quantity: number };
const tilesOf = (lines: readonly Line[]): number => lines.reduce((n, l) => n + cartLineItem(l).tiles, 0);
const refusal = (check: ReturnType<typeof checkOrder>): TenantLimitRefusal | null => (isLeft(check) ? check.left : null);

/** What the limits refuse of lines joining a cart that holds `held` (cartCreate, cartLinesAdd); null when they fit. */
export async function addingLinesRefusal(db: Queryable, tenantId: string, held: readonly Line[], adding: readonly Line[]): Promise<TenantLimitRefusal | null> {
  return refusal(checkAddingToOrder(await storedTenantLimits(db, tenantId), tilesOf(held), adding.map(cartLineItem)));
}

/** What the limits refuse of a whole cart at checkout (they may have changed since it was filled); null when it fits. */
export async function checkoutRefusal(db: Queryable, tenantId: string, lines: readonly Line[]): Promise<TenantLimitRefusal | null> {
  return refusal(checkOrder(await storedTenantLimits(db, tenantId), lines.map(cartLineItem)));
}

/**
 * What the limits refuse of a saved project (POST v1/projects/save): printed as the forced product,
 * in allowed frame colours, and no more tiles (× copies) than an order may hold; null when it fits.
 */
export async function projectRefusal(db: Queryable, tenantId: string, project: ServerProject): Promise<TenantLimitRefusal | null> {
  const limits = await storedTenantLimits(db, tenantId);
  const [product] =
    limits.forcedProductId === null
      ? []
      : await db.query<{ name: string }>('SELECT name FROM products WHERE tenant_id = $1 AND id = $2', [tenantId, project.productId]);
  const item: LimitedItem = {
    productId: project.productId,
    productName: product?.name ?? project.productId,
    tiles: project.tiles.length * project.quantity,
    designed: true,
    frameColors: [project.frameColor, ...project.tiles.map((t) => t.frameColor)].filter((c): c is string => typeof c === 'string'),
  };
  return refusal(checkOrder(limits, [item]));
}
