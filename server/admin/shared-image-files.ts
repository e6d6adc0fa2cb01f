import { randomUUID } from 'node:crypto';
import { NOT_AN_IMAGE, SHARED_IMAGE_TYPES, SHARED_THUMB_SIZE, sharedImageKeys, sharedImageSizeProblem, type SharedImageType } from '../../src/domain/catalog';
import { FULL_JPEG_QUALITY, THUMBNAIL_JPEG_QUALITY } from '../../src/domain/imaging/upload-rules';
import type { FileStore } from '../files/file-store-port';
import { refusal, type Refusal } from '../http/refusal';
import type { NewSharedImage } from './shared-albums';

type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;
/** sharp (native libvips) loads on the first upload, not when the server starts. */
const sharpLib = (): Promise<Sharp> => (loading ??= import('sharp').then((m) => m.default));

/** Largest photo decoded (about a 100-megapixel camera): a decompression bomb is refused, not decoded. */
export const MAX_SHARED_IMAGE_PIXELS = 100_000_000;

const MIME: Readonly<Record<SharedImageType, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const isSharedType = (format: string | undefined): format is SharedImageType => format !== undefined && format in SHARED_IMAGE_TYPES;

/** Encodes in the photo's own type: JPEG 0.9 for the photo and 0.8 for the thumbnail (SPEC §9), no metadata kept. */
const encode = (image: import('sharp').Sharp, type: SharedImageType, quality: number) =>
  type === 'jpeg' ? image.jpeg({ quality, mozjpeg: false }) : type === 'png' ? image.png() : image.webp({ quality });

/**
 * A new photo for a public album (issue #17): its type read from the bytes by sharp (never from the
 * file's name or the request's content type), size checked, turned upright, re-encoded without its
 * metadata (a camera's GPS position has no place in a public album), and a thumbnail of at most
 * 320 px made beside it. Both are stored under `shared/<album>/` with `_tmb` before the thumbnail's
 * extension. Nothing is stored unless the bytes are a JPEG, PNG or WebP image.
 */
export async function storeSharedImage(files: FileStore, albumId: string, bytes: Uint8Array): Promise<NewSharedImage | Refusal> {
  const sizeProblem = sharedImageSizeProblem(bytes.byteLength);
  if (sizeProblem) return refusal(bytes.byteLength > 0 ? 413 : 400, sizeProblem);
  const sharp = await sharpLib();
  const input = () => sharp(bytes, { limitInputPixels: MAX_SHARED_IMAGE_PIXELS, failOn: 'error' });
  let type: SharedImageType;
  let full: Buffer;
  let thumb: Buffer;
  let width: number;
  let height: number;
  try {
    const meta = await input().metadata();
    if (!isSharedType(meta.format)) return refusal(415, NOT_AN_IMAGE);
    type = meta.format;
    const upright = await encode(input().rotate(), type, FULL_JPEG_QUALITY * 100).toBuffer({ resolveWithObject: true });
    full = upright.data;
    width = upright.info.width;
    height = upright.info.height;
    thumb = await encode(
      sharp(full).resize(SHARED_THUMB_SIZE, SHARED_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }),
      type,
      THUMBNAIL_JPEG_QUALITY * 100,
    ).toBuffer();
  } catch (error) {
    // sharp throws for bytes it refuses; what it said is the admin's refusal.
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      return refusal(413, `That photo has more than ${MAX_SHARED_IMAGE_PIXELS / 1_000_000} million pixels. Choose a smaller photo.`);
    // Bytes sharp cannot read (a text file, a truncated or corrupt image): not an image we take.
    return refusal(415, NOT_AN_IMAGE);
  }
  const keys = sharedImageKeys(albumId, randomUUID(), type);
  await files.put(keys.key, new Uint8Array(full), MIME[type]);
  try {
    await files.put(keys.keyThumb, new Uint8Array(thumb), MIME[type]);
  } catch (error) {
    await files.delete(keys.key).catch(() => {});
    throw error;
  }
  return { key: keys.key, key_thumb: keys.keyThumb, file_name: keys.fileName, file_name_thumb: keys.fileNameThumb, width, height };
}
