import { ContainerModule } from 'inversify';
import { AdminApi } from '../../application/ports/admin-api';
import { AdminCatalogueApi } from '../../application/ports/admin-catalogue-api';
import { AdminConfettiApi } from '../../application/ports/admin-confetti-api';
import { FileSaver } from '../../application/ports/file-saver';
import { BrowserFileSaver } from '../files/browser-file-saver';
import { HttpAdminApi } from './admin-calls';
import { HttpAdminCatalogueApi } from './admin-catalogue-calls';
import { HttpAdminConfettiApi } from './admin-confetti-calls';
import { AdminTenantsApi } from '../../application/ports/admin-tenants-api';
import { AssetLibrary } from '../../application/ports/asset-library';
import { HttpAdminTenantsApi } from './admin-tenant-calls';
import { XhrAssetLibrary } from './xhr-asset-library';
import { AdminStoresApi } from '../../application/ports/admin-stores-api';
import { HttpAdminStoresApi } from './admin-store-calls';

/** The admin pages' adapters, loaded with their chunk: the admin calls and the browser's downloads. */
export const adminApiModule = new ContainerModule(({ bind }) => {
  bind(AdminApi).to(HttpAdminApi).inSingletonScope();
  bind(AdminCatalogueApi).to(HttpAdminCatalogueApi).inSingletonScope();
  bind(AdminConfettiApi).to(HttpAdminConfettiApi).inSingletonScope();
  bind(AdminTenantsApi).to(HttpAdminTenantsApi).inSingletonScope();
  bind(AssetLibrary).to(XhrAssetLibrary).inSingletonScope();
  bind(AdminStoresApi).to(HttpAdminStoresApi).inSingletonScope();
  bind(FileSaver).toConstantValue(new BrowserFileSaver(document));
});
