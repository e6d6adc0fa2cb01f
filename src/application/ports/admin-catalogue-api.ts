import type { Either } from 'fp-ts/Either';
import type { ArtistGroupDraft, ProductDraft } from '../../domain/catalog';
import type { AdminFile } from './admin-api';
import type { ApiFailure } from './main-api';

/** An artist group as the admin sees it: its fields, the version it was read at, its product count. */
export interface AdminArtistGroup {
  readonly id: string;
  readonly name: string;
  readonly collectionName: string | null;
  readonly imageUrl: string | null;
  readonly sortOrder: number;
  readonly version: number;
  readonly products: number;
}

export interface ProductListFilters {
  readonly q?: string;
  readonly status?: 'active' | 'retired' | 'all';
  readonly page?: number;
}

export interface AdminProductSummary {
  readonly id: string;
  readonly name: string;
  readonly urlSlug: string;
  readonly price: string;
  readonly variants: number;
  readonly skus: readonly string[];
  readonly listed: boolean;
  readonly retired: boolean;
  readonly imageUrl: string | null;
  readonly version: number;
}

export interface AdminProductPage {
  readonly products: readonly AdminProductSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** One product to edit: its draft, the version it was read at, whether it is retired, how many order lines name it. */
export interface AdminProduct {
  readonly draft: ProductDraft;
  readonly version: number;
  readonly retired: boolean;
  readonly orderLines: number;
}

/** The server's dry run of an import: counts, each bad row's column and reason, and the versions it saw. */
export interface ImportReport {
  readonly summary: string;
  readonly create: number;
  readonly update: number;
  readonly errorRows: number;
  readonly rows: number;
  readonly errors: ReadonlyArray<{ readonly row: number; readonly column: string; readonly message: string }>;
  readonly basis: Readonly<Record<string, number>>;
}

export interface ImportApplied {
  readonly summary: string;
  readonly created: number;
  readonly updated: number;
  readonly skippedRows: number;
}

/** Where a long import call is: the upload's bytes, then the server's rows checked or written. */
export interface ImportProgress {
  readonly phase: 'uploading' | 'checking' | 'writing';
  readonly done: number;
  readonly total: number;
}

/**
 * The admin's catalogue calls (issue #17): artist groups, products and the product import, per
 * tenant. Every write carries the version it was based on; a 409 means someone else changed it.
 */
export interface AdminCatalogueApi {
  listGroups(tenant: string): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
  saveGroup(tenant: string, id: string, version: number, draft: ArtistGroupDraft): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
  moveGroup(tenant: string, id: string, version: number, direction: 'up' | 'down'): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
  listProducts(tenant: string, filters: ProductListFilters): Promise<Either<ApiFailure, AdminProductPage>>;
  getProduct(tenant: string, id: string): Promise<Either<ApiFailure, AdminProduct>>;
  createProduct(tenant: string, draft: ProductDraft): Promise<Either<ApiFailure, AdminProduct>>;
  saveProduct(tenant: string, version: number, draft: ProductDraft): Promise<Either<ApiFailure, AdminProduct>>;
  retireProduct(tenant: string, id: string, version: number, retired: boolean): Promise<Either<ApiFailure, AdminProduct>>;
  importTemplate(): Promise<Either<ApiFailure, AdminFile>>;
  /** `onProgress`: the upload's bytes, then the server's rows checked, as they go. */
  importDryRun(tenant: string, csv: string, onProgress?: (progress: ImportProgress) => void): Promise<Either<ApiFailure, ImportReport>>;
  /** `onProgress`: the upload's bytes, then the rows checked and written, as they go. */
  importApply(
    tenant: string,
    csv: string,
    basis: Readonly<Record<string, number>>,
    onProgress?: (progress: ImportProgress) => void,
  ): Promise<Either<ApiFailure, ImportApplied>>;
}
export const AdminCatalogueApi = Symbol('AdminCatalogueApi');
