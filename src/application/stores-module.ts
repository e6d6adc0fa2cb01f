import { ContainerModule } from 'inversify';
import { PendingProductHandOff, ProductHandOff } from './catalog/product-hand-off';
import { ArtistStore } from './stores/artist-store';
import { CartStore } from './stores/cart-store';
import { CatalogStore } from './stores/catalog-store';
import { FaqStore } from './stores/faq-store';
import { PageTitleStore } from './stores/page-title-store';
import { PrintProductSource } from './ports/print-products';
import { DefaultPrintProducts } from './printing/default-print-products';
import { ConfigStore } from './stores/config-store';
import { ProjectStore } from './stores/project-store';
import { ShellStore } from './stores/shell-store';
import { TenantStore } from './stores/tenant-store';
import { TileImageStore } from './stores/tile-image-store';
import { UploadStore } from './stores/upload-store';
import { UploadTiles } from './ports/upload-tiles';
import { ProjectUploadTiles } from './upload/project-upload-tiles';
import { AlbumPickerStore } from './upload/album-picker-store';
import { ArtistDesignsStore } from './upload/artist-designs';
import { QueryImageImporter } from './upload/query-images';

/** The application's stores, one instance each; the same module is used by the app and by tests. */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(TenantStore).toSelf().inSingletonScope();
  bind(ConfigStore).toSelf().inSingletonScope();
  bind(ShellStore).toSelf().inSingletonScope();
  bind(CatalogStore).toSelf().inSingletonScope();
  bind(ArtistStore).toSelf().inSingletonScope();
  bind(FaqStore).toSelf().inSingletonScope();
  bind(CartStore).toSelf().inSingletonScope();
  bind(PageTitleStore).toSelf().inSingletonScope();
  // The printing tool and the cart rebind this to their own hand-off.
  bind(ProductHandOff).to(PendingProductHandOff).inSingletonScope();
  bind(ProjectStore).toSelf().inSingletonScope();
  bind(TileImageStore).toSelf().inSingletonScope();
  bind(UploadStore).toSelf().inSingletonScope();
  bind(UploadTiles).to(ProjectUploadTiles).inSingletonScope();
  bind(AlbumPickerStore).toSelf().inSingletonScope();
  bind(QueryImageImporter).toSelf().inSingletonScope();
  bind(ArtistDesignsStore).toSelf().inSingletonScope();
  // The catalogue replaces this with a catalogue-backed source (rebind PrintProductSource).
  bind(PrintProductSource).to(DefaultPrintProducts).inSingletonScope();
});
