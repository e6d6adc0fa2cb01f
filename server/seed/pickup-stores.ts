import type { Queryable } from '../db/db';
import { checkStore } from '../../src/domain/pickup';
import { StoreRepository } from '../pickup/store-repository';
import { PICKUP_STORE_SEEDS } from './pickup-store-data';

/** Idempotent: inserts the tenant's seeded stores that are missing and keeps any an admin changed. */
export async function seedPickupStores(tx: Queryable, tenantId: string): Promise<void> {
  const stores = PICKUP_STORE_SEEDS.filter((s) => s.tenantId === tenantId).map(({ tenantId: _owner, ...store }) => {
    const checked = checkStore(store);
    if (checked._tag === 'Left') throw new Error(`pick-up seed: ${store.id}: ${checked.left.message}`);
    return store;
  });
  await new StoreRepository(tx).insertIfMissing(tenantId, stores);
}
