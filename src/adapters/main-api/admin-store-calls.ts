import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AdminStore, AdminStoresApi } from '../../application/ports/admin-stores-api';
import type { ApiFailure } from '../../application/ports/main-api';
import type { AdminStoreWire } from '../../contract/admin-stores';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import { toStoreWire } from '../../contract/pickup-stores';
import type { PickupStore } from '../../domain/pickup';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

const fromWire = (w: AdminStoreWire): AdminStore => ({ store: { ...w.store, week: [...w.store.week] }, version: w.version, orders: w.orders });
const storeOf = (r: Either<ApiFailure, AdminStoreWire>): Either<ApiFailure, AdminStore> => (isLeft(r) ? r : right(fromWire(r.right)));
const draftOf = (s: PickupStore) => ({ ...toStoreWire(s), active: s.active });

/** The admin's pick-up store calls (issue 30) over the main-API transport, loaded with the admin chunk. */
@injectable()
export class HttpAdminStoresApi implements AdminStoresApi {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

  async listStores(tenant: string) {
    const r = await this.transport.call(endpoints.adminListStores, { params: { tenant } });
    return isLeft(r) ? r : right(r.right.stores.map(fromWire));
  }

  async createStore(tenant: string, store: PickupStore) {
    return storeOf(await this.transport.call(endpoints.adminCreateStore, { params: { tenant }, body: { store: draftOf(store) } }));
  }

  async saveStore(tenant: string, version: number, store: PickupStore) {
    return storeOf(await this.transport.call(endpoints.adminSaveStore, { params: { tenant, storeId: store.id }, body: { version, store: draftOf(store) } }));
  }

  async retireStore(tenant: string, storeId: string, version: number, active: boolean) {
    return storeOf(await this.transport.call(endpoints.adminRetireStore, { params: { tenant, storeId }, body: { version, active } }));
  }

  importTemplate() {
    return this.transport.download(endpoints.adminStoreImportTemplate, {});
  }

  importDryRun(tenant: string, csv: string) {
    return this.transport.call(endpoints.adminStoreImportDryRun, { params: { tenant }, body: { csv } });
  }

  importApply(tenant: string, csv: string, basis: Readonly<Record<string, number>>) {
    return this.transport.call(endpoints.adminStoreImportApply, { params: { tenant }, body: { csv, basis: { ...basis } } });
  }
}
