import type { Page, Route } from '@playwright/test';
import { expect, ONCE, test, type Store, storedTiles } from './fixtures';
import { photoJpeg } from './printing-kit';

/** The same JPEG with an EXIF APP1 segment saying orientation 6 (rotate 90° clockwise to show). */
function rotatedJpeg(width: number, height: number): Buffer {
  const plain = photoJpeg(width, height, 7);
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([plain.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, body, plain.subarray(2)]);
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A 12-MP camera photo: stored as it is, byte for byte (issue 28). */
const BIG_PHOTO = photoJpeg(4000, 3000, 9);

/** 12 device photos: 9 ordinary (one of them 12 MP), one with rotated EXIF, one zero-byte, one low-resolution. */
function devicePhotos(): FilePayload[] {
  const files: FilePayload[] = Array.from({ length: 8 }, (_, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photoJpeg(1200, 900, i) }));
  files.push({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: BIG_PHOTO });
  files.push({ name: 'rotated.jpg', mimeType: 'image/jpeg', buffer: rotatedJpeg(1200, 800) });
  files.push({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  files.push({ name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: photoJpeg(300, 300, 3) });
  return files;
}

/** Counts the POSTs that reach the bucket per key; `fail(key, attempt)` answers 500 instead. */
async function watchUploads(page: Page, fail: (key: string, attempt: number, firstKey: string) => boolean, hold?: Promise<void>) {
  const attempts = new Map<string, number>();
  const delivered = new Map<string, number>();
  let firstKey = '';
  await page.route('**/files', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (hold) await hold;
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const key = /name="key"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? '?';
    firstKey ||= key;
    const n = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, n);
    if (fail(key, n, firstKey)) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'injected failure' }) });
    delivered.set(key, (delivered.get(key) ?? 0) + 1);
    return route.continue();
  });
  return { attempts, delivered };
}

function expectLoggedFailures(store: Store) {
  // Injected 500s (and a face-detection failure, if any): logged, never shown.
  store.expectConsoleError(/status of 50[01]/);
  store.expectConsoleError(/\[upload\/(face-detection|post)\]/);
}

async function addAlbumPhotos(store: Store, count: number) {
  const albums = store.page.getByRole('region', { name: 'Shared albums' });
  const photos = albums.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < count; i++) await photos.nth(i).click();
  await albums.getByRole('button', { name: `Add ${count} selected photos` }).click();
}

