import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSignature } from '../../server/shop/shop-webhook-auth';
import { SHOP_WEBHOOK_PATH } from '../../server/shop/shop-webhook-routes';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

/** Shopify's documented `orders/create` payload (its webhook test delivery), as Shopify sends it. */
const FIXTURE = readFileSync(path.join(__dirname, 'fixtures/shopify-orders-create.json'), 'utf8');
const SECRET = 'shpss_test-app-secret-0123456789';
const SHOP = 'cvs-tiles.myshopify.com';

/**
 * SPEC §1 "checkout through a hosted storefront cart API" (issue 34 item 4): a shop's `orders/create`
 * webhook makes the admin's order. The raw body's HMAC-SHA256 (base64, X-Shopify-Hmac-Sha256) with the
 * shop's app secret is checked before anything else; a webhook id delivered twice makes one order;
 * a wrong signature, an unknown shop or an oversized body change nothing.
 */
describe.each(testDbFactories)('§1 the orders/create webhook on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    await h.db.query("UPDATE tenants SET storefront_url = $1, storefront_token = 'public-token-1234', shop_webhook_secret = $2 WHERE id = 'cvs'", [
      `https://${SHOP}`,
      SECRET,
    ]);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const deliver = (body: string, headers: Record<string, string> = {}) =>
    h.app.request(`http://localhost${SHOP_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Topic': 'orders/create',
        'X-Shopify-Shop-Domain': SHOP,
        'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
        'X-Shopify-API-Version': '2026-04',
        'X-Shopify-Hmac-Sha256': shopSignature(SECRET, body),
        ...headers,
      },
      body,
    });
  const counts = async () => {
    const [row] = await h.db.query<{ orders: string | number; hooks: string | number }>(
      "SELECT (SELECT count(*) FROM orders WHERE tenant_id = 'cvs') AS orders, (SELECT count(*) FROM shop_webhooks) AS hooks",
    );
    return { orders: Number(row?.orders), hooks: Number(row?.hooks) };
  };

  it('§1 a signed wrong or foreign delivery is refused and changes nothing: bad HMAC 401, unknown shop 401, oversized 413', async () => {
    const before = await counts();
    const forged = await deliver(FIXTURE, { 'X-Shopify-Hmac-Sha256': shopSignature('another-secret-of-the-same-length', FIXTURE) });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe('The webhook signature (X-Shopify-Hmac-Sha256) does not match.');
    // The signature of another body (one byte changed) does not pass either.
    expect((await deliver(FIXTURE.replace('"398.00"', '"1.00"'), { 'X-Shopify-Hmac-Sha256': shopSignature(SECRET, FIXTURE) })).status).toBe(401);
    expect((await deliver(FIXTURE, { 'X-Shopify-Hmac-Sha256': 'not base64' })).status).toBe(401);
    const stranger = await deliver(FIXTURE, { 'X-Shopify-Shop-Domain': 'someone-else.myshopify.com' });
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { message: string }).message).toBe('This shop checks out for no tenant here.');
    const huge = JSON.stringify({ ...JSON.parse(FIXTURE), note: 'x'.repeat(1024 * 1024) });
    expect((await deliver(huge)).status).toBe(413);
    expect((await deliver(FIXTURE, { 'X-Shopify-Topic': 'orders/paid' })).status).toBe(400);
    const notJson = 'not json';
    expect((await deliver(notJson, { 'X-Shopify-Hmac-Sha256': shopSignature(SECRET, notJson) })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("§1 Shopify's payload becomes the admin's order; the same webhook delivered twice makes one order", async () => {
    const before = await counts();
    const first = await deliver(FIXTURE);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, orderId: '820982911946154508', duplicate: false });
    const again = await deliver(FIXTURE);
    expect(await again.json()).toEqual({ ok: true, orderId: '820982911946154508', duplicate: true });
    // Another delivery id for the same order (Shopify resends as a new webhook now and then): still one order.
    expect((await deliver(FIXTURE, { 'X-Shopify-Webhook-Id': 'second-delivery' })).status).toBe(200);
    expect(await counts()).toEqual({ orders: before.orders + 1, hooks: before.hooks + 2 });
    const list = await h.json('GET', 'v1/admin/orders?tenant=cvs', { token: admin });
    expect(JSON.stringify(list.body)).toContain('820982911946154508');
    const [order] = await h.db.query<{ email: string; subtotal_cents: number; discount_cents: number; total_cents: number; checkout_token: string | null }>(
      "SELECT email, subtotal_cents, discount_cents, total_cents, checkout_token FROM orders WHERE id = '820982911946154508'",
    );
    expect(order).toEqual({ email: 'jon@example.com', subtotal_cents: 39800, discount_cents: 2000, total_cents: 37800, checkout_token: null });
    const lines = await h.db.query<{ title: string; variant_id: string; quantity: number }>(
      "SELECT title, variant_id, quantity FROM order_lines WHERE order_id = '820982911946154508' ORDER BY position",
    );
    expect(lines).toEqual([
      { title: 'IPod Nano - 8GB', variant_id: 'gid://shopify/ProductVariant/808950810', quantity: 1 },
      { title: 'IPod Nano - 8GB', variant_id: 'gid://shopify/ProductVariant/808950810', quantity: 1 },
    ]);
  });
});
