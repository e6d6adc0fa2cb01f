import type { ImportReportWire } from '../../src/contract/admin-import';
import { errorRowCount, importSummary, planImport, type PlannedProduct, type RowError } from '../../src/domain/catalog';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/decode';
import type { AdminActor } from './audit-log';
import type { CatalogueWriter } from './catalogue-writer';
import { requireTenant } from './product-admin-reads';

/** Which column a server-side refusal points at (SKU → variantSku, slug → urlSlug, a variant → variantId). */
const columnOf = (message: string) => (message.startsWith('SKU') ? 'variantSku' : message.startsWith('URL slug') ? 'urlSlug' : message.startsWith('Variant') ? 'variantId' : 'id');

export const CHANGED_SINCE_DRY_RUN = 'The catalogue changed since the dry run: run the dry run again and check its report.';

interface Checked {
  readonly report: ImportReportWire;
  readonly good: ReadonlyArray<PlannedProduct & { readonly version: number }>;
}

/**
 * The product import on the server (issue #17). The dry run plans the file with the domain's
 * `planImport` and checks each product against the database (`CatalogueWriter.check`): nothing is
 * written. The apply plans and checks again, refuses a catalogue changed since the dry run (409),
 * and writes every good product in one transaction: all of them, or none.
 */
export class ProductImport {
  constructor(private readonly db: Db, private readonly writer: CatalogueWriter) {}

  async dryRun(tenant: string, csv: string): Promise<ImportReportWire> {
    return (await this.check(this.db, tenant, csv)).report;
  }

  async apply(tenant: string, csv: string, basis: Readonly<Record<string, number>>, actor: AdminActor) {
    return this.db.transaction(async (tx) => {
      const { report, good } = await this.check(tx, tenant, csv, true);
      const expected = Object.entries(report.basis);
      if (expected.length !== Object.keys(basis).length || expected.some(([id, v]) => basis[id] !== v)) throw new HttpError(409, CHANGED_SINCE_DRY_RUN);
      let created = 0;
      for (const p of good) {
        try {
          if ((await this.writer.write(tx, tenant, p.draft, p.version === 0 ? null : p.version, actor)) === 'created') created++;
        } catch (error) {
          if (error instanceof HttpError) throw new HttpError(409, `Row ${p.rows[0]}: ${error.message} Nothing was imported.`);
          throw error;
        }
      }
      return { summary: `${created} created, ${good.length - created} updated, ${report.errorRows} ${report.errorRows === 1 ? 'row' : 'rows'} left out`, created, updated: good.length - created, skippedRows: report.errorRows };
    });
  }

  private async check(db: Queryable, tenant: string, csv: string, lock = false): Promise<Checked> {
    await requireTenant(db, tenant);
    const plan = planImport(csv);
    if (!plan.ok) throw new HttpError(422, plan.message);
    const errors: RowError[] = [...plan.errors];
    const ids = plan.products.map((p) => p.id);
    const versions = new Map(
      (await db.query<{ id: string; version: number }>(`SELECT id, version FROM products WHERE tenant_id = $1 AND id = ANY($2)${lock ? ' FOR UPDATE' : ''}`, [tenant, ids])).map((r) => [r.id, r.version]),
    );
    const good: Array<PlannedProduct & { version: number }> = [];
    for (const p of plan.products) {
      try {
        await this.writer.check(db, tenant, p.draft);
        good.push({ ...p, version: versions.get(p.id) ?? 0 });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errors.push({ row: p.rows[0]!, column: columnOf(error.message), message: error.message });
        for (const row of p.rows.slice(1)) errors.push({ row, column: 'id', message: `Not imported: another row of product ${p.id} has an error` });
      }
    }
    errors.sort((a, b) => a.row - b.row);
    const update = good.filter((p) => p.version > 0).length;
    const errorRows = errorRowCount(errors);
    return {
      good,
      report: {
        summary: importSummary(good.length - update, update, errorRows),
        create: good.length - update,
        update,
        errorRows,
        rows: plan.rowCount,
        errors,
        products: good.map((p) => ({ id: p.id, action: p.version > 0 ? 'update' : 'create', rows: [...p.rows] })),
        basis: Object.fromEntries(good.map((p) => [p.id, p.version])),
      },
    };
  }
}
