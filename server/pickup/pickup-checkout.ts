import type { PickupStore } from '../../src/domain/pickup';
import type { Queryable } from '../db/db';
import type { StoredCart } from '../storefront/cart-repository';
import { decidePickup } from './pickup-order';

/**
 * How a storefront checkout names a pick-up order (issue 30), in the Storefront API's own terms: the
 * delivery method is the checkout's shipping line (`checkoutShippingLineUpdate` with this handle), the
 * store is a private cart attribute (`cartAttributesUpdate`), as Shopify's pick-up apps carry it.
 * The ready-by time is never read from the cart: the server computes it (`decidePickup`).
 */
export const PICKUP_RATE_HANDLE = 'tilepix-pickup';
export const PICKUP_STORE_ATTRIBUTE = '_pickupStoreId';
/** The order's attribute that carries the server's ready-by time (ISO 8601) back to the client. */
export const PICKUP_READY_ATTRIBUTE = '_pickupReadyBy';

/** A pick-up order as recorded: the store as it was chosen, and the time promised. */
export interface PickupOrder {
  readonly store: PickupStore;
  readonly readyAt: number;
}

export type Delivery =
  { readonly kind: 'ship' } | { readonly kind: 'pickup'; readonly pickup: PickupOrder } | { readonly kind: 'refused'; readonly message: string };

/**
 * The delivery of a locked cart at completion: shipped unless the pick-up rate was chosen; picked
 * up at the tenant's own active store that can fill it (else refused with the check's message).
 */
export async function deliveryOf(tx: Queryable, cart: StoredCart, now: number): Promise<Delivery> {
  if (cart.checkout.shippingRate !== PICKUP_RATE_HANDLE) return { kind: 'ship' };
  const storeId = cart.attributes.find((a) => a.key === PICKUP_STORE_ATTRIBUTE)?.value ?? '';
  const decision = await decidePickup(tx, cart.tenantId, storeId, now);
  return decision.kind === 'ok' ? { kind: 'pickup', pickup: { store: decision.store, readyAt: decision.readyAt } } : decision;
}

/**
 * The order's own attributes: the cart's, where every `_pickup…` key is the server's (a client's
 * `_pickupReadyBy` is dropped, never echoed as if promised), plus the store and ready-by of a pick-up order.
 */
export function orderAttributes(cart: StoredCart, pickup: PickupOrder | null): Array<{ key: string; value: string }> {
  const own = cart.attributes.filter((a) => !a.key.startsWith('_pickup'));
  if (!pickup) return own;
  return [...own, { key: PICKUP_STORE_ATTRIBUTE, value: pickup.store.id }, { key: PICKUP_READY_ATTRIBUTE, value: new Date(pickup.readyAt).toISOString() }];
}
