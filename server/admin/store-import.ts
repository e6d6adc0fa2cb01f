import type { StoreImportReportWire } from '../../src/contract/admin-stores';
import { planStoreImport, storeImportSummary, type PickupStore, type StoreImportPlan } from '../../src/domain/pickup';
import type { Db, Queryable } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';
import { readImportFile } from './product-admin-reads';
import { auditView, toDomainStore } from './store-admin';
import { INSERT_COLUMNS, storeValues } from '../pickup/store-repository';

export const STORES_CHANGED_SINCE_DRY_RUN = 'The stores changed since the dry run: run the dry run again and check its report.';
export const STORE_FILE_HAS_ERRORS = 'The file has rows with errors: nothing was imported. Fix the rows the dry run lists, then run it again.';

type ReadablePlan = Extract<StoreImportPlan, { ok: true }>;

/**
 * The store import on the server (issue 30), the product import's flow: the dry run plans the file with
 * the domain's `planStoreImport` and reads each store's version (0: new), writing nothing. The apply
 * takes the tenant's store-import lock, plans again under row locks, refuses a file with any bad row
 * (422: all or nothing) or stores changed since the dry run (409), then writes every store and its
 * audit entry in one transaction.
 */
export class StoreImport {
  private readonly audit: AuditLog;

  constructor(private readonly db: Db) {
    this.audit = new AuditLog(db);
  }

  async read(tenant: string, csv: string): Promise<ReadablePlan | Refusal> {
    return readImportFile<ReadablePlan>(this.db, tenant, () => planStoreImport(csv));
  }

  async dryRun(tenant: string, plan: ReadablePlan): Promise<StoreImportReportWire> {
    return this.report(plan, await this.stored(this.db, tenant, plan, false));
  }

  async apply(tenant: string, plan: ReadablePlan, basis: Readonly<Record<string, number>>, actor: AdminActor) {
    if (plan.errors.length > 0) return refusal(422, STORE_FILE_HAS_ERRORS);
    return refusingTransaction(this.db, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tpx:store-import:${tenant}`]);
      const stored = await this.stored(tx, tenant, plan, true);
      const report = this.report(plan, stored);
      const expected = Object.entries(report.basis);
      if (expected.length !== Object.keys(basis).length || expected.some(([id, v]) => basis[id] !== v)) return refusal(409, STORES_CHANGED_SINCE_DRY_RUN);
      for (const { store } of plan.stores) {
        const before = stored.get(store.id);
        const values = storeValues(tenant, store);
        await tx.query(
          `INSERT INTO pickup_stores (${INSERT_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(',')})
           ON CONFLICT (tenant_id, id) DO UPDATE SET name = EXCLUDED.name, line1 = EXCLUDED.line1, city = EXCLUDED.city, state = EXCLUDED.state,
             zip = EXCLUDED.zip, lat = EXCLUDED.lat, lng = EXCLUDED.lng, time_zone = EXCLUDED.time_zone, week = EXCLUDED.week,
             lead_minutes = EXCLUDED.lead_minutes, cutoff_minutes = EXCLUDED.cutoff_minutes, active = EXCLUDED.active,
             version = pickup_stores.version + 1, updated_at = now()`,
          values,
        );
        await this.audit.record(tx, actor, {
          action: before ? 'store.import.update' : 'store.import.create',
          recordType: 'store',
          recordId: `${tenant}:${store.id}`,
          before: before ? auditView(before.store) : null,
          after: auditView(store),
        });
      }
      const created = report.create;
      return { summary: `${created} created, ${report.update} updated`, created, updated: report.update };
    });
  }

  /** The file's stores already stored, with their versions (locked for the apply). */
  private async stored(db: Queryable, tenant: string, plan: ReadablePlan, lock: boolean): Promise<Map<string, { store: PickupStore; version: number }>> {
    const ids = plan.stores.map((s) => s.store.id);
    if (ids.length === 0) return new Map();
    const rows = await db.query<Parameters<typeof toDomainStore>[0]>(
      `SELECT s.*, 0 AS orders FROM pickup_stores s WHERE s.tenant_id = $1 AND s.id = ANY($2::text[])${lock ? ' FOR UPDATE' : ''}`,
      [tenant, ids],
    );
    return new Map(rows.map((r) => [r.id, { store: toDomainStore(r), version: r.version }]));
  }

  private report(plan: ReadablePlan, stored: ReadonlyMap<string, { version: number }>): StoreImportReportWire {
    const update = plan.stores.filter((s) => stored.has(s.store.id)).length;
    const create = plan.stores.length - update;
    const errorRows = new Set(plan.errors.map((e) => e.row)).size;
    return {
      summary: storeImportSummary(create, update, errorRows),
      create,
      update,
      errorRows,
      rows: plan.rowCount,
      errors: [...plan.errors],
      stores: plan.stores.map(({ row, store }) => ({ id: store.id, name: store.name, row, action: stored.has(store.id) ? 'update' : 'create' })),
      basis: Object.fromEntries(plan.stores.map(({ store }) => [store.id, stored.get(store.id)?.version ?? 0])),
    };
  }
}
