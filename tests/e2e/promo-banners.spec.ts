import { PHONE_ONLY, expect, test } from './fixtures';

/**
 * SPEC §2 (issue 33): the closable promo banner with an HTML body from a page, and on /cart on phones
 * the cart's own banner ("promo banner on mobile"), read with the storefront's page-by-handle call.
 */

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
});

test("§2 /cart: the header's promo banner everywhere, and on phones the cart's own banner, sanitised and closable", async ({ store, page, isMobile }, info) => {
  const pageCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql.json') && (r.postData() ?? '').includes('page(handle')) pageCalls.push(r.postData() ?? '');
  });
  await store.open('/cart');
  const promotion = page.getByRole('complementary', { name: 'Promotion' });
  await expect(promotion).toContainText('Free shipping on every order of 3 tiles or more.');
  await expect(promotion.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop-all');
  const cartOffer = page.getByRole('complementary', { name: 'Cart offer' });
  if (!isMobile) {
    // Desktop: no cart banner, and its page is not even asked for.
    await expect(store.heading()).toHaveText('Cart');
    await expect(cartOffer).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('promo-banner-1366.png') });
    expect(pageCalls).toEqual([]);
    return;
  }
  await expect(cartOffer).toContainText('Buy more, save more: 10% off 10+ tiles, up to 40% off 40+.');
  await expect(cartOffer.getByRole('link', { name: 'Add photos' })).toHaveAttribute('href', '/photo-picker');
  // The page came with /cart (the boot block, issue 27): no page-by-handle call, no GraphQL client loaded for it.
  expect(pageCalls).toEqual([]);
  await page.screenshot({ path: info.outputPath('promo-banner-390.png') });
  await cartOffer.getByRole('button', { name: 'Close cart offer' }).tap();
  await expect(cartOffer).toHaveCount(0);
  // The header's banner is its own: it stays until it is closed itself.
  await expect(promotion).toBeVisible();
  await page.reload();
  await expect(store.heading()).toHaveText('Cart');
  await expect(page.getByRole('complementary', { name: 'Promotion' })).toBeVisible();
  await expect(cartOffer).toHaveCount(0);
});

// The cart banner is for phones: the desktop project does not run this (PHONE_ONLY).
test(
  '§2, §7 /cart reached inside the app (no page of its own from the server) asks for its banner with the page-by-handle call, once',
  PHONE_ONLY,
  async ({ store, page }) => {
    const pageCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql.json') && (r.postData() ?? '').includes('page(handle')) pageCalls.push(r.postData() ?? '');
    });
    await store.open('/faqs');
    await page.getByRole('link', { name: 'Cart, empty' }).tap();
    await expect(store.heading()).toHaveText('Cart');
    await expect(page.getByRole('complementary', { name: 'Cart offer' })).toContainText('Buy more, save more: 10% off 10+ tiles, up to 40% off 40+.');
    expect(pageCalls).toHaveLength(1);
    expect(pageCalls[0]).toContain('cart-promo-banner');
  },
);
