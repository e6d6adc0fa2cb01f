import type { Page } from '@playwright/test';
import { ONCE, PHONE_ONLY, expect, test, type Store } from './fixtures';

/** Issue #18: layouts from the server, confirm before removing, the rotate overlay's in-app rule, the video player, the page grid. */

async function cartWith(store: Store, photos: number) {
  await store.open('/photo-picker');
  const albums = store.page.getByRole('region', { name: 'Shared albums' });
  const buttons = albums.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < photos; i++) await buttons.nth(i).click();
  await albums.getByRole('button', { name: `Add ${photos} selected ${photos === 1 ? 'photo' : 'photos'}` }).click();
  await expect(store.page).toHaveURL(/\/printing(\?|$)/, { timeout: 30_000 });
}

const layoutOptions = (page: Page) => page.getByRole('combobox', { name: 'Layout' }).getByRole('option').allTextContents();

test('the layouts come from the server (GET v1/shopify/layouts_get)', ONCE, async ({ store, page }) => {
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/shopify/layouts_get'));
  await cartWith(store, 1);
  expect((await answered).status()).toBe(200);
  await expect
    .poll(() => layoutOptions(page))
    .toEqual(['3 frames', '6 frames', '9 frames', '16 frames', '21 frames', '34 frames', '49 frames', '100 frames', 'Custom']);

  // What the server serves is what the picker offers.
  await page.route('**/api/v1/shopify/layouts_get*', (route) =>
    route.fulfill({
      json: {
        layouts: [
          { name: '3 Frames', numFrames: 3, positions: [0, 1, 2].map((y) => ({ positionX: 0, positionY: y })), images: [] },
          {
            name: '9 Frames',
            numFrames: 9,
            positions: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ positionX: i % 3, positionY: Math.floor(i / 3) })),
            images: [],
          },
        ],
      },
    }),
  );
  await page.reload();
  await expect.poll(() => layoutOptions(page)).toEqual(['3 frames', '9 frames', 'Custom']);
});

test("the client's own layouts stay when the server's fail", ONCE, async ({ store, page }) => {
  store.expectConsoleError(/status of 500/);
  store.expectConsoleError(/\[layouts\] Error: down/);
  await page.route('**/api/v1/shopify/layouts_get*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await cartWith(store, 1);
  await expect
    .poll(() => layoutOptions(page))
    .toEqual(['3 frames', '6 frames', '9 frames', '16 frames', '21 frames', '34 frames', '49 frames', '100 frames', 'Custom']);
});

test('removing a project asks first: Cancel keeps it, Remove removes it', async ({ store, page }, testInfo) => {
  await cartWith(store, 2);
  await page.getByRole('button', { name: /^Add to Cart · 2 tiles$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem', { name: /Project 1/ });
  await expect(line.getByTestId('per-tile-price')).toHaveText('2 tiles × $14.00');
  await page.screenshot({ path: testInfo.outputPath('cart-line.png'), fullPage: true });
  await line.getByRole('button', { name: 'Remove' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove project 1 from your cart?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Its 2 photos and how you framed them will be removed. This cannot be undone.');
  // Cancel is focused: the safe choice.
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('confirm-modal.png') });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(line).toBeVisible();
  await expect(store.header().getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: /Project 1/ })).toBeVisible();

  await page
    .getByRole('listitem', { name: /Project 1/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await page.getByRole('alertdialog', { name: 'Remove project 1 from your cart?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('removing a project in the framing tool asks first; Escape keeps it', async ({ store, page }) => {
  await cartWith(store, 1);
  await page.getByRole('button', { name: 'Remove project' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove project 1?' });
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
});

test('a phone in landscape inside an in-app browser is not asked to rotate', PHONE_ONLY, async ({ browser, baseURL }) => {
  // Both of its browsers are phones it makes itself: the same test whatever the project, run by one (PHONE_ONLY).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
  });
  const page = await context.newPage();
  await page.goto('/printing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Your Tiles');
  await expect(page.getByRole('alertdialog', { name: 'Please rotate your device to portrait to keep designing.' })).toHaveCount(0);
  await context.close();

  const phone = await browser.newContext({ baseURL, viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  const plain = await phone.newPage();
  await plain.goto('/printing');
  await expect(plain.getByRole('alertdialog', { name: 'Please rotate your device to portrait to keep designing.' })).toBeVisible();
  await phone.close();
});

test('a product video plays in the global player with captions, and is released on close', async ({ store, page }, testInfo) => {
  // The product's media list carries a video and its captions (SPEC §5: media told by extension).
  await page.route('**/api/v1/products/get_product*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { product: { imageUrls?: string[] } };
    body.product.imageUrls = [...(body.product.imageUrls ?? []), '/files/how-to-hang.mp4', '/files/how-to-hang.vtt'];
    await route.fulfill({ response, json: body });
  });
  await page.route('**/files/how-to-hang.mp4', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }));
  await page.route('**/files/how-to-hang.vtt', (route) =>
    route.fulfill({ status: 200, contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nPeel the liner.\n' }),
  );
  store.expectConsoleError(/./); // the empty stand-in video cannot be decoded
  await store.withoutBootData();
  await store.open('/products/tilepix');
  await page.getByRole('button', { name: 'Play video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo Tile 8x8: video' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toBeFocused();
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  await expect(video.locator('track')).toHaveAttribute('kind', 'captions');
  await page.screenshot({ path: testInfo.outputPath('video-modal.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeFocused();
});

test('one page grid: the printing page lines up with the header on a desktop', async ({ store, page, isMobile }, testInfo) => {
  await cartWith(store, 1);
  await expect(store.heading()).toHaveText('Design Your Tiles');
  await expect(page.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('printing-grid.png'), fullPage: true });
  const logo = await store.header().getByRole('link', { name: /home$/ }).boundingBox();
  const heading = await store.heading().boundingBox();
  expect(Math.abs(heading!.x - logo!.x)).toBeLessThanOrEqual(1);
  if (!isMobile) expect(heading!.x).toBeGreaterThan(40);
});
