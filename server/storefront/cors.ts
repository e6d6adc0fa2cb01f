import type { Context } from 'hono';
import type { Queryable } from '../db/db';

/**
 * CORS for the Storefront API (issue 34): a storefront on another origin calls the cart API from the
 * browser, as a Hydrogen storefront calls Shopify's. Allowed: the store's own origin, and the origins a
 * tenant allows (`tenants.allowed_parent_origins`: the sites that embed or front the store). Any other
 * origin gets no CORS header (the browser keeps the answer from the page) and its request is refused
 * before anything runs. The origin is echoed only after it matched a stored one, never reflected blindly.
 */

/** The headers a browser may send: Shopify's clients' and ours. The private token is not among them (servers only). */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Shopify-Storefront-Access-Token',
  'X-SDK-Variant',
  'X-SDK-Version',
  'X-SDK-Variant-Source',
  'Shopify-Storefront-Id',
  'Shopify-Storefront-Y',
  'Shopify-Storefront-S',
  'X-Shopify-UniqueToken',
  'X-Shopify-VisitToken',
].join(', ');

const EXPOSED_HEADERS = 'Idempotent-Replayed, Retry-After, X-Shopify-API-Version';

/** Whether the browser's Origin is this server's own (the public origin, or the host the request came to: its URL's, from the Host header). */
export function isSameOrigin(origin: string, publicOrigin: string, host: string | undefined): boolean {
  if (origin === new URL(publicOrigin).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Whether a tenant allows a cross-origin caller; `tenantId` null: whether any tenant does (a preflight carries no token). */
export async function originAllowed(db: Queryable, origin: string, tenantId: string | null): Promise<boolean> {
  const rows =
    tenantId === null
      ? await db.query('SELECT 1 FROM tenants WHERE $1 = ANY(allowed_parent_origins) LIMIT 1', [origin])
      : await db.query('SELECT 1 FROM tenants WHERE id = $2 AND $1 = ANY(allowed_parent_origins)', [origin, tenantId]);
  return rows.length > 0;
}

/** The headers of an allowed cross-origin answer. */
export function allowOrigin(c: Context, origin: string): void {
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  c.header('Vary', 'Origin');
}

/** A preflight's answer: 204 with the allowed method and headers, or 403 without any CORS header. */
export async function preflight(c: Context, db: Queryable, publicOrigin: string): Promise<Response> {
  const origin = c.req.header('origin');
  const method = c.req.header('access-control-request-method');
  c.header('Vary', 'Origin');
  if (origin === undefined || method !== 'POST') return c.body(null, 403);
  if (!isSameOrigin(origin, publicOrigin, new URL(c.req.url).host) && !(await originAllowed(db, origin, null))) return c.body(null, 403);
  allowOrigin(c, origin);
  c.header('Access-Control-Allow-Methods', 'POST');
  c.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}
