import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MONOGRAM_TEMPLATE_KEY, MONOGRAM_TEMPLATE_SVG } from './catalogue';
import { writeSeedImages } from './images/seed-images';

/** The files the catalogue points at: generated images and the SVG template, under `filesDir`. */
export async function seedFiles(filesDir: string): Promise<{ written: number; ms: number }> {
  const images = await writeSeedImages(filesDir);
  const template = path.join(filesDir, MONOGRAM_TEMPLATE_KEY);
  await mkdir(path.dirname(template), { recursive: true });
  await writeFile(template, MONOGRAM_TEMPLATE_SVG);
  return images;
}
