import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AdminArtistGroup, AdminCatalogueApi, AdminProduct, ImportProgress, ProductListFilters } from '../../application/ports/admin-catalogue-api';
import { progressCall } from './progress-call';
import { ImportAppliedCodec, ImportReportCodec } from '../../contract/admin-import';
import { draftFromWire, draftToWire, type AdminProductWire } from '../../contract/admin-products';
import type { ApiFailure } from '../../application/ports/main-api';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import type { ArtistGroupDraft, ProductDraft } from '../../domain/catalog';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

const groupsOf = (result: Either<ApiFailure, { groups: AdminArtistGroup[] }>): Either<ApiFailure, readonly AdminArtistGroup[]> =>
  isLeft(result) ? result : right(result.right.groups);

const productOf = (result: Either<ApiFailure, AdminProductWire>): Either<ApiFailure, AdminProduct> =>
  isLeft(result)
    ? result
    : right({ draft: draftFromWire(result.right.product), version: result.right.version, retired: result.right.retired, orderLines: result.right.orderLines });

/** Only the filters that are set go on the wire. */
const productQuery = (f: ProductListFilters) => ({
  ...(f.q?.trim() ? { q: f.q.trim().slice(0, 100) } : {}),
  ...(f.status && f.status !== 'active' ? { status: f.status } : {}),
  ...(f.page && f.page > 1 ? { page: f.page } : {}),
});

/** The admin's catalogue calls (issue #17) over the main-API transport, loaded with the admin chunk. */
@injectable()
export class HttpAdminCatalogueApi implements AdminCatalogueApi {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

  async listGroups(tenant: string) {
    return groupsOf(await this.transport.call(endpoints.adminListGroups, { params: { tenant } }));
  }

  async saveGroup(tenant: string, groupId: string, version: number, draft: ArtistGroupDraft) {
    return groupsOf(await this.transport.call(endpoints.adminSaveGroup, { params: { tenant, groupId }, body: { version, ...draft } }));
  }

  async moveGroup(tenant: string, groupId: string, version: number, direction: 'up' | 'down') {
    return groupsOf(await this.transport.call(endpoints.adminMoveGroup, { params: { tenant, groupId }, body: { version, direction } }));
  }

  listProducts(tenant: string, filters: ProductListFilters) {
    return this.transport.call(endpoints.adminListProducts, { params: { tenant }, query: productQuery(filters) });
  }

  async getProduct(tenant: string, productId: string) {
    return productOf(await this.transport.call(endpoints.adminGetProduct, { params: { tenant, productId } }));
  }

  async createProduct(tenant: string, draft: ProductDraft) {
    return productOf(await this.transport.call(endpoints.adminCreateProduct, { params: { tenant }, body: { product: draftToWire(draft) } }));
  }

  async saveProduct(tenant: string, version: number, draft: ProductDraft) {
    return productOf(
      await this.transport.call(endpoints.adminSaveProduct, { params: { tenant, productId: draft.id }, body: { version, product: draftToWire(draft) } }),
    );
  }

  async retireProduct(tenant: string, productId: string, version: number, retired: boolean) {
    return productOf(await this.transport.call(endpoints.adminRetireProduct, { params: { tenant, productId }, body: { version, retired } }));
  }

  importTemplate() {
    return this.transport.download(endpoints.adminImportTemplate, {});
  }

  importDryRun(tenant: string, csv: string, onProgress?: (progress: ImportProgress) => void) {
    const input = { params: { tenant }, body: { csv } };
    if (!onProgress) return this.transport.call(endpoints.adminImportDryRun, input);
    return progressCall(this.transport, endpoints.adminImportDryRun, input, { answer: ImportReportCodec, onProgress });
  }

  importApply(tenant: string, csv: string, basis: Readonly<Record<string, number>>, onProgress?: (progress: ImportProgress) => void) {
    const input = { params: { tenant }, body: { csv, basis: { ...basis } } };
    if (!onProgress) return this.transport.call(endpoints.adminImportApply, input);
    return progressCall(this.transport, endpoints.adminImportApply, input, { answer: ImportAppliedCodec, onProgress });
  }
}
