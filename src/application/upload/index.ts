/**
 * The upload's public entry (issue 36): the pipeline that sends the shopper's photos and places them
 * in the active project's frames (through the ProjectTiles port: the upload never imports the
 * printing). The photo picker's own sources (albums, artists' designs, social photos) are behind a
 * second entry, `picker-module.ts`, loaded with the picker page only.
 */
export { UploadStore } from './upload-store';
export type { PhotoUpload } from './photo-uploads';
export { SinglePhotoUpload } from './single-photo-upload';
export { StoredPhotoAdder } from './stored-photos';
export { uploadModule } from './upload-module';
