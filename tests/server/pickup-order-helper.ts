import type { Db } from '../../server/db/db';
import { StoreRepository } from '../../server/pickup/store-repository';

/**
 * Makes an order a pick-up order as checkout records one (migration 024: the store's id, its snapshot
 * and the promised ready-by time). The pick-up checkout is written beside this; these tests write the
 * columns themselves so they depend on the schema only.
 */
export async function makePickupOrder(db: Db, orderId: string, tenantId: string, storeId: string, readyBy = new Date(Date.now() + 3_600_000)): Promise<void> {
  const store = await new StoreRepository(db).find(tenantId, storeId);
  if (!store) throw new Error(`no store ${tenantId}:${storeId}`);
  await db.query('UPDATE orders SET pickup_store_id = $2, pickup_store = $3, pickup_ready_by = $4 WHERE id = $1', [
    orderId,
    storeId,
    JSON.stringify(store),
    readyBy.toISOString(),
  ]);
}
