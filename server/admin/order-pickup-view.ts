import { pickupStoreLines, pickupStoreOf } from '../orders/emails/pickup-email-details';

/** A pick-up order's columns (migration 024) as the admin's order detail reads them. */
export interface PickupColumns {
  pickup_store_id: string | null;
  pickup_store: unknown;
  pickup_ready_by: Date | string | null;
  pickup_ready_at: Date | string | null;
  picked_up_at: Date | string | null;
}
export const PICKUP_COLUMNS = 'o.pickup_store_id, o.pickup_store, o.pickup_ready_by, o.pickup_ready_at, o.picked_up_at';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The order's store (as the shopper chose it), the promised time and the admin's two marks; null for a shipped order. */
export function pickupOf(row: PickupColumns) {
  if (row.pickup_store_id === null) return null;
  const store = pickupStoreOf(row.pickup_store);
  const lines = store ? pickupStoreLines(store) : { storeName: row.pickup_store_id, address: [], hours: [] };
  return {
    storeId: row.pickup_store_id,
    storeName: lines.storeName,
    address: [...lines.address],
    hours: [...lines.hours],
    readyBy: iso(row.pickup_ready_by),
    readyAt: iso(row.pickup_ready_at),
    pickedUpAt: iso(row.picked_up_at),
  };
}
