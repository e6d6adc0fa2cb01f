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
