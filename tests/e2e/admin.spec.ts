import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminEmail, mails, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';
import { fillCheckout } from './checkout-form';

/**
 * The admin's orders (issue #17): a cart journey places a real order, the seeded admin signs in by
 * emailed code, finds it (search kept in the address), sees its tiles, downloads a print file of the
 * product's output size (8 x 8 in tile: 2400 x 2400 px) and moves it to Shipped. On the phone too.
 */

/** Places an order of `photos` shared-album tiles through the cart and checkout; answers the number the shopper reads (the order id). */
async function placeOrder(store: Store, page: Page, photos: number): Promise<string> {
  await store.open('/photo-picker');
  const albums = page.getByRole('region', { name: 'Shared albums' });
  const grid = albums.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < photos; i++) await grid.nth(i).click();
  await albums.getByRole('button', { name: `Add ${photos} selected photos` }).click();
  await expect(page).toHaveURL(/\/printing(\?|$)/, { timeout: 30_000 });
  const add = page.getByRole('button', { name: `Add to Cart · ${photos} tiles` });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
  const form = await fillCheckout(page, { email: 'admin-e2e-shopper@example.com', card: '4242424242424242' });
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/confirm$/, { timeout: 30_000 });
  const id = (await page.getByTestId('order-id').getAttribute('data-order-id'))!;
  return id.split('/').pop()!.split('?')[0]!;
}

test('the admin finds the order placed by the cart journey, sees its tiles, downloads a print file and ships it', async ({ store, page }, info) => {
  test.setTimeout(120_000);
  const reference = await placeOrder(store, page, 2);

  await store.open('/admin/orders');
  await expect(page).toHaveTitle('Orders - Admin');
  await expect(store.heading()).toHaveText('Orders');
  await expect(page.getByText('Admins only: sign in with an admin account to see this page.')).toBeVisible();
  await signInAsAdmin(page, adminEmail(info, 'orders'));

  // The admin searches for the number the shopper quotes; the search goes into the address, so the view can be shared.
  const filters = page.getByRole('search', { name: 'Orders' });
  await filters.getByLabel('Search').fill(`#${reference}`);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=%23${reference}$`));
  await expect(page.getByRole('status').filter({ hasText: /order/ })).toHaveText('1 order');
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  const number = (await table.getByRole('link', { name: /^Order #[2-9A-Z]{9}$/ }).textContent())!.replace('#', '');
  // One number everywhere (issue 29): the list shows the number the shopper's confirmation shows.
  expect(number).toBe(reference);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Order #${number}` }) });
  await expect(row.getByRole('cell')).toHaveText([/\d{4}/, 'admin-e2e-shopper@example.com', 'tilepix', '2', '$28.00', 'Paid']);
  if (info.project.name === 'mobile') {
    // On a 390 px phone the table scrolls sideways in its own region; the order column stays put.
    const region = page.getByRole('region', { name: 'Orders, newest first' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.scrollIntoViewIfNeeded();
    await region.evaluate((el) => el.scrollBy(400, 0));
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(row.getByRole('link', { name: `Order #${number}` })).toBeInViewport();
    await page.screenshot({ path: info.outputPath('orders-phone.png') });
  }
  // A shared link opens the same view.
  await page.reload();
  await expect(row.getByRole('link', { name: `Order #${number}` })).toBeVisible();
  await row.getByRole('link', { name: `Order #${number}` }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(store.heading()).toHaveText(`Order #${number}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`#${reference}`);
  await expect(summary).toContainText('Portland OR 97201');
  await expect(summary).toContainText('SUCCESS · $28.00 · visa ending 4242');
  await expect(page).toHaveTitle(`Order #${number} - Admin`);
  const tiles = page.getByRole('list', { name: 'Tiles of line 1' }).getByRole('figure');
  await expect(tiles).toHaveCount(2);
  const picture = page.getByRole('img', { name: /^Line 1, tile 1: Black frame, no mat, colour$/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(tiles.first()).toContainText('print 2400 × 2400 px');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download print file: line 1, tile 1' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`order-${number}-line-1-tile-1.jpg`);
  const meta = await sharp(await readFile((await download.path())!)).metadata();
  expect([meta.width, meta.height]).toEqual([2400, 2400]);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(`Downloaded order-${number}-line-1-tile-1.jpg.`);

  // Forward only, each move confirmed first.
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Move to In production' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName(`Move order #${number} to In production?`);
  await confirm.getByRole('button', { name: 'Move to In production' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now' })).toHaveText(`Order #${number} is In production now.`);
  // Shipped takes the carrier and its tracking number (issue 29).
  const ship = status.getByRole('form', { name: 'Mark shipped' });
  await ship.getByLabel('Carrier').selectOption('usps');
  await ship.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(confirm).toHaveAccessibleName(`Mark order #${number} shipped?`);
  await confirm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now' })).toHaveText(`Order #${number} is Shipped now. The shipped email is on its way.`);
  await expect(status).toContainText('This order is final: its status cannot change.');
  await expect(status).toContainText('Shipped with USPS, tracking number 9400100000000000000000');
  await expect(status.getByRole('button')).toHaveText(['Resend order confirmation email', 'Resend shipped email']);
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: '→' })).toHaveText([
    /Paid → In production.*by admin/,
    /In production → Shipped: USPS 9400100000000000000000.*by admin/,
  ]);
  await expect(page.getByRole('list', { name: 'Audit log' }).getByRole('listitem')).toHaveText([
    /Status changed by admin.*Before: status: paid · cancelReason: —After: status: in_production · cancelReason: —/,
    /Marked shipped by admin.*Before: status: in_production · carrier: — · trackingNumber: —After: status: shipped · carrier: usps · trackingNumber: 9400100000000000000000/,
  ]);
  await page.screenshot({ path: info.outputPath('order-detail.png'), fullPage: true });

  // The list shows it shipped.
  await page.getByRole('link', { name: '← All orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Order #${number}` }) })
      .getByRole('cell')
      .last(),
  ).toHaveText('Shipped');
});

test('a customer gets a clear refusal on the admin pages and no admin call is made', ONCE, async ({ store, page }, info) => {
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/admin/')) adminCalls.push(r.url());
  });
  const email = `customer-${info.project.name}-${Date.now()}@example.test`;
  await store.open('/admin/orders');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('Pat Lee');
  await dialog.getByLabel('Email address', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect.poll(async () => (await mails(page, email)).length).toBeGreaterThan(0);
  await dialog.getByLabel('Code', { exact: true }).fill(/\b(\d{6})\b/.exec((await mails(page, email))[0]!.text)![1]!);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Admins only: ${email} is not an admin account, so this page shows no data. Sign in with an admin account to use it.`,
  );
  await expect(store.heading()).toHaveText('Orders');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(adminCalls).toEqual([]);
  // Its token on the API itself: 403.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tpx:tilepix:accessToken')!).value as string);
  const res = await page.request.get('/api/v1/admin/orders?tenantId=tilepix', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
