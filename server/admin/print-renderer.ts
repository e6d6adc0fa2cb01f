import type { PrintFilePlan } from '../../src/domain/admin';

type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;
/** sharp (native libvips) loads on the first print, not when the server starts. */
const sharpLib = (): Promise<Sharp> => (loading ??= import('sharp').then((m) => m.default));

/** Largest photo we decode for a print (about a 100-megapixel camera): a bigger one is refused, not rendered. */
export const MAX_SOURCE_PIXELS = 100_000_000;

/** The print file's format: JPEG at quality 92, no chroma subsampling, tagged 300 dpi. */
export const PRINT_MIME = 'image/jpeg';
export const PRINT_EXTENSION = 'jpg';

/** The photo's upright size (EXIF orientation applied, as the browser showed it when it was cropped). */
export async function uprightSize(source: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await sharpLib();
  const meta = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { width: upright.width ?? 0, height: upright.height ?? 0 };
}

/**
 * Renders one print file with sharp: upright, cropped, resized to cover the photo area, grayscale
 * when asked, then the mat added around it; the file is exactly `plan.width` x `plan.height`.
 */
export async function renderPrintFile(source: Buffer, plan: PrintFilePlan): Promise<Buffer> {
  const sharp = await sharpLib();
  let image = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).autoOrient();
  if (plan.crop) image = image.extract(plan.crop);
  image = image.resize({ width: plan.photo.width, height: plan.photo.height, fit: 'cover', position: 'centre' });
  if (plan.grayscale) image = image.grayscale();
  if (plan.matColor) {
    const m = plan.photo.left;
    image = image.extend({ top: m, bottom: plan.height - plan.photo.height - m, left: m, right: plan.width - plan.photo.width - m, background: plan.matColor.slice(0, 7) });
  }
  return image.flatten({ background: '#ffffff' }).toColourspace('srgb').jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).withMetadata({ density: 300 }).toBuffer();
}
