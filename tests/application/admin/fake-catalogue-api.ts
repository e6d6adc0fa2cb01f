import { right, type Either } from 'fp-ts/Either';
import type { AdminFile } from '../../../src/application/ports/admin-api';
import type {
  AdminCatalogueApi,
  AdminProduct,
  AdminProductPage,
  ImportApplied,
  ImportProgress,
  ImportReport,
  ProductListFilters,
} from '../../../src/application/ports/admin-catalogue-api';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import type { ProductDraft } from '../../../src/domain/catalog';

/** An AdminCatalogueApi that records its calls and answers what the test set (groups: see the groups store test). */
export class FakeCatalogueApi implements Omit<AdminCatalogueApi, 'listGroups' | 'saveGroup' | 'moveGroup'> {
  calls: string[] = [];
  product: AdminProduct | null = null;
  saveAnswer: Either<ApiFailure, AdminProduct> | null = null;
  report: ImportReport = {
    summary: '1 to create, 0 to update, 1 row with errors',
    create: 1,
    update: 0,
    errorRows: 1,
    rows: 2,
    errors: [{ row: 3, column: 'price', message: "Price must be an amount like 14.00 (got 'abc')" }],
    basis: { a: 0 },
  };
  applyAnswer: Either<ApiFailure, ImportApplied> = right({ summary: '1 created, 0 updated, 1 row left out', created: 1, updated: 0, skippedRows: 1 });

  async listProducts(tenant: string, f: ProductListFilters): Promise<Either<ApiFailure, AdminProductPage>> {
    this.calls.push(`list ${tenant} ${JSON.stringify(f)}`);
    return right({ products: [], page: f.page ?? 1, pageSize: 25, total: 0 });
  }
  async getProduct(tenant: string, id: string) {
    this.calls.push(`get ${tenant} ${id}`);
    return right(this.product!);
  }
  async createProduct(tenant: string, draft: ProductDraft) {
    this.calls.push(`create ${tenant} ${draft.id} ${draft.priceCents}`);
    return this.saveAnswer ?? right({ draft, version: 1, retired: false, orderLines: 0 });
  }
  async saveProduct(tenant: string, version: number, draft: ProductDraft) {
    this.calls.push(`save ${tenant} ${draft.id} v${version}`);
    return this.saveAnswer ?? right({ draft, version: version + 1, retired: false, orderLines: 0 });
  }
  async retireProduct(tenant: string, id: string, version: number, retired: boolean) {
    this.calls.push(`retire ${tenant} ${id} v${version} ${retired}`);
    return right({ ...this.product!, version: version + 1, retired });
  }
  async importTemplate(): Promise<Either<ApiFailure, AdminFile>> {
    this.calls.push('template');
    return right({ name: 'product-import-template.csv', type: 'text/csv', blob: new Blob(['x']) });
  }
  /** Progress each import call reports before answering, and what `seen` recorded at each step. */
  progressSteps: ImportProgress[] = [];
  seen?: () => void;
  private report_(onProgress?: (p: ImportProgress) => void) {
    for (const step of this.progressSteps) {
      onProgress?.(step);
      this.seen?.();
    }
  }
  async importDryRun(tenant: string, csv: string, onProgress?: (p: ImportProgress) => void) {
    this.calls.push(`dry ${tenant} ${csv.length}`);
    this.report_(onProgress);
    return right(this.report);
  }
  async importApply(tenant: string, _csv: string, basis: Readonly<Record<string, number>>, onProgress?: (p: ImportProgress) => void) {
    this.calls.push(`apply ${tenant} ${JSON.stringify(basis)}`);
    this.report_(onProgress);
    return this.applyAnswer;
  }
}