test.describe('photo picker and upload pipeline', () => {
  test('12 device photos and 3 album photos land framed in the printing tool with the right warnings', async ({ store, page }) => {
    // A 12-MP original is decoded (for its canvas derivative) and posted whole, three times each.
    test.slow();
    expectLoggedFailures(store);
    // Injected failures: the first two attempts of every upload answer 500.
    let release!: () => void;
    const uploads = await watchUploads(page, (_key, attempt) => attempt <= 2, new Promise<void>((r) => (release = r)));
    await store.open('/photo-picker');
    await expect(store.heading()).toHaveText('Get Started');

    await page.getByLabel('Choose photos').setInputFiles(devicePhotos());
    // The photos show in the tool at once, while they upload (issue 31 item 7).
    await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
    const progress = page.getByRole('progressbar', { name: 'Photos being uploaded…' });
    await expect(progress).toBeVisible();
    // Half of one photo's share at once: 11 photos to upload, 0.5 / 11 = 5 %.
    await expect(progress).toHaveAttribute('aria-valuenow', '5');
    await expect(page.getByText('empty.jpg is empty and was skipped.')).toBeVisible();
    // Back to the picker in the app (the uploads carry on): album photos chosen meanwhile join the project there.
    await page.evaluate(() => {
      history.pushState(null, '', '/photo-picker');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await addAlbumPhotos(store, 3);
    await expect(page).toHaveURL(/\/photo-picker$/);
    release();

    await expect(page).toHaveURL(/\/printing$/, { timeout: 60_000 });
    // The project store writes local storage shortly after its last change.
    await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length).toBe(14);
    const tiles = await storedTiles(page);
    expect(tiles).toHaveLength(14);
    expect(tiles.filter((t) => t.metadata.source === 'Confetti')).toHaveLength(3);
    const device = tiles.filter((t) => t.metadata.source === 'device');
    expect(device).toHaveLength(11);
    expect(device.every((t) => /\/files\/uploads\/tilepix\/[0-9a-f-]+\.jpg$/.test(t.imagePath))).toBe(true);
    expect(new Set(device.map((t) => t.imagePath)).size).toBe(11);
    // EXIF orientation honoured: the 1200 x 800 landscape pixels show as an 800 x 1200 portrait,
    // and are stored so (re-encoded upright: every reader of the file sees what the shopper saw).
    const rotated = device.filter((t) => t.width === 800 && t.height === 1200);
    expect(rotated).toHaveLength(1);
    const rotatedHead = await page.request.head(rotated[0]!.imagePath);
    expect([rotatedHead.headers()['x-amz-meta-width'], rotatedHead.headers()['x-amz-meta-height']]).toEqual(['800', '1200']);
    // Issue 28: the 4000 x 3000 photo is stored at 4000 x 3000, the original's own bytes (no re-encode).
    const big = device.filter((t) => t.width === 4000 && t.height === 3000);
    expect(big).toHaveLength(1);
    const bigHead = await page.request.head(big[0]!.imagePath);
    expect([bigHead.headers()['x-amz-meta-width'], bigHead.headers()['x-amz-meta-height'], bigHead.headers()['content-length']]).toEqual([
      '4000',
      '3000',
      String(BIG_PHOTO.length),
    ]);
    expect(Math.max(...device.map((t) => Math.max(t.width, t.height)))).toBe(4000);
    // Exactly once: every photo reached the bucket once, after its two injected failures.
    expect([...uploads.delivered.values()]).toEqual(Array(11).fill(1));
    expect([...uploads.attempts.values()]).toEqual(Array(11).fill(3));
    // The low-resolution photo keeps its own 300 x 300 pixels: the only tile under the 500 px an
    // 8-inch tile needs at 62.5 ppi, so the only one the printing tool warns about.
    expect(tiles.filter((t) => Math.min(t.width, t.height) < 500).map((t) => [t.width, t.height])).toEqual([[300, 300]]);
    // The printing chunk may still be loading on a busy machine: the warning shows once the tool is there.
    await expect(page.getByRole('button', { name: /^Low resolution warning/ })).toHaveCount(1, { timeout: 30_000 });
  });

  test('a permanently failing upload shows the partial-failure message and keeps the other photos', async ({ store, page }) => {
    expectLoggedFailures(store);
    await watchUploads(page, (key, _attempt, firstKey) => key === firstKey);
    await store.open('/photo-picker');
    const files = devicePhotos().slice(0, 4);
    await page.getByLabel('Choose photos').setInputFiles(files);
    const dialog = page.getByRole('dialog', { name: 'Photo Upload Failed' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('1 of your photos failed to upload.');
    // The shopper stays in the tool: the failed photo keeps its frame with Retry and Remove (issue 31 item 7).
    await expect(page).toHaveURL(/\/printing$/);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(async () => (await storedTiles(page)).length).toBe(3);
    // A retry goes to a fresh slot (only the first key fails here), and the photo lands.
    await page.getByRole('button', { name: /^Retry uploading photo-\d\.jpg$/ }).click();
    await expect.poll(async () => (await storedTiles(page)).length, { timeout: 30_000 }).toBe(4);
  });

  test('a reload during an upload loses no tile silently: the photos still uploading are named to add again', async ({ store, page }) => {
    expectLoggedFailures(store);
    // The project's save may be in flight as the page goes: its answer is lost, so the reloaded page saves
    // again on the old revision and the server answers 409 with its copy, which the page rebases on (the
    // project-sync tests hold that). The browser logs that 409; nothing is shown.
    store.expectConsoleError(/status of 409/);
    await watchUploads(page, () => false, new Promise<void>(() => {}));
    await store.open('/photo-picker');
    await page.getByLabel('Choose photos').setInputFiles(devicePhotos().slice(0, 2));
    await expect(page.getByRole('progressbar', { name: 'Photos being uploaded…' })).toBeVisible();
    // The leave-page prompt is active while photos upload; accept it to reload.
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    // The tool (where the picker now leads at the first tile) has statuses of its own: the notice is the one naming the photos.
    await expect(page.getByRole('status').filter({ hasText: 'still uploading' })).toContainText(
      '2 photos were still uploading when the page closed. Please add them again: photo-1.jpg, photo-2.jpg.',
    );
    expect(prompts.every((type) => type === 'beforeunload')).toBe(true);
    expect(await storedTiles(page)).toEqual([]);
  });

  test('a slot failure shows "Unable to start uploading photos" and stays on the picker', async ({ store, page }) => {
    store.expectConsoleError(/status of 500|\[upload\/prepare\]/);
    await page.route('**/api/v1/photos/prepare**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await store.open('/photo-picker');
    await page.getByLabel('Choose photos').setInputFiles(devicePhotos().slice(0, 2));
    const dialog = page.getByRole('dialog', { name: 'Photo Upload Failed' });
    await expect(dialog).toContainText('Unable to start uploading photos');
    await expect(page).toHaveURL(/\/photo-picker$/);
    expect(await storedTiles(page)).toEqual([]);
  });
});

test.describe('the store reached at another host than PUBLIC_URL (issue 26)', ONCE, () => {
  // PUBLIC_URL is http://localhost:<port>; the same server reached at 127.0.0.1 (or a LAN name) is another origin.
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  test.use({ baseURL: origin });

  // Issue 26 item 18: the disk store's slot and Location are the same-origin /files, resolved by the uploader
  // against the API's address, and the tile keeps the path (it works at any host name of the store).
  test('uploads device photos to itself: the slots are same-origin, nothing is refused by the CSP, and the photos load from this host', async ({
    store,
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'POST' && url.pathname === '/files') posts.push(url.origin);
    });
    await store.open('/photo-picker');
    await page.getByLabel('Choose photos').setInputFiles(devicePhotos().slice(0, 2));
    await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length, { timeout: 30_000 }).toBe(2);
    const tiles = await storedTiles(page);
    expect(tiles.map((t) => /^\/files\/uploads\/tilepix\/[0-9a-f-]+\.jpg$/.test(t.imagePath))).toEqual([true, true]);
    expect(posts).toEqual([origin, origin]);
    const photo = await page.request.get(tiles[0]!.imagePath);
    expect([photo.status(), photo.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    // The guard (fixtures.ts) fails the test on any CSP violation or failed request of the page.
  });
});
