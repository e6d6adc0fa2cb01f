import { expect, test } from './fixtures';
import { activeTiles, photoJpeg } from './printing-kit';

/** Issue 31 item 7: the tool shows each chosen photo at once, with its own progress and Cancel, while its upload is on its way. */

test('chosen photos show in their frames before their uploads finish, each with progress and Cancel (issue 31 item 7)', async ({ store, page }, info) => {
  test.slow();
  store.expectConsoleError(/\[upload\/face-detection\]/);
  // The bucket answers only when released: every photo is still uploading while the tool is looked at.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/files', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue().catch(() => undefined);
  });
  await store.open('/photo-picker');
  const cdp = info.project.name === 'mobile' ? await page.context().newCDPSession(page) : null;
  // The phone profile: a mid-range phone's CPU (4x slower).
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // From the choice to the first picture in the canvas (its texture uploaded), timed in the page.
  await page.evaluate(() => {
    const w = window as unknown as { chosenAt?: number; firstTileAt?: number };
    document.addEventListener('change', () => (w.chosenAt ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      const bytes = Number(document.querySelector('[data-testid=print-canvas]')?.getAttribute('data-texture-bytes') ?? 0);
      // Its texture is up; the frame that draws it is the next one.
      if (bytes > 0 && w.firstTileAt === undefined) requestAnimationFrame(() => requestAnimationFrame(() => (w.firstTileAt ??= performance.now())));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-texture-bytes'] });
  });
  const files = [0, 1, 2].map((i) => ({ name: `held-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photoJpeg(1600 + i * 10, 1200, i) }));
  await page.getByLabel('Choose photos').setInputFiles(files);
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
  await expect(page.getByTestId('print-canvas')).not.toHaveAttribute('data-texture-bytes', '0', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstTileAt?: number }).firstTileAt !== undefined)).toBe(true);
  const firstTileMs = await page.evaluate(() => {
    const w = window as unknown as { chosenAt?: number; firstTileAt?: number };
    return w.firstTileAt !== undefined && w.chosenAt !== undefined ? Math.round(w.firstTileAt - w.chosenAt) : null;
  });
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  info.annotations.push({ type: 'first tile visible (ms)', description: String(firstTileMs) });
  console.log(`[${info.project.name}] first tile visible ${firstTileMs} ms after choosing`);
  // No 'Loading Images...' over the previews; each frame has its own progress and Cancel, and the count.
  await expect(page.getByTestId('full-screen-overlay')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: /^Uploading held-\d\.jpg$/ })).toHaveCount(3);
  await expect(page.getByText('Uploading 3 of 3 photos')).toBeVisible();
  await expect(page.getByTestId('print-canvas')).toHaveAttribute('data-images-pending', '0', { timeout: 30_000 });
  await page.screenshot({ path: info.outputPath('previews-uploading.png') });
  // Cancel the second: its frame goes, the others stay in the order chosen.
  await page.getByRole('button', { name: 'Cancel uploading held-2.jpg' }).click();
  await expect(page.getByRole('progressbar', { name: /^Uploading held-\d\.jpg$/ })).toHaveCount(2);
  release();
  await expect
    .poll(async () => (await activeTiles(page)).map((t) => [t.width, t.imagePath !== '']), { timeout: 30_000 })
    .toEqual([
      [1600, true],
      [1620, true],
    ]);
  await expect(page.getByRole('progressbar', { name: /^Uploading held-\d\.jpg$/ })).toHaveCount(0);
  await expect(page.getByTestId('full-screen-overlay')).toHaveCount(0);
});
