import type { Picture } from './wall-drawing';

/**
 * Loads and decodes a picture for drawing. Cross-origin ones are asked for with CORS so the snapshot
 * can read the canvas back (a same-origin or blob: address needs nothing).
 */
export const loadPicture = async (src: string): Promise<Picture> => {
  const img = new Image();
  img.decoding = 'async';
  if (!src.startsWith('blob:') && !src.startsWith('data:') && new URL(src, location.href).origin !== location.origin) img.crossOrigin = 'anonymous';
  img.src = src;
  await img.decode();
  return img;
};
