import type { Either } from 'fp-ts/Either';
import type { PickupStore } from '../../domain/pickup';
import type { AdminFile } from './admin-api';
import type { ApiFailure } from './main-api';

/** A pick-up store as the admin sees it (issue 30): the store, the version it was read at, how many orders name it. */
export interface AdminStore {
  readonly store: PickupStore;
  readonly version: number;
  readonly orders: number;
}

/** The server's dry run of a store import: counts, each bad row's column and reason, each good row, the versions seen. */
export interface StoreImportReport {
  readonly summary: string;
  readonly create: number;
  readonly update: number;
  readonly errorRows: number;
  readonly errors: ReadonlyArray<{ readonly row: number; readonly column: string; readonly message: string }>;
  readonly stores: ReadonlyArray<{ readonly id: string; readonly name: string; readonly row: number; readonly action: 'create' | 'update' }>;
  readonly basis: Readonly<Record<string, number>>;
}

/** The admin's pick-up store calls (v1/admin/tenants/:tenant/stores…); every failure is a value. */
export interface AdminStoresApi {
  listStores(tenant: string): Promise<Either<ApiFailure, readonly AdminStore[]>>;
  createStore(tenant: string, store: PickupStore): Promise<Either<ApiFailure, AdminStore>>;
  saveStore(tenant: string, version: number, store: PickupStore): Promise<Either<ApiFailure, AdminStore>>;
  retireStore(tenant: string, storeId: string, version: number, active: boolean): Promise<Either<ApiFailure, AdminStore>>;
  importTemplate(): Promise<Either<ApiFailure, AdminFile>>;
  importDryRun(tenant: string, csv: string): Promise<Either<ApiFailure, StoreImportReport>>;
  importApply(tenant: string, csv: string, basis: Readonly<Record<string, number>>): Promise<Either<ApiFailure, { readonly summary: string }>>;
}
export const AdminStoresApi = Symbol('AdminStoresApi');
