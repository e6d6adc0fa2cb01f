import { ContainerModule } from 'inversify';
import { PrintProductSource } from '../ports/print-products';
import { uploadModule } from '../upload/upload-module';
import { CatalogPrintProducts } from './catalog-print-products';
import { ProjectStoreId } from './printing-product-hand-off';
import { ProjectStore } from './project-store';

/**
 * The printing tool's session: the shopper's projects, one instance for the whole visit. Not in
 * the entry: the pages that use them load this module with their chunk, and the shell loads it
 * after the first render for the leave-page guard (src/ui/routing/feature-modules.ts).
 */
export const printingSessionModule = new ContainerModule(({ bind }) => {
  bind(ProjectStore).toSelf().inSingletonScope();
  bind(PrintProductSource).to(CatalogPrintProducts).inSingletonScope();
  // The same instance under the id the product hand-off (in the entry) resolves it by.
  bind(ProjectStoreId).toService(ProjectStore);
});

/** What the printing pages load: the projects and the upload pipeline that fills them. */
export const printingSessionModules: readonly ContainerModule[] = [printingSessionModule, uploadModule];
