import jpeg from 'jpeg-js';
import { ONCE, expect, test, type Store, storedTiles } from './fixtures';

/** The photo picker's other sources: query images, artists' designs, and files dropped on the drop zone. */

function photoJpeg(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i + seed * 40) % 256, (i >> 8) % 256, 128, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

function expectLoggedFailures(store: Store) {
  // Face detection answers 501 here (no detector): logged, never shown.
  store.expectConsoleError(/status of 501|\[upload\/face-detection\]/);
}

test('query images: a stored one becomes a tile at once, another is fetched with a timestamp and uploaded', ONCE, async ({ store, page }) => {
  expectLoggedFailures(store);
  // The HEAD of the address outside our storage answers without a size.
  store.expectConsoleError(/status of 404/);
  const albums = (await (await page.request.get('/api/v1/albums/public')).json()) as {
    albums: Array<{ images: Array<{ full: string; width?: number; height?: number }> }>;
  };
  const shared = albums.albums[0]!.images[0]!;
  const gets: string[] = [];
  await page.route('**/files/query/render**', (route) => {
    if (route.request().method() === 'HEAD') return route.fulfill({ status: 404 });
    gets.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: photoJpeg(900, 600, 2) });
  });

  await store.open(`/photo-picker?image=${encodeURIComponent(shared.full)}&image=${encodeURIComponent('/files/query/render?id=7')}`);
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
  await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length).toBe(2);
  const tiles = await storedTiles(page);
  expect(tiles.every((t) => t.metadata.source === 'QueryParam')).toBe(true);
  const stored = tiles.find((t) => t.imagePath === shared.full)!;
  expect(stored.metadata.sourceUrl).toBe(shared.full);
  const uploaded = tiles.find((t) => t.imagePath !== shared.full)!;
  expect(uploaded.imagePath).toMatch(/\/files\/uploads\/tilepix\/[0-9a-f-]+\.jpg$/);
  expect([uploaded.width, uploaded.height, uploaded.metadata.sourceUrl]).toEqual([900, 600, '/files/query/render?id=7']);
  expect(gets).toHaveLength(1);
  expect(gets[0]).toMatch(/\/files\/query\/render\?id=7&t=\d{13}$/);
});

test("artists' designs: the shopper picks a design and its frame, and it lands as an Artists tile with that variant", async ({ store, page }) => {
  await store.open('/photo-picker');
  const section = page.getByRole('region', { name: "Artists' designs" });
  const coast = section.getByRole('button', { name: 'Coastline Tile' });
  await expect(coast).toBeVisible();
  await expect(section.getByRole('button', { name: 'Select designs to add' })).toBeDisabled();
  await coast.click();
  await expect(coast).toHaveAttribute('aria-pressed', 'true');
  const frame = section.getByLabel('Frame for Coastline Tile');
  const options = await frame.locator('option').evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]));
  expect(options.length).toBeGreaterThan(1);
  const [variantId] = options[1]!;
  await frame.selectOption(variantId!);
  await section.getByRole('button', { name: 'Add 1 selected design' }).click();

  await expect(page).toHaveURL(/\/printing$/);
  await expect.poll(async () => (await storedTiles(page)).length).toBe(1);
  const [tile] = await storedTiles(page);
  expect(tile!.metadata.source).toBe('Artists');
  expect(tile!.metadata.variantId).toBe(variantId);
  expect(tile!.imagePath).toMatch(/\/files\//);
  expect(tile!.width).toBeGreaterThan(0);
});

test('drag and drop: files dropped on the drop zone upload like chosen ones (an empty one skipped)', ONCE, async ({ store, page }) => {
  expectLoggedFailures(store);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/files', async (route) => {
    if (route.request().method() === 'POST') await held;
    return route.continue();
  });
  await store.open('/photo-picker');
  const files = [
    { name: 'dropped-1.jpg', type: 'image/jpeg', b64: photoJpeg(640, 480, 1).toString('base64') },
    { name: 'dropped-2.jpg', type: 'image/jpeg', b64: photoJpeg(480, 640, 2).toString('base64') },
    { name: 'empty.jpg', type: 'image/jpeg', b64: '' },
  ];
  const dataTransfer = await page.evaluateHandle((payload) => {
    const dt = new DataTransfer();
    for (const f of payload) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByRole('region', { name: 'Photos from this device' });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });

  await expect(page.getByRole('progressbar', { name: 'Photos being uploaded…' })).toHaveAttribute('aria-valuenow', '25');
  // The tool, where the picker now leads at the first tile, has statuses of its own (upload count, save, quantity).
  await expect(page.getByRole('status').filter({ hasText: 'was skipped' })).toContainText('empty.jpg is empty and was skipped.');
  release();
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
  await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length).toBe(2);
  const tiles = await storedTiles(page);
  // Processed side by side: in either order.
  expect(tiles.map((t) => [t.width, t.height, t.metadata.source]).sort()).toEqual([
    [480, 640, 'device'],
    [640, 480, 'device'],
  ]);
});
