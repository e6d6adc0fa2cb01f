import { expect, test } from './fixtures';
import { activeTiles, near, photoJpeg, pixel } from './printing-kit';

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

/** What the page saw of the previews of chosen files (recorded in the page: a preview may go within a frame or two). */
interface PreviewSeen {
  readonly tileId: string;
  /** The preview's box and its picture's, in CSS px from the canvas's top-left, once the picture has loaded. */
  readonly box: { x: number; y: number; width: number; height: number };
  readonly image: { x: number; y: number; width: number; height: number };
  readonly naturalWidth: number;
}

test('each chosen photo shows in its frame from the file itself before its upload finishes, then the canvas draws it in the same place (issue 31 item 7)', async ({
  store,
  page,
}) => {
  test.slow();
  store.expectConsoleError(/\[upload\/face-detection\]/);
  // The bucket answers only when released: no upload finishes while the previews are looked at.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/files', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue().catch(() => undefined);
  });
  await store.open('/photo-picker');
  await page.evaluate(() => {
    const w = window as unknown as { previews: PreviewSeen[]; painted: number[]; overlaySeen: boolean };
    w.previews = [];
    w.painted = [];
    w.overlaySeen = false;
    // The browser's own word that a preview's picture was painted (Element Timing: tile-previews.tsx names it).
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { identifier: string; naturalWidth: number }>)
        if (e.identifier === 'tile-preview') w.painted.push(e.naturalWidth);
    }).observe({ type: 'element', buffered: true });
    const seen = new WeakSet<Element>();
    const rel = (r: DOMRect, to: DOMRect) => ({ x: r.x - to.x, y: r.y - to.y, width: r.width, height: r.height });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=full-screen-overlay]')) w.overlaySeen = true;
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid=tile-preview]')) {
        const img = el.querySelector('img');
        if (seen.has(el) || !img) continue;
        seen.add(el);
        // Measured again every frame while it is on screen: its last place is where the canvas takes over
        // (the page may still settle meanwhile: a scroll bar, the panels).
        const record = () => {
          if (!el.isConnected) return;
          const host = document.querySelector('[data-testid=print-canvas]')!.getBoundingClientRect();
          const entry = {
            tileId: el.dataset.tileId!,
            box: rel(el.getBoundingClientRect(), host),
            image: rel(img.getBoundingClientRect(), host),
            naturalWidth: img.naturalWidth,
          };
          const index = w.previews.findIndex((p) => p.tileId === entry.tileId);
          if (index < 0) w.previews.push(entry);
          else w.previews[index] = entry;
          requestAnimationFrame(record);
        };
        if (img.complete && img.naturalWidth > 0) record();
        else img.addEventListener('load', record, { once: true });
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
  const files = [0, 1].map((i) => ({ name: `held-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: photoJpeg(1600 + i * 20, 1200, i) }));
  await page.getByLabel('Choose photos').setInputFiles(files);
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });

  // Both photos showed in their frames from their files, painted on screen, while no upload had landed.
  const seen = () => page.evaluate(() => (window as unknown as { previews: PreviewSeen[] }).previews);
  await expect.poll(async () => (await seen()).map((p) => p.naturalWidth).sort(), { timeout: 30_000 }).toEqual([1600, 1620]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { painted: number[] }).painted.length)).toBeGreaterThan(0);
  await expect(page.getByRole('progressbar', { name: /^Uploading held-\d\.jpg$/ })).toHaveCount(2);
  // A 4:3 photo in a square frame: all of its height, a middle part of its width.
  for (const { box, image } of await seen()) {
    expect(box.width).toBeGreaterThan(40);
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(image.height - box.height)).toBeLessThanOrEqual(1);
    expect(image.width).toBeGreaterThan(box.width * 1.25);
    expect(image.x).toBeLessThan(box.x);
  }

  // The canvas takes over while the uploads are still held: each preview goes, and the canvas shows
  // that photo in that very place and cut (the frame's moulding just outside it; inside, at points
  // across its middle, the colour the preview showed there: each photo's own gradient).
  await expect(page.getByTestId('tile-preview')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /^Uploading held-\d\.jpg$/ })).toHaveCount(2);
  for (const { box, image, naturalWidth } of await seen()) {
    const seed = naturalWidth === 1600 ? 0 : 1;
    const midY = box.y + box.height / 2;
    // The file's pixel under a point of the preview (photoJpeg: red = x, green = y, both wrapping at 256).
    const shown = (x: number) => {
      const ix = ((x - image.x) / image.width) * naturalWidth;
      const iy = ((midY - image.y) / image.height) * 1200;
      return [(Math.round(ix) + seed * 40) % 256, (Math.round(iy) + seed * 20) % 256, 128];
    };
    const clear = (c: number[]) => c.slice(0, 2).every((v) => v > 24 && v < 232);
    const points = [0.2, 0.35, 0.5, 0.65, 0.8].map((f) => box.x + box.width * f).filter((x) => clear(shown(x)));
    expect(points.length).toBeGreaterThan(1);
    for (const x of points) {
      const message = `photo ${seed + 1} at ${x},${midY} ≈ ${shown(x).join(',')}`;
      await expect.poll(async () => near(await pixel(page, x, midY), shown(x), 30), { message }).toBe(true);
    }
    expect(near(await pixel(page, box.x - 2, midY), [0, 0, 0], 24)).toBe(true);
    expect(near(await pixel(page, box.x + box.width + 2, midY), [0, 0, 0], 24)).toBe(true);
  }
  // No 'Loading Images...' at any moment over the previews.
  expect(await page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen)).toBe(false);
  release();
  await expect.poll(async () => (await activeTiles(page)).map((t) => t.imagePath !== ''), { timeout: 30_000 }).toEqual([true, true]);
  await expect(page.getByTestId('tile-preview')).toHaveCount(0);
});
