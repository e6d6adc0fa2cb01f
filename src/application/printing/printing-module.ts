import { ContainerModule } from 'inversify';
import { ProductHandOff } from '../catalog/product-hand-off';
import type { UploadStore } from '../upload/upload-store';
import {
  PrintingProductHandOff,
  ProjectStoreId,
  ProjectStoreProvider,
  UploadStoreId,
  UploadStoreProvider,
} from './printing-product-hand-off';
import type { ProjectStore } from './project-store';
import { TileImageStore } from './tile-image-store';

/**
 * The printing feature's entry part: the product hand-off into the tool and the tile pictures.
 * The session stores themselves (projects, uploads) are in `printing-session-module`, loaded with
 * the pages that use them.
 */
export const printingModule = new ContainerModule(({ bind }) => {
  bind(ProductHandOff).to(PrintingProductHandOff).inSingletonScope();
  // Resolved when a choice is made, from the session module the choosing page loaded.
  bind(ProjectStoreProvider).toDynamicValue((ctx) => () => ctx.get<ProjectStore>(ProjectStoreId));
  bind(UploadStoreProvider).toDynamicValue((ctx) => () => ctx.get<UploadStore>(UploadStoreId));
  bind(TileImageStore).toSelf().inSingletonScope();
});
