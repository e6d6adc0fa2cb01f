/*
 * The photo uploads' media rules, apart from media.ts, which the video player reads on every page
 * (issue 27's JS budget: a module is placed whole in the shared chunk; only the uploads read these).
 */

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
