import { jpegHeader, uprightJpegSize } from '../../domain/imaging/jpeg-header';
import { pngSize } from '../../domain/imaging/png-header';

/** How much of a file is read for its header: EXIF blocks with a thumbnail run to ~64 KB, so 256 KB covers the start-of-frame. */
export const PREVIEW_HEAD_BYTES = 256 * 1024;

/**
 * The address a chosen photo's local preview is drawn under until its upload lands (kept in the
 * tile's croppedImageUrl, a local field neither stored nor sent: SPEC §3). Not a URL anything fetches:
 * the canvas's picture loader finds the file itself under it (PhotoProcessor.keepLocal).
 */
export const localPreviewPath = (uploadId: string): string => `local-preview:${uploadId}`;

/**
 * The size a chosen file shows at, read from its JPEG or PNG header without decoding anything (issue
 * 31 item 7: its tile appears at once, before the photo is processed or posted); null for other
 * formats, whose tile waits for the processed photo.
 */
export async function uprightSizeFromHeader(file: { slice(start?: number, end?: number): Blob }): Promise<{ width: number; height: number } | null> {
  const png = pngSize(new Uint8Array(await file.slice(0, 24).arrayBuffer()));
  if (png) return png;
  const header = jpegHeader(new Uint8Array(await file.slice(0, PREVIEW_HEAD_BYTES).arrayBuffer()));
  return header === null ? null : uprightJpegSize(header);
}
