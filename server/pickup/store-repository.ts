import type { Queryable } from '../db/db';
import type { DayHours, PickupStore } from '../../src/domain/pickup';

/** The columns a store is written to, in the order of `storeValues`. */
export const INSERT_COLUMNS = 'tenant_id, id, name, line1, city, state, zip, lat, lng, time_zone, week, lead_minutes, cutoff_minutes, active';

/** The column values of a store, in the order of `INSERT_COLUMNS` (the seed, the admin and its import write through these). */
export const storeValues = (tenant: string, s: PickupStore): unknown[] => [
  tenant,
  s.id,
  s.name,
  s.address.line1,
  s.address.city,
  s.address.state,
  s.address.zip,
  s.location.lat,
  s.location.lng,
  s.timeZone,
  JSON.stringify(s.week),
  s.leadMinutes,
  s.cutoffMinutes,
  s.active,
];

/** A `pickup_stores` row as the store's own columns (the admin's queries add theirs to it). */
export interface StoreRow {
  id: string;
  name: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  time_zone: string;
  week: (DayHours | null)[] | string;
  lead_minutes: number;
  cutoff_minutes: number | null;
  active: boolean;
}

export const toStore = (r: StoreRow): PickupStore => ({
  id: r.id,
  name: r.name,
  address: { line1: r.line1, city: r.city, state: r.state, zip: r.zip },
  location: { lat: Number(r.lat), lng: Number(r.lng) },
  timeZone: r.time_zone,
  // jsonb arrives parsed from node-postgres and PGlite alike; a string only from a driver that does not parse it.
  week: typeof r.week === 'string' ? (JSON.parse(r.week) as (DayHours | null)[]) : r.week,
  leadMinutes: r.lead_minutes,
  cutoffMinutes: r.cutoff_minutes,
  active: r.active,
});

const COLUMNS = 'id, name, line1, city, state, zip, lat, lng, time_zone, week, lead_minutes, cutoff_minutes, active';

/** A tenant's pick-up stores (migration 022). */
export class StoreRepository {
  constructor(private readonly db: Queryable) {}

  /** The stores a shopper may choose: active ones only. */
  async active(tenantId: string): Promise<PickupStore[]> {
    const rows = await this.db.query<StoreRow>(`SELECT ${COLUMNS} FROM pickup_stores WHERE tenant_id = $1 AND active ORDER BY id`, [tenantId]);
    return rows.map(toStore);
  }

  /** Whether the tenant offers pick-up at all (one active store is enough). */
  async offersPickup(tenantId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM pickup_stores WHERE tenant_id = $1 AND active LIMIT 1', [tenantId])).length > 0;
  }

  /** One store of the tenant, active or not (an order names it for good); null for another tenant's id. */
  async find(tenantId: string, id: string): Promise<PickupStore | null> {
    const [row] = await this.db.query<StoreRow>(`SELECT ${COLUMNS} FROM pickup_stores WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
    return row ? toStore(row) : null;
  }

  /** The seed's insert, one statement for all: a store an admin has since changed or retired is left as it is. */
  async insertIfMissing(tenantId: string, stores: readonly PickupStore[]): Promise<void> {
    if (stores.length === 0) return;
    const params: unknown[] = [];
    const rows = stores.map((s) => {
      const values = storeValues(tenantId, s);
      const at = params.length;
      params.push(...values);
      return `(${values.map((_, k) => `$${at + k + 1}`).join(',')})`;
    });
    await this.db.query(`INSERT INTO pickup_stores (${INSERT_COLUMNS}) VALUES ${rows.join(',')} ON CONFLICT (tenant_id, id) DO NOTHING`, params);
  }
}
