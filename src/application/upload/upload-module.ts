import { ContainerModule } from 'inversify';
import { UploadTiles } from '../ports/upload-tiles';
import { UploadStoreId } from '../printing/printing-product-hand-off';
import { ProjectUploadTiles } from './project-upload-tiles';
import { UploadStore } from './upload-store';

/**
 * The upload pipeline of the printing session (one instance for the visit: an upload keeps running
 * from /photo-picker to /printing). Loaded with the printing session module, never in the entry.
 */
export const uploadModule = new ContainerModule(({ bind }) => {
  bind(UploadStore).toSelf().inSingletonScope();
  bind(UploadTiles).to(ProjectUploadTiles).inSingletonScope();
  // The same instance under the id the product hand-off (in the entry) resolves it by.
  bind(UploadStoreId).toService(UploadStore);
});
