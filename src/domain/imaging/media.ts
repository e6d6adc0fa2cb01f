/** What an uploaded or linked file is, judged by its extension (SPEC §5). */
export type MediaKind = 'video' | 'image' | 'unknown';

/** Video extensions the store plays. */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'ogg'];
/** Image extensions the store accepts. */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'gif', 'png', 'apng', 'svg', 'bmp', 'ico', 'webp'];

/** The lowercased extension of a file name or URL path, ignoring any query or hash. */
export const fileExtension = (name: string): string => {
  const path = name.replace(/[?#].*$/s, '');
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
};

/** Classifies a file by its extension. */
export const mediaKind = (name: string): MediaKind => {
  const ext = fileExtension(name);
  return VIDEO_EXTENSIONS.includes(ext) ? 'video' : IMAGE_EXTENSIONS.includes(ext) ? 'image' : 'unknown';
};

/** Zero-byte uploads are skipped rather than sent. */
export const shouldSkipUpload = (byteSize: number): boolean => byteSize <= 0;

/** A shared image's thumbnail name: '_tmb' inserted before the extension. */
export const thumbnailName = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? `${fileName}_tmb` : `${fileName.slice(0, dot)}_tmb${fileName.slice(dot)}`;
};

/** How long a finished progress bar stays full before it resets to 0. */
export const UPLOAD_PROGRESS_RESET_MS = 1000;

/**
 * The upload progress bar (0..1): it starts at half of one photo's share, so the shopper
 * sees movement at once, then steps by one share per finished photo and ends at 1.
 */
export const uploadProgress = (total: number, finished: number): number => {
  if (total <= 0) return 0;
  if (finished >= total) return 1;
  return (Math.max(0, finished) + 0.5) / total;
};
