import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { refusal, type Refusal } from '../http/refusal';
import { shopDomainOf } from '../../src/domain/tenant/tenant-shop';

/** Shopify's webhook headers (https://shopify.dev/docs/apps/build/webhooks). */
export const SHOP_HEADERS = {
  hmac: 'X-Shopify-Hmac-Sha256',
  topic: 'X-Shopify-Topic',
  shopDomain: 'X-Shopify-Shop-Domain',
  webhookId: 'X-Shopify-Webhook-Id',
  apiVersion: 'X-Shopify-API-Version',
} as const;

/** Shopify's signature: the base64 HMAC-SHA256 of the raw body, keyed with the app's secret. */
export const shopSignature = (secret: string, rawBody: Uint8Array | string): string => createHmac('sha256', secret).update(rawBody).digest('base64');

/** Whether `header` is the body's signature; constant-time, and false for anything not 32 bytes of base64. */
export function signatureMatches(secret: string, rawBody: Uint8Array, header: string | undefined): boolean {
  if (header === undefined || !/^[A-Za-z0-9+/]{43}=$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const UNKNOWN_SHOP = 'This shop checks out for no tenant here.';
export const BAD_SIGNATURE = 'The webhook signature (X-Shopify-Hmac-Sha256) does not match.';

/**
 * The tenant a webhook is for: the one whose shop has the domain it names (X-Shopify-Shop-Domain), with
 * the secret to check its signature. Refused (401) when no tenant has that shop, or it has no secret:
 * nothing could tell the delivery from a forgery.
 */
export async function webhookTenant(db: Queryable, domain: string | undefined): Promise<{ readonly tenantId: string; readonly secret: string } | Refusal> {
  const wanted = domain?.trim().toLowerCase();
  if (!wanted || wanted.length > 200) return refusal(401, UNKNOWN_SHOP);
  const rows = await db.query<{ id: string; storefront_url: string; shop_webhook_secret: string | null }>(
    'SELECT id, storefront_url, shop_webhook_secret FROM tenants WHERE storefront_url IS NOT NULL ORDER BY id',
  );
  const row = rows.find((r) => shopDomainOf(r.storefront_url) === wanted);
  if (!row || row.shop_webhook_secret === null) return refusal(401, UNKNOWN_SHOP);
  return { tenantId: row.id, secret: row.shop_webhook_secret };
}
