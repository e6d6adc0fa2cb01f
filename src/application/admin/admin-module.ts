import { ContainerModule } from 'inversify';
import { bindTransients } from '../bind-classes';
import { ArtistGroupsStore } from './artist-groups-store';
import { ConfettiStore } from './confetti-store';
import { CustomersStore } from './customers-store';
import { OrderDetailStore } from './order-detail-store';
import { ProductEditorStore } from './product-editor-store';
import { ProductImportStore } from './product-import-store';
import { ProductsListStore } from './products-list-store';
import { OrdersListStore } from './orders-list-store';
import { TenantSettingsStore } from './tenant-settings-store';
import { AssetLibraryStore } from './asset-library-store';
import { AdminTenantChoice } from './admin-tenant-choice';
import { PickupStoresAdminStore } from './pickup-stores-admin-store';

/**
 * The admin pages' stores (issue #17), loaded with the admin chunk only. Each page owns its store
 * (transient: a fresh one per visit, disposed when the page goes; tests/application/disposal.test.ts
 * lists them).
 */
export const adminModule = new ContainerModule(({ bind }) => {
  bindTransients(bind, [
    OrdersListStore,
    OrderDetailStore,
    ArtistGroupsStore,
    ProductsListStore,
    ProductEditorStore,
    ProductImportStore,
    ConfettiStore,
    CustomersStore,
    TenantSettingsStore,
    AssetLibraryStore,
    PickupStoresAdminStore,
  ]);
  // The side navigation's: one for the visit, so the tenant last edited stays chosen across pages.
  bind(AdminTenantChoice).toSelf().inSingletonScope();
});
