import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { SinglePhotoUpload } from './single-photo-upload';
import { StoredPhotoAdder } from './stored-photos';
import { UploadStore } from './upload-store';

/**
 * The upload pipeline of the printing session (one instance for the visit: an upload keeps running
 * from /photo-picker to /printing). Loaded with the printing session module, never in the entry.
 */
export const uploadModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [UploadStore, SinglePhotoUpload, StoredPhotoAdder]);
});
