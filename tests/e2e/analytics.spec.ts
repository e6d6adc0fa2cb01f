import type { Page } from '@playwright/test';
import { ONCE, expect, test } from './fixtures';
import { fillCheckout } from './checkout-form';

/**
 * Analytics (issue #18): the demo tenant has a GTM container (GTM-TPXDEMO). The container's script is
 * routed to an empty answer (no external load in tests); the data layer fills all the same.
 */

type Entry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> | null };

/** window.dataLayer, with gtag()'s Arguments objects shown as ['args', …]. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? ['args', ...Array.from(e as ArrayLike<unknown>)] : e,
    ),
  ) as Promise<Array<Entry | unknown[]>>;

const GA4 = ['view_item_list', 'view_item', 'add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout', 'add_payment_info', 'purchase'];

async function routeTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requested;
}

test(
  'a full purchase journey fills the data layer with each GA4 event in order, purchase once even after a reload of /confirm',
  ONCE,
  async ({ store, page }) => {
    test.setTimeout(90_000);
    const gtm = await routeTagManager(page);
    await store.open('/shop-all?tenant=demo&utm_source=news&utm_medium=email&utm_campaign=spring');
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: /^Photo Tile 8 x 8 inches/ })
      .click();
    await page.getByRole('button', { name: 'Design your tiles' }).click();
    await expect(page).toHaveURL(/\/photo-picker\?tenant=demo$/);
    const albums = page.getByRole('region', { name: 'Shared albums' });
    const photos = albums.getByRole('tabpanel').getByRole('button');
    for (let i = 0; i < 2; i++) await photos.nth(i).click();
    await albums.getByRole('button', { name: 'Add 2 selected photos' }).click();
    await expect(page).toHaveURL(/\/printing\?tenant=demo$/, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Add to Cart · 2 tiles$/ }).click();
    await expect(page).toHaveURL(/\/cart\?tenant=demo$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('total')).toHaveText('$28.00');
    await page.getByRole('button', { name: 'More: Copies of project 1' }).click();
    await expect(summary.getByTestId('total')).toHaveText('$56.00');
    await page.getByRole('button', { name: 'Fewer: Copies of project 1' }).click();
    await expect(summary.getByTestId('total')).toHaveText('$28.00');
    await summary.getByRole('button', { name: 'Checkout' }).click();
    const form = await fillCheckout(page);
    await form.getByRole('button', { name: 'Place order · $28.00' }).click();
    await expect(page).toHaveURL(/\/confirm\?tenant=demo$/, { timeout: 30_000 });
    const orderNumber = (await page.getByTestId('order-id').textContent())!;

    // The container loaded once, after consent was defaulted.
    expect(gtm).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TPXDEMO']);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['args', 'consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });

    const entries = layer.filter((e): e is Entry => !Array.isArray(e));
    const ga4 = entries.filter((e) => GA4.includes(e.event ?? ''));
    expect(ga4.map((e) => e.event)).toEqual([
      'view_item_list',
      'view_item',
      'add_to_cart',
      'view_cart',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    // Every ecommerce push comes right after `{ ecommerce: null }`.
    for (const event of ga4) expect(entries[entries.indexOf(event) - 1]).toEqual({ ecommerce: null });

    const tile = { item_id: 'TILE-BLK', item_name: 'Photo Tile 8x8', item_variant: 'Black', price: 14 };
    expect(ga4[1]!.ecommerce).toEqual({ currency: 'USD', value: 14, items: [{ ...tile, quantity: 1 }] });
    expect(ga4[2]!.ecommerce).toEqual({ currency: 'USD', value: 28, items: [{ ...tile, quantity: 2 }] });
    expect(ga4[3]!.ecommerce).toEqual({ currency: 'USD', value: 28, items: [{ ...tile, quantity: 2 }] });
    expect(ga4[5]!.ecommerce).toEqual({ currency: 'USD', value: 28, items: [{ ...tile, quantity: 2 }] });
    expect(ga4[7]!.ecommerce).toEqual({ currency: 'USD', value: 28, payment_type: 'Credit Card', items: [{ ...tile, quantity: 2 }] });
    expect(ga4[8]!.ecommerce).toEqual({ currency: 'USD', value: 28, transaction_id: orderNumber, shipping: 0, tax: 0, items: [{ ...tile, quantity: 2 }] });

    // Page views on every route change, with the tenant's prefix (the path: the store's ?tenant= is not part of it).
    expect(entries.filter((e) => e.event === 'demo_page_view').map((e) => e.page_path)).toEqual([
      '/shop-all',
      '/products/tilepix',
      '/photo-picker',
      '/printing',
      '/cart',
      '/confirm',
    ]);

    // The campaign the shopper came by is kept for the order.
    const utm = await page.evaluate(() => JSON.parse(localStorage.getItem('tpx:demo:utm') ?? 'null') as { value: unknown } | null);
    expect(utm?.value).toEqual({ source: 'news', medium: 'email', campaign: 'spring' });

    // A reload of /confirm: the order is shown again, its purchase is not sent again.
    await store.open('/confirm?tenant=demo');
    await expect(page.getByTestId('order-id')).toHaveText(orderNumber);
    await expect.poll(async () => (await dataLayer(page)).some((e) => !Array.isArray(e) && e.event === 'demo_page_view')).toBe(true);
    expect((await dataLayer(page)).filter((e) => !Array.isArray(e) && e.event === 'purchase')).toEqual([]);
  },
);

test('a tenant without a container loads no tag, yet its data layer fills', ONCE, async ({ store, page }) => {
  const gtm = await routeTagManager(page);
  await store.open('/shop-all');
  await expect.poll(async () => (await dataLayer(page)).filter((e) => !Array.isArray(e)).map((e) => (e as Entry).event)).toContain('view_item_list');
  expect(gtm).toEqual([]);
  expect((await dataLayer(page)).some((e) => Array.isArray(e))).toBe(false);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});
