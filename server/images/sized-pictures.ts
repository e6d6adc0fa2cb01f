import { contentTypeOfKey, type FileStore } from '../files/file-store-port';
import { imageDimensions } from '../files/image-dimensions';
import type { SizedPictureEdge } from '../../src/domain/imaging/sized-picture';

/**
 * The formats a derivative is made in: JPEG for every client, WebP for a browser that says it takes it
 * (about a third fewer bytes for the same picture; `acceptedFormat`).
 */
export type SizedFormat = 'jpeg' | 'webp';

export const SIZED_CONTENT_TYPES: Readonly<Record<SizedFormat, string>> = { jpeg: 'image/jpeg', webp: 'image/webp' };

/** A derivative's bytes (in its format) and its own pixel size. */
export interface SizedPicture {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export type SizedOutcome = SizedPicture | 'not-found' | 'undecodable' | 'throttled';

/** JPEG quality of a display derivative: a picture at ≤ 2048 px seen small, not a print. */
export const SIZED_JPEG_QUALITY = 82;
/** WebP quality of a display derivative: looks like the JPEG at 82 in 70–80 % of its bytes on a photo (less on flat artwork). */
export const SIZED_WEBP_QUALITY = 78;

/**
 * The format a request's Accept header asks: WebP only when it names `image/webp` (not refused with
 * q=0); a wildcard does not count, so a mail client's or a link preview's fetch of the same address
 * gets the JPEG every client reads.
 */
export function acceptedFormat(accept: string | undefined): SizedFormat {
  for (const range of (accept ?? '').slice(0, 1024).split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q !== undefined && !(Number(q.slice(2)) > 0) ? 'jpeg' : 'webp';
  }
  return 'jpeg';
}

/**
 * Where a derivative is kept in the store: beside its photo, in a `sized-<edge>` folder before the file's
 * name (a WebP one with `.webp` after it, so the store serves it as what it is). An upload's
 * derivative stays under `uploads/<tenant>/…`, so the private-site gate that guards the photo
 * (`/files/uploads/<tenant>/…`) guards its derivatives too.
 */
export const sizedKeyOf = (key: string, edge: SizedPictureEdge, format: SizedFormat = 'jpeg'): string => {
  const slash = key.lastIndexOf('/');
  return `${key.slice(0, slash + 1)}sized-${edge}/${key.slice(slash + 1)}${format === 'webp' ? '.webp' : ''}`;
};

/**
 * Display-size derivatives of stored photos (issue 28 item 4): the cart, the confirmation, the wall,
 * the share page and the admin's order view draw a tile from at most 2048 px instead of the 12-MP
 * original. Made once with sharp (shrink-on-load, EXIF orientation applied, sRGB, never enlarged) and
 * kept in the store beside the photo, so the next request only reads it; requests for one derivative
 * while it is being made share that one make. A photo that does not decode writes nothing.
 */
export class SizedPictures {
  private readonly making = new Map<string, Promise<SizedOutcome>>();
  /** Derivatives made (tests count them). */
  made = 0;

  constructor(private readonly store: FileStore) {}

  /**
   * The derivative of the photo at `key`; `mayMake` is asked before making one (the per-client
   * throttle counts only the work of making, never a cached read).
   */
  async get(key: string, edge: SizedPictureEdge, mayMake: () => Promise<boolean>, format: SizedFormat = 'jpeg'): Promise<SizedOutcome> {
    const type = contentTypeOfKey(key);
    if (!type || type === 'image/svg+xml') return 'not-found';
    const sizedKey = sizedKeyOf(key, edge, format);
    const kept = await this.store.read(sizedKey).catch(() => null);
    if (kept) {
      const size = imageDimensions(Buffer.from(kept));
      if (size) return { bytes: kept, ...size };
    }
    const running = this.making.get(sizedKey);
    if (running) return running;
    const make = (async (): Promise<SizedOutcome> => {
      const original = await this.store.read(key).catch(() => null);
      if (!original) return 'not-found';
      if (!(await mayMake())) return 'throttled';
      const made = await resized(original, edge, format);
      if (!made) return 'undecodable';
      await this.store.put(sizedKey, made.bytes, SIZED_CONTENT_TYPES[format]);
      this.made++;
      return made;
    })();
    this.making.set(sizedKey, make);
    try {
      return await make;
    } finally {
      this.making.delete(sizedKey);
    }
  }
}

/** The photo upright, within `edge` on its long side, in `format`; null when sharp cannot read it. */
async function resized(original: Uint8Array, edge: number, format: SizedFormat): Promise<SizedPicture | null> {
  const sharp = (await import('sharp')).default;
  try {
    const upright = sharp(original, { failOn: 'error' })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    const encoded = format === 'webp' ? upright.webp({ quality: SIZED_WEBP_QUALITY }) : upright.jpeg({ quality: SIZED_JPEG_QUALITY });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}
