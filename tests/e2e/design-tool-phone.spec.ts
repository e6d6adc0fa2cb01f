import { PHONE_ONLY, expect, test } from './fixtures';
import { canvas, IMAGE, near, openWith, pixel, project, singleFrame } from './printing-kit';

/** The design tool on a phone (issue 31 item 5): the sticky preview, a swipe that scrolls, tap to edit. */

test(
  'on a phone: options change under the sticky preview, a swipe on it scrolls the page, and a tap edits the photo (pinch zooms, one finger drags, Done leaves)',
  PHONE_ONLY,
  async ({ store }, testInfo) => {
    // Touch input: the phone project only (PHONE_ONLY).
    // Software WebGL on a shared 2-core machine: reading pixels back is slow, not flaky.
    test.setTimeout(60_000);
    const page = store.page;
    // 4800 x 2400: a 2400 px crop may zoom to the slider's end before it falls below 500 px (issue 28's cap).
    await openWith(store, [project([{ path: IMAGE, width: 4800, height: 2400 }])]);
    await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
    const slider = page.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveValue('0');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    const viewportHeight = page.viewportSize()!.height;
    // On screen and clear of the sticky header.
    const previewOnScreen = async () => {
      const b = (await canvas(page).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      return b.y >= header.y + header.height - 1 && b.y + b.height <= viewportHeight;
    };
    const frameBorder = async () => {
      const f = await singleFrame(page);
      return pixel(page, f.x + f.border / 2, f.y + f.size / 2);
    };

    // Issue 31 item 5: the frame changes in the Options panel below, and the preview stays on screen (sticky) to show it.
    const white = page.getByRole('group', { name: 'Frame' }).getByRole('radio', { name: 'White' });
    await white.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await white.check();
    expect(await previewOnScreen()).toBe(true);
    await expect.poll(async () => near(await frameBorder(), [255, 255, 255], 30)).toBe(true);
    // ... and in the strip's option spinner (SPEC §9) right under the preview.
    const frames = page.getByRole('listbox', { name: 'Frame' });
    await expect(frames.getByRole('option', { name: 'White' })).toHaveAttribute('aria-selected', 'true');
    await frames.focus();
    await page.keyboard.press('Home');
    await expect(frames.getByRole('option', { name: 'Black' })).toHaveAttribute('aria-selected', 'true');
    expect(await previewOnScreen()).toBe(true);
    await expect.poll(async () => near(await frameBorder(), [0, 0, 0], 40)).toBe(true);
    await expect(white).toBeChecked({ checked: false });
    await page.screenshot({ path: testInfo.outputPath('phone-options.png') });

    // One finger on the canvas scrolls the page (outside editing), and moves no photo.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    let box = (await canvas(page).boundingBox())!;
    await touch('touchStart', [{ x: box.x + box.width / 2, y: box.y + box.height - 20 }]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: box.x + box.width / 2, y: box.y + box.height - 20 - i * 25 }]);
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(slider).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);

    // A tap edits the photo: on a phone the editor fills the screen, with Done.
    box = (await canvas(page).boundingBox())!;
    await touch('touchStart', [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }]);
    await touch('touchEnd', []);
    const done = page.getByRole('button', { name: 'Done' });
    await expect(done).toBeFocused();
    await expect.poll(async () => (await canvas(page).boundingBox())!.height).toBeGreaterThan(viewportHeight * 0.75);
    await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
    box = (await canvas(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.screenshot({ path: testInfo.outputPath('phone-editor.png') });
    // Two fingers 40 px apart spread to 160 px: four times the distance, clamped to the 3x maximum zoom.
    await touch('touchStart', [
      { x: cx - 20, y: cy },
      { x: cx + 20, y: cy },
    ]);
    for (let d = 40; d <= 160; d += 20) {
      await touch('touchMove', [
        { x: cx - d / 2, y: cy },
        { x: cx + d / 2, y: cy },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0.5);
    // The page itself neither scrolled nor zoomed (the canvas takes the gesture).
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
    // One finger drags the zoomed photo: the crop moves, the zoom stays.
    const zoom = await slider.inputValue();
    const before = await pixel(page, cx - box.x - box.width / 4, cy - box.y);
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: cx - i * 25, y: cy }]);
    await touch('touchEnd', []);
    await expect(slider).toHaveValue(zoom);
    await expect.poll(async () => near(await pixel(page, cx - box.x - box.width / 4, cy - box.y), before, 10)).toBe(false);
    // Done leaves: the preview is back in its place in the page.
    await done.click();
    await expect(done).toHaveCount(0);
    await expect.poll(async () => (await canvas(page).boundingBox())!.height).toBeLessThan(viewportHeight * 0.5);
    await page.screenshot({ path: testInfo.outputPath('phone-after-done.png') });
  },
);
