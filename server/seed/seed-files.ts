import type { FileStore } from '../files/file-store-port';
import { MONOGRAM_TEMPLATE_SVG } from './catalogue';
import { MONOGRAM_TEMPLATE_KEY } from './catalogue-products';
import { writeSeedImages } from './images/seed-images';

/** The files the catalogue points at: generated images and the SVG template, in the file store. */
export async function seedFiles(store: FileStore): Promise<{ written: number; ms: number }> {
  const images = await writeSeedImages(store);
  await store.put(MONOGRAM_TEMPLATE_KEY, new TextEncoder().encode(MONOGRAM_TEMPLATE_SVG), 'image/svg+xml');
  return images;
}
