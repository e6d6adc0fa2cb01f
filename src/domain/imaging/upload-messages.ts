import { mediaKind } from './media';
import { shouldSkipUpload } from './upload-media';
import { isHeif } from './upload-rules';

/** SPEC §2 / §8: the wording of the upload progress bar and error dialogs. */
export const UPLOAD_PROGRESS_LABEL = 'Photos being uploaded…';
export const UPLOAD_FAILED_TITLE = 'Photo Upload Failed';
export const UPLOAD_START_FAILED_MESSAGE = 'Unable to start uploading photos';
export const partialUploadFailureMessage = (failed: number): string => `${failed} of your photos failed to upload.`;

/** Why a picked file does not become a tile, in words for the shopper. */
export const videoRefusedMessage = (name: string): string => `${name} is a video. Tiles are printed from photos, so it was not added.`;
export const unknownFileMessage = (name: string): string => `${name} is not a photo we can print. Choose JPG, PNG, GIF, WEBP, BMP, ICO, SVG or HEIC files.`;
export const heicUnsupportedMessage = (name: string): string => `${name} is a HEIC photo this browser cannot open. Please choose a JPEG or PNG copy of it.`;
export const undecodableMessage = (name: string): string => `${name} could not be opened as a photo.`;
export const unsafeSvgMessage = (name: string): string => `${name} is an SVG we cannot make safe to print.`;
export const emptyFileMessage = (name: string): string => `${name} is empty and was skipped.`;
export const interruptedUploadsMessage = (names: readonly string[]): string =>
  `${names.length === 1 ? '1 photo was' : `${names.length} photos were`} still uploading when the page closed. Please add ${names.length === 1 ? 'it' : 'them'} again: ${names.join(', ')}.`;

export type FileTriage =
  | { readonly kind: 'skip'; readonly message: string }
  | { readonly kind: 'refuse'; readonly message: string }
  | { readonly kind: 'accept'; readonly format: 'heif' | 'svg' | 'raster' };

/**
 * What to do with a picked file (SPEC §5): zero-byte files are skipped; HEIC/HEIF is recognised by
 * its magic bytes whatever its name; otherwise media by extension, videos refused with a message.
 */
export const triageFile = (name: string, byteSize: number, head: Uint8Array): FileTriage => {
  if (shouldSkipUpload(byteSize)) return { kind: 'skip', message: emptyFileMessage(name) };
  if (isHeif(head)) return { kind: 'accept', format: 'heif' };
  const kind = mediaKind(name);
  if (kind === 'video') return { kind: 'refuse', message: videoRefusedMessage(name) };
  if (kind === 'unknown') return { kind: 'refuse', message: unknownFileMessage(name) };
  return { kind: 'accept', format: /\.svg$/i.test(name) ? 'svg' : 'raster' };
};
