import { ContainerModule } from 'inversify';
import { ProductHandOff } from './catalog/product-hand-off';
import type { ProjectStore } from './stores/project-store';
import type { UploadStore } from './stores/upload-store';
import {
  PrintingProductHandOff,
  ProjectStoreId,
  ProjectStoreProvider,
  UploadStoreId,
  UploadStoreProvider,
} from './printing/printing-product-hand-off';
import { ArtistStore } from './stores/artist-store';
import { CartContentsStore } from './stores/cart-contents-store';
import { CatalogStore } from './stores/catalog-store';
import { FaqStore } from './stores/faq-store';
import { PageTitleStore } from './stores/page-title-store';
import { ConfigStore } from './stores/config-store';
import { ShellStore } from './stores/shell-store';
import { ModalStore } from './shell/modal-store';
import { TenantStore } from './stores/tenant-store';
import { TileImageStore } from './stores/tile-image-store';

/**
 * The application's stores that the shell and most pages need, one instance each; the same module
 * is used by the app and by tests. Stores only some pages need live in feature modules
 * (`printing/printing-stores-module`, `upload/picker-stores-module`, `cart/cart-stores-module`),
 * loaded with those pages' chunks.
 */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(TenantStore).toSelf().inSingletonScope();
  bind(ConfigStore).toSelf().inSingletonScope();
  bind(ShellStore).toSelf().inSingletonScope();
  bind(ModalStore).toSelf().inSingletonScope();
  bind(CatalogStore).toSelf().inSingletonScope();
  bind(ArtistStore).toSelf().inSingletonScope();
  bind(FaqStore).toSelf().inSingletonScope();
  bind(PageTitleStore).toSelf().inSingletonScope();
  bind(ProductHandOff).to(PrintingProductHandOff).inSingletonScope();
  // Resolved when a choice is made, from the printing feature module the choosing page loaded.
  bind(ProjectStoreProvider).toDynamicValue((ctx) => () => ctx.get<ProjectStore>(ProjectStoreId));
  bind(UploadStoreProvider).toDynamicValue((ctx) => () => ctx.get<UploadStore>(UploadStoreId));
  bind(CartContentsStore).toSelf().inSingletonScope();
  bind(TileImageStore).toSelf().inSingletonScope();
});
