import { PICKUP_STORE_REQUIRED, readyBy, takesPickupOrders, type PickupStore } from '../../src/domain/pickup';
import type { Queryable } from '../db/db';
import { StoreRepository } from './store-repository';

export { PICKUP_STORE_REQUIRED };
export const PICKUP_STORE_UNKNOWN = 'That store is not one of ours. Please choose another.';
export const PICKUP_STORE_CLOSED = 'That store is not taking pick-up orders right now. Please choose another.';

export type PickupDecision =
  { readonly kind: 'ok'; readonly store: PickupStore; readonly readyAt: number } | { readonly kind: 'refused'; readonly message: string };

/**
 * The server's check of a pick-up order (issue 30), for checkout to call before it charges: the
 * store is the tenant's own (another tenant's id is as unknown as a made-up one), active, and can
 * fill the order within the week; the answer carries the ready-by time the order records, computed
 * on the server's clock, never taken from the client.
 */
export async function decidePickup(db: Queryable, tenantId: string, storeId: string, now: number): Promise<PickupDecision> {
  if (storeId.trim() === '') return { kind: 'refused', message: PICKUP_STORE_REQUIRED };
  const store = /^[a-z0-9][a-z0-9-]{0,59}$/.test(storeId) ? await new StoreRepository(db).find(tenantId, storeId) : null;
  if (!store) return { kind: 'refused', message: PICKUP_STORE_UNKNOWN };
  const readyAt = readyBy(store, now);
  if (!takesPickupOrders(store, now) || readyAt === null) return { kind: 'refused', message: PICKUP_STORE_CLOSED };
  return { kind: 'ok', store, readyAt };
}
