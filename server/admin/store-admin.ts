import { isLeft } from 'fp-ts/Either';
import type { AdminStoreDraftWire, AdminStoreWire } from '../../src/contract/admin-stores';
import { toStoreWire } from '../../src/contract/pickup-stores';
import { checkStore, type PickupStore } from '../../src/domain/pickup';
import type { Db, Queryable } from '../db/db';
import { isRefusal, refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';
import { missingTenant } from './product-admin-reads';
import { INSERT_COLUMNS, storeValues, toStore, type StoreRow } from '../pickup/store-repository';

interface Row extends StoreRow {
  version: number;
  orders: number | string;
}

/** The row as the domain's store: the repository's own reading of its columns. */
export const toDomainStore = (r: Row): PickupStore => toStore(r);

const toAdminWire = (r: Row): AdminStoreWire => ({
  store: { ...toStoreWire(toDomainStore(r)), active: r.active },
  version: r.version,
  orders: Number(r.orders),
});

export const fromDraftWire = (w: AdminStoreDraftWire): PickupStore => ({
  id: w.id,
  name: w.name,
  address: { ...w.address },
  location: { ...w.location },
  timeZone: w.timeZone,
  week: w.week.map((d) => (d ? { opens: d.opens, closes: d.closes } : null)),
  leadMinutes: w.leadMinutes,
  cutoffMinutes: w.cutoffMinutes,
  active: w.active,
});

/** What the audit log keeps of a store: the fields an admin edits, as the domain has them. */
export const auditView = (s: PickupStore) => ({ ...s, address: { ...s.address }, location: { ...s.location }, week: [...s.week] });

const SELECT = `SELECT s.id, s.name, s.line1, s.city, s.state, s.zip, s.lat, s.lng, s.time_zone, s.week, s.lead_minutes, s.cutoff_minutes, s.active, s.version,
  (SELECT count(*) FROM orders o WHERE o.tenant_id = s.tenant_id AND o.pickup_store_id = s.id) AS orders FROM pickup_stores s`;

export const STALE_STORE = (name: string) => `${name} was changed by someone else since you opened it: reload to see their change, then make yours again.`;

/** The store passes the domain's rules, or a 400 refusal with the domain's words (nothing is written). */
function checked(store: PickupStore): PickupStore | Refusal {
  const result = checkStore(store);
  return isLeft(result) ? refusal(400, result.left.message) : result.right;
}

/**
 * The admin's side of pick-up stores (issue 30): reads with versions and order counts; create, save
 * and retire, each checked by the domain's checkStore, version-checked by a conditional UPDATE (two
 * admins at once: one lands, the other gets a 409) and audited in its own transaction. A store is
 * never deleted: its orders keep naming it (the foreign key refuses it anyway).
 */
export class StoreAdmin {
  private readonly audit: AuditLog;

  constructor(private readonly db: Db) {
    this.audit = new AuditLog(db);
  }

  async list(tenant: string): Promise<AdminStoreWire[] | Refusal> {
    const missing = await missingTenant(this.db, tenant);
    if (missing) return missing;
    const rows = await this.db.query<Row>(`${SELECT} WHERE s.tenant_id = $1 ORDER BY s.active DESC, s.name, s.id`, [tenant]);
    return rows.map(toAdminWire);
  }

  async find(tenant: string, id: string, db: Queryable = this.db): Promise<AdminStoreWire | Refusal> {
    const [row] = await db.query<Row>(`${SELECT} WHERE s.tenant_id = $1 AND s.id = $2`, [tenant, id]);
    if (!row) return refusal(404, `Store ${id} not found.`);
    return toAdminWire(row);
  }

  async create(tenant: string, draft: PickupStore, actor: AdminActor): Promise<AdminStoreWire | Refusal> {
    const missing = await missingTenant(this.db, tenant);
    if (missing) return missing;
    const store = checked(draft);
    if (isRefusal(store)) return store;
    return refusingTransaction(this.db, async (tx) => {
      const values = storeValues(tenant, store);
      const inserted = await tx.query(
        `INSERT INTO pickup_stores (${INSERT_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(',')}) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id`,
        values,
      );
      if (inserted.length === 0) return refusal(409, `Store id ${store.id} is already used: choose another id, or edit that store.`);
      await this.audit.record(tx, actor, {
        action: 'store.create',
        recordType: 'store',
        recordId: `${tenant}:${store.id}`,
        before: null,
        after: auditView(store),
      });
      return this.find(tenant, store.id, tx);
    });
  }

  async save(tenant: string, id: string, version: number, draft: PickupStore, actor: AdminActor): Promise<AdminStoreWire | Refusal> {
    if (draft.id !== id) return refusal(400, 'A store keeps its id; add a new store instead.');
    const store = checked(draft);
    if (isRefusal(store)) return store;
    return this.write(tenant, id, version, actor, 'store.save', () => store);
  }

  async retire(tenant: string, id: string, version: number, active: boolean, actor: AdminActor): Promise<AdminStoreWire | Refusal> {
    return this.write(tenant, id, version, actor, active ? 'store.restore' : 'store.retire', (before) => ({ ...before, active }));
  }

  /** Locks the row, compares the version, writes the new store with version + 1 and its audit entry: one transaction. */
  private async write(
    tenant: string,
    id: string,
    version: number,
    actor: AdminActor,
    action: string,
    next: (before: PickupStore) => PickupStore,
  ): Promise<AdminStoreWire | Refusal> {
    const missing = await missingTenant(this.db, tenant);
    if (missing) return missing;
    return refusingTransaction(this.db, async (tx) => {
      const [row] = await tx.query<Row>(`${SELECT} WHERE s.tenant_id = $1 AND s.id = $2 FOR UPDATE OF s`, [tenant, id]);
      if (!row) return refusal(404, `Store ${id} not found.`);
      const before = toDomainStore(row);
      if (row.version !== version) return refusal(409, STALE_STORE(before.name));
      const after = next(before);
      const values = storeValues(tenant, after);
      const updated = await tx.query(
        `UPDATE pickup_stores SET name = $3, line1 = $4, city = $5, state = $6, zip = $7, lat = $8, lng = $9, time_zone = $10, week = $11,
           lead_minutes = $12, cutoff_minutes = $13, active = $14, version = version + 1, updated_at = now()
         WHERE tenant_id = $1 AND id = $2 AND version = $15 RETURNING id`,
        [...values, version],
      );
      if (updated.length === 0) return refusal(409, STALE_STORE(before.name));
      await this.audit.record(tx, actor, { action, recordType: 'store', recordId: `${tenant}:${id}`, before: auditView(before), after: auditView(after) });
      return this.find(tenant, id, tx);
    });
  }
}
