import { Hono } from 'hono';
import { DEFAULT_LIMITS, fetchRemoteImage, parseImageAddress, type RemoteImageLimits } from './remote-image';
import { clientAddress } from '../storefront/client-address';
import type { Queryable } from '../db/db';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { isRefusal, refused, refusal } from '../http/refusal';

/** Per client: an album page of thumbnails at once, then a steady trickle; a shopper never notices, a scraper does. */
export const PROXY_THROTTLE: ThrottleLimits = { capacity: 200, refillPerSecond: 20 };

/** The proxy's own CSP: an image (an SVG too) opened directly can load and run nothing. */
const PROXIED_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * GET and HEAD /images/proxy?url=…: an image on another site through our origin, so the client's
 * `connect-src 'self'` can fetch query images (SPEC §1/§7) and social photos. Refusals (SSRF limits,
 * not an image, too large) answer a 4xx JSON message like every route; see `fetchRemoteImage`.
 * The answer carries the image's content type and, when known, its size as x-amz-meta-width/height.
 * Hono answers HEAD with the GET route; a HEAD goes upstream as a HEAD (no download).
 */
export function imageProxyRoutes(db: Queryable, limits: RemoteImageLimits = DEFAULT_LIMITS, perClient: ThrottleLimits = PROXY_THROTTLE): Hono {
  const api = new Hono();
  const throttle = new PgRateLimiter(db, 'image-proxy', perClient);
  api.get(v1Route(endpoints.imageProxy), async (c) => {
    if (!(await throttle.take(clientAddress(c)))) return refused(c, refusal(429, 'Too many image requests. Please wait a moment and try again.'));
    const url = parseImageAddress(c.req.query('url'));
    if (isRefusal(url)) return refused(c, url);
    const head = c.req.raw.method === 'HEAD';
    const image = await fetchRemoteImage(url, head ? 'HEAD' : 'GET', limits);
    if (isRefusal(image)) return refused(c, image);
    c.header('Content-Type', image.contentType);
    if (image.contentLength !== null) c.header('Content-Length', String(image.contentLength));
    if (image.width !== null && image.height !== null) {
      c.header('x-amz-meta-width', String(image.width));
      c.header('x-amz-meta-height', String(image.height));
    }
    c.header('Cache-Control', 'private, max-age=300');
    c.header('Content-Security-Policy', PROXIED_CSP);
    return image.body ? c.body(new Uint8Array(image.body)) : c.body(null);
  });
  return api;
}
