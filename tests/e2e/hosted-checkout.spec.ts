import type { Page } from '@playwright/test';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';

/**
 * SPEC §1 "checkout through a hosted storefront cart API" (issue 34 item 4), end to end on the reference
 * server: the demo tenant is pointed at the reference "shop" (this server) in the admin; a shopper adds
 * tiles, Checkout goes to the shop's hosted page (cart.checkoutUrl), pays there, comes back to /confirm
 * with the order, and the order (from the signed orders/create webhook) is in the admin's orders.
 */
const TENANT_NAME = 'TilePix (analytics demo)';
const SECRET = 'e2e-hosted-checkout-webhook-secret';

test.describe.configure({ mode: 'default' });
test.beforeEach(async ({ page }) => {
  // The demo tenant has a Tag Manager container: its script is answered here, never fetched.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

async function pointAtShop(store: Store, page: Page, shop: { url: string; token: string; secret: string } | null) {
  await store.open('/admin/tenants?tenant=demo');
  const form = page.getByRole('form', { name: `Settings of ${TENANT_NAME}` });
  await form.getByLabel('Shop address').fill(shop?.url ?? '');
  await form.getByLabel('Storefront access token (public)').fill(shop?.token ?? '');
  if (shop) await form.getByLabel('Webhook secret').fill(shop.secret);
  await form.getByRole('button', { name: 'Save tenant' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save tenant' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${TENANT_NAME} saved.` })).toBeVisible();
}

test(
  '§1 a tenant on a shop checks out through its hosted checkout and the order comes back to /confirm and the admin',
  ONCE,
  async ({ store, page, baseURL }) => {
    // The round trip through the shop (its hosted page, the signed webhook, the admin's orders) is the
    // server's; the storefront's own checkout on a phone is cart.spec.ts's. It also rewrites the shared
    // demo tenant: one project (ONCE).
    test.setTimeout(120_000);
    await store.open('/admin/tenants?tenant=demo');
    await signInAsAdmin(page, adminEmail(test.info(), 'tenants'));
    await pointAtShop(store, page, { url: new URL(baseURL!).origin, token: 'tpx-storefront-demo-public', secret: SECRET });
    try {
      await store.open('/photo-picker?tenant=demo');
      const albums = page.getByRole('region', { name: 'Shared albums' });
      const grid = albums.getByRole('tabpanel').getByRole('button');
      for (let i = 0; i < 2; i++) await grid.nth(i).click();
      await albums.getByRole('button', { name: 'Add 2 selected photos' }).click();
      await expect(page).toHaveURL(/\/printing(\?|$)/, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Add to Cart · 2 tiles' }).click();
      await expect(page).toHaveURL(/\/cart(\?|$)/);
      await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
      // The shop's hosted checkout (cart.checkoutUrl on the cart API 2026-04).
      await expect(page).toHaveURL(/\/checkouts\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await page.getByLabel('Email').fill('hosted-shopper@example.com');
      await page.getByLabel('Card number').fill('4242424242424242');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/confirm\?.*order_id=/, { timeout: 30_000 });
      const shown = page.getByTestId('order-id');
      await expect(shown).toHaveText(/^#[2-9A-HJKMNP-TV-Z]{9}$/);
      const number = (await shown.textContent())!.slice(1);
      await expect(page.getByText('We sent a confirmation to your email address')).toBeVisible();
      // The admin's orders hold it (written by the checkout, acknowledged by the signed webhook).
      await store.open(`/admin/orders?tenant=demo&q=${number}`);
      await expect(page.getByText(number).first()).toBeVisible({ timeout: 30_000 });
    } finally {
      await pointAtShop(store, page, null);
    }
  },
);
