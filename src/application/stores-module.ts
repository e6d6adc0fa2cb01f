import { ContainerModule } from 'inversify';
import { ProductHandOff } from './catalog/product-hand-off';
import { CatalogPrintProducts } from './printing/catalog-print-products';
import { PrintingProductHandOff, ProjectStoreProvider, UploadStoreProvider } from './printing/printing-product-hand-off';
import { ArtistStore } from './stores/artist-store';
import { CartContentsStore } from './stores/cart-contents-store';
import { CatalogStore } from './stores/catalog-store';
import { FaqStore } from './stores/faq-store';
import { PageTitleStore } from './stores/page-title-store';
import { PrintProductSource } from './ports/print-products';
import { ConfigStore } from './stores/config-store';
import { ProjectStore } from './stores/project-store';
import { ShellStore } from './stores/shell-store';
import { TenantStore } from './stores/tenant-store';
import { TileImageStore } from './stores/tile-image-store';
import { UploadStore } from './stores/upload-store';
import { UploadTiles } from './ports/upload-tiles';
import { ProjectUploadTiles } from './upload/project-upload-tiles';

/**
 * The application's stores that the shell and most pages need, one instance each; the same module
 * is used by the app and by tests. Stores only one page needs live in that page's feature module
 * (`upload/picker-stores-module`, `cart/cart-stores-module`), loaded with the page's chunk.
 */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(TenantStore).toSelf().inSingletonScope();
  bind(ConfigStore).toSelf().inSingletonScope();
  bind(ShellStore).toSelf().inSingletonScope();
  bind(CatalogStore).toSelf().inSingletonScope();
  bind(ArtistStore).toSelf().inSingletonScope();
  bind(FaqStore).toSelf().inSingletonScope();
  bind(PageTitleStore).toSelf().inSingletonScope();
  bind(ProductHandOff).to(PrintingProductHandOff).inSingletonScope();
  bind(ProjectStoreProvider).toDynamicValue((ctx) => () => ctx.get(ProjectStore));
  bind(UploadStoreProvider).toDynamicValue((ctx) => () => ctx.get(UploadStore));
  bind(ProjectStore).toSelf().inSingletonScope();
  bind(CartContentsStore).toSelf().inSingletonScope();
  bind(TileImageStore).toSelf().inSingletonScope();
  bind(UploadStore).toSelf().inSingletonScope();
  bind(UploadTiles).to(ProjectUploadTiles).inSingletonScope();
  bind(PrintProductSource).to(CatalogPrintProducts).inSingletonScope();
});
