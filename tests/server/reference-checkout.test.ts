import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import { openAdminHarness, type AdminHarness } from './admin-harness';
import { storeLineProjects, tileLine } from './storefront-harness';
import { testDbFactories } from './test-db';

/**
 * SPEC §1 "checkout through a hosted storefront cart API" (issue 34 item 4): the reference shop's hosted
 * checkout. For a tenant pointed at this server, the cart made on the 2026-04 cart API has a checkoutUrl
 * this server serves; paying there writes one order, delivers the signed orders/create webhook to the
 * store's endpoint and sends the shopper back to /confirm with the order. Another tenant's cart: 404.
 */
describe.each(testDbFactories)("§1 the reference shop's hosted checkout on $name", ({ open }) => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    await h.db.query(
      "UPDATE tenants SET storefront_url = 'http://localhost', storefront_token = $1, shop_webhook_secret = 'reference-shop-secret-123' WHERE id = 'demo'",
      [storefrontAccessToken('demo')],
    );
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const cartOf = async (tenant: string) => {
    const lines = [tileLine(2)];
    await storeLineProjects(h.db, { lines }, tenant);
    const res = await h.app.request('http://localhost/api/2026-04/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken(tenant) },
      body: JSON.stringify({ query: CART_CREATE, variables: { input: { lines } } }),
    });
    const body = (await res.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } };
    return body.data.cartCreate.cart.checkoutUrl;
  };
  const pay = (url: string, form: Record<string, string>) =>
    h.app.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  it('§1 pays on the hosted page: one order, its webhook recorded, back to /confirm with the order', async () => {
    const url = await cartOf('demo');
    expect(url).toMatch(/^http:\/\/localhost\/checkouts\/[A-Za-z0-9_-]+$/);
    const page = await h.app.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay now');
    expect((await pay(url, { email: 'not an email', card: '4242424242424242' })).status).toBe(400);
    const paid = await pay(url, { email: 'shopper@example.com', card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/confirm');
    expect(back.searchParams.get('tenant')).toBe('demo');
    const [order] = await h.db.query<{ id: string; code: string; email: string }>("SELECT id, code, email FROM orders WHERE tenant_id = 'demo'");
    expect(order).toMatchObject({ code: back.searchParams.get('order_id'), email: 'shopper@example.com' });
    const hooks = await h.db.query<{ webhook_id: string; order_id: string }>("SELECT webhook_id, order_id FROM shop_webhooks WHERE tenant_id = 'demo'");
    expect(hooks).toEqual([{ webhook_id: `ref-${order!.id}`, order_id: order!.id }]);
    // Paying again is refused: the checkout is complete.
    expect((await pay(url, { email: 'shopper@example.com', card: '4242424242424242' })).status).toBe(400);
    expect(await h.db.query("SELECT id FROM orders WHERE tenant_id = 'demo'")).toHaveLength(1);
  });

  it('§1 a cart of a tenant not on this shop has no hosted checkout here', async () => {
    const url = await cartOf('tilepix');
    expect((await h.app.request(url)).status).toBe(404);
    expect((await pay(url, { email: 'shopper@example.com', card: '4242424242424242' })).status).toBe(404);
    expect((await h.app.request('http://localhost/checkouts/not-a-cart-token')).status).toBe(404);
  });
});
