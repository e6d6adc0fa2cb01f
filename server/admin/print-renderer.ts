import { availableParallelism } from 'node:os';
import type { PrintFilePlan } from '../../src/domain/admin';
import type { PicturePlan } from '../../src/domain/printing/tile-picture';
import { iccSegments, withIccSegments } from './jpeg-icc';

type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;

/**
 * libvips threads per pipeline. sharp drops its default to 1 on glibc (memory fragmentation with many
 * threads); then a print file's resize runs on one core while the other idles. Two (at most the
 * machine's cores) halve a split piece's 2.4x upscale, the largest part of its render
 * (bench/README.md, *Print render*), and keep the fragmentation sharp worries about small.
 */
export const PRINT_THREADS = Math.max(1, Math.min(2, availableParallelism()));

/** sharp (native libvips) loads on the first print, not when the server starts. */
const sharpLib = (): Promise<Sharp> =>
  (loading ??= import('sharp').then((m) => {
    if (m.default.concurrency() < PRINT_THREADS) m.default.concurrency(PRINT_THREADS);
    return m.default;
  }));

let srgbSegments: Promise<Buffer[]> | undefined;
/** The APP2 segment sharp writes for its sRGB profile, taken once from a 1 x 1 JPEG it encoded (see jpeg-icc.ts). */
const srgbProfileSegments = (): Promise<Buffer[]> =>
  (srgbSegments ??= sharpLib().then(async (sharp) =>
    iccSegments(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
        .withIccProfile('srgb')
        .jpeg()
        .toBuffer(),
    ),
  ));

/** Largest photo we decode for a print (about a 100-megapixel camera): a bigger one is refused, not rendered. */
export const MAX_SOURCE_PIXELS = 100_000_000;

/** The print file's format: JPEG at quality 92, no chroma subsampling, tagged 300 dpi, sRGB profile embedded. */
export const PRINT_MIME = 'image/jpeg';
export const PRINT_EXTENSION = 'jpg';

/** A photo decoded once, upright, as raw pixels: the pieces of a split are cut from it without decoding again. */
export interface DecodedPhoto {
  readonly data: Buffer;
  readonly info: { readonly width: number; readonly height: number; readonly channels: 1 | 2 | 3 | 4 };
}

/** The photo's upright size (EXIF orientation applied, as the browser showed it when it was cropped). */
export async function uprightSize(source: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await sharpLib();
  const meta = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { width: upright.width ?? 0, height: upright.height ?? 0 };
}

/**
 * Decodes a photo once, upright and in sRGB (its own profile applied), to raw pixels. Worth it only
 * when several files are cut from one photo (a split): one decode instead of one per piece.
 */
export async function decodeUpright(source: Buffer): Promise<DecodedPhoto> {
  const sharp = await sharpLib();
  const { data, info } = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .autoOrient()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The photo, upright, turned by the tile's rotation, cropped, resized into the photo area, grayscale when asked, with the mat around it. */
async function printArea(source: Buffer | DecodedPhoto, plan: PrintFilePlan, area: { width: number; height: number; left: number; top: number }) {
  const sharp = await sharpLib();
  let image = Buffer.isBuffer(source)
    ? sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).autoOrient()
    : sharp(source.data, { raw: source.info, limitInputPixels: MAX_SOURCE_PIXELS });
  // The turn comes first: the plan's crop is in the turned photo's pixels (sharp runs rotate-then-extract in this order).
  if (plan.rotation) image = image.rotate(plan.rotation);
  image = image.extract(plan.crop).resize({ width: plan.photo.width, height: plan.photo.height, fit: 'cover', position: 'centre' });
  if (plan.grayscale) image = image.grayscale();
  const top = plan.photo.top - area.top;
  const left = plan.photo.left - area.left;
  const bottom = area.height - plan.photo.height - top;
  const right = area.width - plan.photo.width - left;
  if (top > 0 || left > 0 || bottom > 0 || right > 0) {
    image = image.extend({ top, left, bottom, right, background: (plan.matColor ?? '#ffffff').slice(0, 7) });
  }
  return image;
}

/**
 * Renders one print file with sharp, in one libvips pipeline: upright, cropped, resized to cover the
 * photo area, grayscale when asked, then the mat added around it; the file is exactly `plan.width` x
 * `plan.height`, sRGB with the sRGB profile embedded, 300 dpi. From a JPEG source nothing outside the
 * pipeline's demand is decoded twice; from a `DecodedPhoto` (a split's pieces) nothing is decoded.
 *
 * The JPEG encoder runs without the optimised Huffman tables (`optimiseCoding: false`): that second
 * pass over the coefficients was two-thirds of a 2400 px render (bench/README.md, *Print render*) and
 * saves about 4 % of the bytes of a file nobody downloads over a phone line.
 */
export async function renderPrintFile(source: Buffer | DecodedPhoto, plan: PrintFilePlan): Promise<Buffer> {
  const [image, profile] = await Promise.all([printArea(source, plan, { left: 0, top: 0, width: plan.width, height: plan.height }), srgbProfileSegments()]);
  // The pixels are sRGB already (the source's own profile is applied when it is read): the profile is
  // embedded as it is, not through sharp's identity transform (see jpeg-icc.ts).
  const jpeg = await image
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .withDensity(300)
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })
    .toBuffer();
  return withIccSegments(jpeg, profile);
}

/**
 * Renders a tile's picture (a thumbnail for emails and pages) from the same plan geometry as the print
 * file, framed when the plan has a frame: the print area is rendered first, then the moulding is
 * added around it (sharp applies one extend per pipeline). sRGB JPEG at quality 85.
 */
export async function renderTilePicture(source: Buffer | DecodedPhoto, plan: PicturePlan): Promise<Buffer> {
  const sharp = await sharpLib();
  const area = plan.frame?.print ?? { left: 0, top: 0, width: plan.width, height: plan.height };
  const print = await printArea(source, plan, area);
  let image = print.flatten({ background: '#ffffff' }).toColourspace('srgb');
  if (plan.frame) {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extend({
      top: area.top,
      left: area.left,
      bottom: plan.height - area.height - area.top,
      right: plan.width - area.width - area.left,
      background: plan.frame.hex,
    });
  }
  return image.withIccProfile('srgb').jpeg({ quality: 85, chromaSubsampling: '4:4:4' }).toBuffer();
}
