import type { ImportReportWire } from '../../src/contract/admin-import';
import { errorRowCount, importSummary, planImport, type PlannedProduct, type RowError } from '../../src/domain/catalog';
import type { Db, Queryable } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import type { AdminActor } from './audit-log';
import { checkChunk, type CheckedChunk } from './import-checks';
import { writeChunk } from './import-writes';
import { readImportFile } from './product-admin-reads';

/** Which column a server-side refusal points at (SKU → variantSku, slug → urlSlug, a variant → variantId). */
const columnOf = (message: string) =>
  message.startsWith('SKU') ? 'variantSku' : message.startsWith('URL slug') ? 'urlSlug' : message.startsWith('Variant') ? 'variantId' : 'id';

export const CHANGED_SINCE_DRY_RUN = 'The catalogue changed since the dry run: run the dry run again and check its report.';

/** Products checked or written per set of statements: bounded statements, and a progress step each. */
export const IMPORT_CHUNK = 500;

/** Where a long import is: rows of the file checked (dry run and apply) or written (apply). */
export interface ImportProgress {
  readonly phase: 'checking' | 'writing';
  readonly done: number;
  readonly total: number;
}
export type OnImportProgress = (progress: ImportProgress) => void;

/** A file read whole by the domain (a file that cannot be read is a 422 before any work starts). */
export type ReadableImport = Extract<ReturnType<typeof planImport>, { ok: true }>;

interface Checked {
  readonly report: ImportReportWire;
  readonly good: ReadonlyArray<{ product: PlannedProduct; chunk: CheckedChunk }>;
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const rowsOf = (products: readonly PlannedProduct[]) => products.reduce((n, p) => n + p.rows.length, 0);

/**
 * The product import on the server (issue #17). The dry run plans the file with the domain's
 * `planImport` and checks the products against the database, 500 at a time with set-based statements
 * (`checkChunk`): nothing is written. The apply takes the tenant's import lock (two applies at once:
 * the second waits, then finds the catalogue changed: 409), plans and checks again under row locks,
 * refuses a catalogue changed since the dry run (409), and writes every good product in one
 * transaction, 500 at a time (`writeChunk`): all of them, or none.
 */
export class ProductImport {
  constructor(private readonly db: Db) {}

  /** Reads the file (422 with the reason when it cannot be read as a whole) after checking the tenant. */
  async read(tenant: string, csv: string): Promise<ReadableImport | Refusal> {
    return readImportFile<ReadableImport>(this.db, tenant, () => planImport(csv));
  }

  async dryRun(tenant: string, plan: ReadableImport, onProgress: OnImportProgress = () => {}): Promise<ImportReportWire> {
    return (await this.check(this.db, tenant, plan, false, onProgress)).report;
  }

  async apply(tenant: string, plan: ReadableImport, basis: Readonly<Record<string, number>>, actor: AdminActor, onProgress: OnImportProgress = () => {}) {
    return refusingTransaction(this.db, async (tx) => {
      // One import per tenant at a time, on every server: the later one then sees the first's rows.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tpx:product-import:${tenant}`]);
      const { report, good } = await this.check(tx, tenant, plan, true, onProgress);
      const expected = Object.entries(report.basis);
      if (expected.length !== Object.keys(basis).length || expected.some(([id, v]) => basis[id] !== v)) return refusal(409, CHANGED_SINCE_DRY_RUN);
      const total = rowsOf(good.map((g) => g.product));
      let created = 0;
      let done = 0;
      onProgress({ phase: 'writing', done, total });
      for (const part of chunksOf(good, IMPORT_CHUNK)) {
        created += await writeChunk(tx, tenant, part, actor);
        done += rowsOf(part.map((g) => g.product));
        onProgress({ phase: 'writing', done, total });
      }
      return {
        summary: `${created} created, ${good.length - created} updated, ${report.errorRows} ${report.errorRows === 1 ? 'row' : 'rows'} left out`,
        created,
        updated: good.length - created,
        skippedRows: report.errorRows,
      };
    });
  }

  private async check(db: Queryable, tenant: string, plan: ReadableImport, lock: boolean, onProgress: OnImportProgress): Promise<Checked> {
    const errors: RowError[] = [...plan.errors];
    const good: Array<{ product: PlannedProduct; chunk: CheckedChunk }> = [];
    const total = rowsOf(plan.products);
    let done = 0;
    onProgress({ phase: 'checking', done, total });
    for (const products of chunksOf(plan.products, IMPORT_CHUNK)) {
      const chunk = await checkChunk(db, tenant, products, lock);
      for (const p of products) {
        const refused = chunk.refused.get(p.id);
        if (refused === undefined) {
          good.push({ product: p, chunk });
          continue;
        }
        errors.push({ row: p.rows[0]!, column: columnOf(refused), message: refused });
        for (const row of p.rows.slice(1)) errors.push({ row, column: 'id', message: `Not imported: another row of product ${p.id} has an error` });
      }
      done += rowsOf(products);
      onProgress({ phase: 'checking', done, total });
    }
    errors.sort((a, b) => a.row - b.row);
    const versionOf = (g: (typeof good)[number]) => g.chunk.stored.get(g.product.id)?.version ?? 0;
    const update = good.filter((g) => versionOf(g) > 0).length;
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
        products: good.map((g) => ({ id: g.product.id, action: versionOf(g) > 0 ? 'update' : 'create', rows: [...g.product.rows] })),
        basis: Object.fromEntries(good.map((g) => [g.product.id, versionOf(g)])),
      },
    };
  }
}
