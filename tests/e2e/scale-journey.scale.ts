import jpeg from 'jpeg-js';
import { expect, test, storedTiles } from './fixtures';
import { fillCheckout } from './checkout-form';
import { runJobs } from './dev-jobs';

/**
 * Issue 21's proof (playwright.scale.config.ts): the shopper's whole journey through a round-robin
 * balancer over two server processes on one PostgreSQL and one S3 emulator. Photos go straight to
 * the bucket; carts, orders and throttles live in the database; nothing may depend on which server
 * answers.
 */
function photo(seed: number): Buffer {
  const [width, height] = [900, 700];
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i % width) + seed * 50;
    data[i * 4 + 1] = Math.floor(i / width) % 256;
    data[i * 4 + 2] = 128;
    data[i * 4 + 3] = 255;
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

test('upload to the bucket, frame, add to cart and check out across two servers: nothing lost, the exact total', async ({ store, page }) => {
  // No face detector on the server: its 501 is logged, never shown.
  store.expectConsoleError(/status of 501/);
  store.expectConsoleError(/\[upload\/face-detection\]/);
  await store.open('/photo-picker');
  await page.getByLabel('Choose photos').setInputFiles([0, 1, 2].map((i) => ({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: photo(i) })));
  await expect(page).toHaveURL(/\/printing$/, { timeout: 60_000 });
  await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length, { timeout: 30_000 }).toBe(3);
  const tiles = await storedTiles(page);
  // Each photo is an object in the bucket (the S3 emulator), not a file on either server.
  expect(tiles.every((t) => /^http:\/\/127\.0\.0\.1:\d+\/tilepix-e2e\/uploads\/tilepix\/[0-9a-f-]+\.jpg$/.test(t.imagePath))).toBe(true);
  expect(new Set(tiles.map((t) => t.imagePath)).size).toBe(3);
  for (const tile of tiles) expect((await page.request.head(tile.imagePath)).status()).toBe(200);

  const add = page.getByRole('button', { name: /^Add to Cart · 3 tiles$/ });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('subtotal')).toHaveText('$42.00');
  await expect(summary.getByTestId('total')).toHaveText('$42.00');
  await summary.getByRole('button', { name: 'Checkout' }).click();
  const form = await fillCheckout(page, { email: 'scale@example.com', card: '4242424242424242' });
  await form.getByRole('button', { name: 'Place order · $42.00' }).click();
  await expect(page).toHaveURL(/\/confirm$/, { timeout: 30_000 });
  await expect(page.getByTestId('order-total')).toHaveText('$42.00');

  // Both servers run the order-email job on the one database: the confirmation is sent once (issue 29),
  // with a picture of each tile drawn from the photos in the bucket.
  const number = (await page.getByTestId('order-id').textContent())!.slice(1);
  const subject = `Your TilePix order #${number} is confirmed`;
  const confirmations = async () =>
    (
      (await (await page.request.get('/api/dev/mail?to=scale%40example.com')).json()) as Array<{ subject: string; attachments: Array<{ contentType: string }> }>
    ).filter((m) => m.subject === subject);
  await expect.poll(async () => (await runJobs(page), await confirmations()).length, { timeout: 30_000 }).toBe(1);
  expect((await confirmations())[0]!.attachments.map((a) => a.contentType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
  // Several runs of both servers' jobs later, still one: six ticks at once, which the round-robin
  // balancer deals to both servers (beside each server's own 2 s timer).
  await Promise.all(Array.from({ length: 6 }, () => runJobs(page)));
  expect(await confirmations()).toHaveLength(1);

  // Both servers answered parts of it.
  const { served } = (await (await page.request.get('/__balancer')).json()) as { served: Record<string, number> };
  const counts = Object.values(served);
  expect(counts).toHaveLength(2);
  expect(Math.min(...counts)).toBeGreaterThan(5);
});

test('a throttle is counted once across both servers: the card vault allows 10 calls per client, then 429 on either', async ({ page }) => {
  const statuses: number[] = [];
  const started = Date.now();
  for (let i = 0; i < 16; i++) {
    const res = await page.request.post('/api/vault/sessions', {
      data: { credit_card: { number: '4000000000000002', first_name: 'A', last_name: 'B', month: 12, year: 2099, verification_value: '123' } },
    });
    statuses.push(res.status());
  }
  // 10 calls, then one more each 6 s (VAULT_THROTTLE): counted across both servers. Each process
  // counting in its own memory would let all 16 through (8 each). The refills of a slow run are
  // allowed for, so a loaded machine cannot fail it.
  const refills = Math.floor((Date.now() - started) / 6000) + 1;
  expect(statuses.filter((s) => s !== 429).every((s) => s === 200 || s === 422 || s === 400)).toBe(true);
  expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10 + refills);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16 - 10 - refills);
});
