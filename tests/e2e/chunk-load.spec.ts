import { expect, test } from './fixtures';

/*
 * SPEC §8 / issue 27: a chunk that cannot load (its file gone after a deploy) is retried for 120 s,
 * then given up as ChunkLoadError, reported to analytics, and the shopper sees one dialog with a
 * Reload button. The page's clock is Playwright's, moved on by hand: the test does not wait 120 s.
 */

test('a page whose chunk is gone shows one Reload dialog after 120 s of retries; Reload brings the page', async ({ store, page }) => {
  store.expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
  store.expectConsoleError(/\[chunk load\] ChunkLoadError/);
  await page.clock.install();
  let blocked = true;
  const tries: string[] = [];
  await page.route('**/assets/chunks/faqs-page-*.js', async (route) => {
    if (!blocked) return route.continue();
    tries.push(route.request().url());
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
  });
  const reported = page.waitForRequest((r) => r.url().includes('/api/v1/') && r.method() === 'POST' && (r.postData() ?? '').includes('ChunkLoadError'));
  // store.open waits until the app has replaced the server's first screen (its links are the app's).
  await store.open('/');
  const faq = page.locator('a[href="/faqs"]').first();
  await faq.scrollIntoViewIfNeeded();
  await faq.click();
  await expect.poll(() => tries.length).toBeGreaterThan(0);

  const dialog = page.getByRole('dialog', { name: 'This page needs a reload' });
  // Before 120 s: retried, no message yet.
  await page.clock.fastForward(60_000);
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  // Past 120 s (each jump fires the retry due then; the failed retry sets the next).
  for (let i = 0; i < 8 && !(await dialog.isVisible()); i++) {
    await page.clock.fastForward(31_000);
    await page.waitForTimeout(400);
  }
  await expect(dialog).toBeVisible();
  expect(tries.length).toBeGreaterThan(1);
  await expect(dialog).toContainText(
    'Part of the store could not be loaded, perhaps because it has just been updated. Reload the page to carry on: your projects are safe on this device.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const reload = dialog.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeFocused();
  // A modal dialog: the keyboard stays on its one action, Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect((await reported).postData()).toContain('chunk load');

  blocked = false;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /FAQ|Frequently/i })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/faqs');
});

test.describe('a modal whose body is gone', () => {
  test.use({ welcomePopup: true });

  test('is dismissed after 120 s of retries and the one Reload dialog takes its place', async ({ store, page }) => {
    store.expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
    store.expectConsoleError(/\[chunk load\] ChunkLoadError/);
    await page.clock.install();
    await page.route('**/api/v1/geolocation**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ country_code: 'US' }) }),
    );
    const tries: string[] = [];
    await page.route('**/assets/chunks/welcome-promo-modal-*.js', async (route) => {
      tries.push(route.request().url());
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    });
    await store.open('/');
    // The welcome offer opens (SPEC §2) and asks for its body's chunk, which is gone.
    await page.clock.runFor(1_000);
    await expect.poll(() => tries.length).toBeGreaterThan(0);
    const reload = page.getByRole('dialog', { name: 'This page needs a reload' });
    for (let i = 0; i < 10 && !(await reload.isVisible()); i++) {
      await page.clock.fastForward(31_000);
      await page.waitForTimeout(400);
    }
    await expect(reload).toBeVisible();
    // One message: the offer's empty modal is gone, not left open and invisible.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(reload.getByRole('button', { name: 'Reload' })).toBeFocused();
  });
});
