/**
 * The admin's image library (issue #17): what an upload may be. The server decides by the decoded
 * bytes; the page checks the same size and the browser's idea of the type first, so a wrong file is
 * refused before it is sent, with the same words.
 */

/** The largest image an admin may upload: 20 MB. */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;

/** The image types an asset may be (SVG templates are not uploaded here: they are not sanitised). */
export const ASSET_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** A size in megabytes with one decimal: `21.0 MB`. */
export const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const assetTooLargeMessage = (bytes: number): string => `This image is ${megabytes(bytes)}: images can be at most 20 MB.`;

export const NOT_AN_ASSET_IMAGE = 'This file is not an image we can use: upload a JPEG, PNG or WebP image.';

/** Why a chosen file cannot be uploaded (null: send it; the server checks its bytes again). */
export function assetFileProblem(file: { readonly name: string; readonly type: string; readonly size: number }): string | null {
  if (file.size === 0) return 'This file is empty: choose an image.';
  if (file.size > MAX_ASSET_BYTES) return assetTooLargeMessage(file.size);
  // Browsers leave the type empty for unknown extensions: the server reads the bytes then.
  if (file.type !== '' && !(file.type in ASSET_TYPES)) return NOT_AN_ASSET_IMAGE;
  return null;
}
