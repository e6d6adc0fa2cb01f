import jpeg from 'jpeg-js';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Store } from './fixtures';
import { storedProject } from './stored-project';

/** A plain grey JPEG for the stored project's photos. */
function greyJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 128);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

/** Opens /printing with one stored two-photo project, its first photo selected. */
async function openPrinting(store: Store) {
  await store.page.route('**/e2e-images/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: greyJpeg(1200, 800) }));
  const photos = [0, 1].map((i) => ({ path: `/e2e-images/p${i}.jpg`, width: 1200, height: 800 }));
  const value = JSON.stringify({ value: [storedProject('kbd', photos)], savedAt: Date.now() });
  await store.page.addInitScript(([key, raw]) => localStorage.setItem(key as string, raw as string), ['tpx:tilepix:projects', value]);
  await store.open('/printing');
  await expect(store.heading()).toHaveText('Design Your Tiles');
}

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Tabs through the page and returns what was focused that the `cover` hid (WCAG 2.4.11). */
async function focusedUnder(page: Page, cover: Locator, presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const inside = await cover.evaluate((el) => el.contains(document.activeElement));
    if (inside) continue;
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName };
    });
    const box = await cover.boundingBox();
    if (focused && box && overlap(focused, box)) hidden.push(focused.name);
  }
  return hidden;
}

test.describe('keyboard and screen-reader access (#20)', () => {
  test('nothing focused in the printing tool hides under the sticky Add to cart bar (WCAG 2.4.11)', async ({ store, page }) => {
    await openPrinting(store);
    await page.getByRole('button', { name: 'Next photo' }).or(page.getByTestId('print-canvas')).first().focus();
    const bar = page.getByRole('region', { name: 'Add to cart' });
    await expect(bar).toBeVisible();
    expect(await focusedUnder(page, bar, 40)).toEqual([]);
  });

  test('a photo moves and zooms with buttons alone (WCAG 2.5.7), and the live region says so', async ({ store, page }) => {
    await openPrinting(store);
    await page.getByTestId('print-canvas').focus();
    const status = page.locator('#tpx-print-status');
    // Page Down chooses the next tile; the live region is written once steps pause, so wait for each.
    const choose = async () => {
      const before = await status.textContent();
      await page.keyboard.press('PageDown');
      await expect(status).not.toHaveText(before ?? '');
    };
    await choose();
    if (!(await status.textContent())?.startsWith('Tile 1')) await choose();
    await expect(status).toHaveText('Tile 1 of 2 selected, zoom 0%, centred 50% across and 50% down.');
    await page.getByRole('button', { name: 'Move photo right' }).click();
    await expect(status).toHaveText('Tile 1 of 2 selected, zoom 0%, centred 43% across and 50% down.');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Move photo down' }).click();
    await expect(status).toContainText('zoom 5%');
    await expect(status).not.toContainText('50% down');
  });

  test('a modal takes focus, keeps it, closes on Escape and gives focus back', async ({ store, page }) => {
    await store.open('/?tenant=cvs');
    const profile = store
      .header()
      .getByRole('button', { name: /account|profile|sign in/i })
      .first();
    await profile.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(profile).toBeFocused();
  });
});
