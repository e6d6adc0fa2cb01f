import { tagsAfterMembershipBought } from '../../src/domain/account';
import type { Queryable } from '../db/db';
import type { StoredCart } from '../storefront/cart-repository';

/**
 * SPEC §9 "membership remembered": an order that buys the membership tags its buyer
 * `membership:<last day>` (12 months on, or 12 more while one lasts; `tagsAfterMembershipBought`), in
 * the order's own transaction, so the 40 % prices their later carts (`buyerPricing` reads the tag) and
 * never a cart of an order that did not commit. The row is locked: two orders at once both count.
 * A guest order tags nobody: the membership belongs to an account (README "Membership").
 */
export async function rememberMembership(tx: Queryable, cart: Pick<StoredCart, 'tenantId' | 'lines'>, customerId: string, now: number): Promise<boolean> {
  const bought = cart.lines.filter((l) => l.variant.kind === 'membership').reduce((n, l) => n + l.quantity, 0);
  if (bought === 0) return false;
  const [row] = await tx.query<{ tags: string }>('SELECT tags FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [cart.tenantId, customerId]);
  if (!row) return false;
  await tx.query('UPDATE customers SET tags = $3 WHERE tenant_id = $1 AND id = $2', [
    cart.tenantId,
    customerId,
    tagsAfterMembershipBought(row.tags, now, bought),
  ]);
  return true;
}
