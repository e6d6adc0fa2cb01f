import { ContainerModule } from 'inversify';
import { PrintProductSource } from '../ports/print-products';
import { UploadTiles } from '../ports/upload-tiles';
import { ProjectStore } from '../stores/project-store';
import { UploadStore } from '../stores/upload-store';
import { ProjectUploadTiles } from '../upload/project-upload-tiles';
import { CatalogPrintProducts } from './catalog-print-products';
import { ProjectStoreId, UploadStoreId } from './printing-product-hand-off';

/**
 * The printing tool's session: the shopper's projects and the upload pipeline that fills them, one
 * instance each for the whole visit (an upload keeps running from /photo-picker to /printing). Not
 * in the entry: the pages that use them load this module with their chunk, and the shell loads it
 * after the first render for the leave-page guard (src/ui/routing/feature-modules.ts).
 */
export const printingStoresModule = new ContainerModule(({ bind }) => {
  bind(ProjectStore).toSelf().inSingletonScope();
  bind(UploadStore).toSelf().inSingletonScope();
  bind(UploadTiles).to(ProjectUploadTiles).inSingletonScope();
  bind(PrintProductSource).to(CatalogPrintProducts).inSingletonScope();
  // The same instances under the ids the product hand-off (in the entry) resolves them by.
  bind(ProjectStoreId).toService(ProjectStore);
  bind(UploadStoreId).toService(UploadStore);
});
