import { Hono } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { isSizedPictureEdge, SIZED_PICTURE_EDGES } from '../../src/domain/imaging/sized-picture';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { Queryable } from '../db/db';
import { uploadTenantOfKey } from '../files/requested-file-key';
import { acceptedFormat, SIZED_CONTENT_TYPES, type SizedPictures } from './sized-pictures';
import { SITE_NOT_PUBLIC } from '../site-gate/site-gate';
import { clientAddress } from '../storefront/client-address';
import { refused, refusal } from '../http/refusal';

/** Derivatives made per client: a cart's and a wall's pictures at once, then a steady trickle (a cached one is never counted). */
export const SIZED_PICTURE_THROTTLE: ThrottleLimits = { capacity: 200, refillPerSecond: 10 };

export interface SizedPictureDeps {
  readonly db: Queryable;
  readonly pictures: SizedPictures;
  /** The store's key a tile's address names (`/files/…`, PUBLIC_URL's or the bucket's), or null when it is not ours. */
  readonly keyOf: (src: string) => string | null;
  /** The private-site gate (issue 18): may this browser see the tenant's uploads? */
  readonly siteOpen: (tenantId: string, cookies: string | undefined) => Promise<boolean>;
  readonly throttle?: ThrottleLimits;
}

/**
 * GET (and HEAD) /api/v1/images/sized?src=…&edge=…: a stored photo at a display size (issue 28 item 4),
 * for the pictures drawn after the tool and the catalogue's pictures: WebP to a browser whose Accept
 * names it (an `<img>`'s does), JPEG otherwise. The photo's own rules hold: an upload of a private tenant
 * answers 403 without that tenant's pass, exactly as `/files/uploads/<tenant>/…` does.
 */
export function sizedPictureRoutes({ db, pictures, keyOf, siteOpen, throttle = SIZED_PICTURE_THROTTLE }: SizedPictureDeps): Hono {
  const api = new Hono();
  const limiter = new PgRateLimiter(db, 'sized-picture', throttle);
  api.get(v1Route(endpoints.sizedPicture), async (c) => {
    const edgeText = c.req.query('edge') ?? '';
    const edge = /^[1-9]\d{0,4}$/.test(edgeText) ? Number(edgeText) : Number.NaN;
    if (!isSizedPictureEdge(edge)) return refused(c, refusal(400, `edge must be one of ${SIZED_PICTURE_EDGES.join(', ')}`));
    const src = c.req.query('src') ?? '';
    if (src === '') return refused(c, refusal(400, 'src is required: the stored photo’s address (/files/…)'));
    const key = keyOf(src);
    if (key === null) return refused(c, refusal(404, 'Not found: src is not a photo of this store'));
    const tenant = uploadTenantOfKey(key);
    if (tenant !== null && !(await siteOpen(tenant, c.req.header('cookie')))) return c.json(SITE_NOT_PUBLIC, 403);
    const format = acceptedFormat(c.req.header('accept'));
    const made = await pictures.get(key, edge, () => limiter.take(clientAddress(c)), format);
    if (made === 'not-found') return refused(c, refusal(404, 'Not found: src is not a photo of this store'));
    if (made === 'throttled') return refused(c, refusal(429, 'Too many picture requests. Please wait a moment and try again.'));
    if (made === 'undecodable') return refused(c, refusal(422, 'This photo could not be read, so it has no smaller picture'));
    c.header('Content-Type', SIZED_CONTENT_TYPES[format]);
    // One address, two formats: a cache keeps the WebP apart from the JPEG.
    c.header('Vary', 'Accept');
    c.header('Content-Length', String(made.bytes.byteLength));
    // The address names one photo (stored keys never change content) at one size.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('x-amz-meta-width', String(made.width));
    c.header('x-amz-meta-height', String(made.height));
    return c.req.method === 'HEAD' ? c.body(null) : c.body(new Uint8Array(made.bytes));
  });
  return api;
}
