import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 19: nothing moves after the first paint. Layout shift is deterministic enough to test (times
 * are not: the bench reports those). A PerformanceObserver registered before any page script sums
 * every `layout-shift` entry without recent input, from the first paint until the page has settled:
 * its heading shown and the network idle.
 */
const routes: Array<[path: string, heading: string]> = [
  ['/', 'Your photos, framed for your walls'],
  ['/shop-all', 'SHOP ALL'],
  ['/products/tilepix', 'Photo Tile 8x8'],
  ['/printing', 'Design Your Tiles'],
  ['/cart', 'Cart'],
];

/** The goal (issue 19): below 0.02 on every route ("good" is 0.1; today's home page was 0.2). */
const MAX_CLS = 0.02;

for (const [path, heading] of routes) {
  test(`${path} loads without moving: cumulative layout shift below ${MAX_CLS}`, async ({ store, page }) => {
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { __tpxShifts: typeof shifts }).__tpxShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName} ${s.node.className}` : '#text')) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(store.heading()).toHaveText(heading);
    // Until the app has replaced the server's first screen (it starts after idle there).
    await expect(page.locator('[data-tpx-first-screen]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Entries are delivered after the frame they happened in: let one more frame be drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __tpxShifts: Array<{ value: number; sources: string[] }> }).__tpxShifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_CLS);
  });
}

/**
 * Issue 19: the largest element of the first screen does not wait for the JavaScript. The server
 * writes the route's first screen into index.html (server/http/first-screen.ts): with scripts off it
 * is there, and it sits exactly where the app then draws the same elements (React replaces it).
 */
const drawnByServer: Array<[path: string, heading: string, picture: boolean]> = [
  ['/', 'Your photos, framed for your walls', false],
  ['/shop-all', 'SHOP ALL', true],
  ['/products/tilepix', 'Photo Tile 8x8', true],
];

/** Boxes of the heading, the first picture and the main element, relative to #root (the noscript note sits above it). */
const firstScreenBoxes = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!.getBoundingClientRect();
    const box = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? [Math.round(r.x - root.x), Math.round(r.y - root.y), Math.round(r.width), Math.round(r.height)] : null;
    };
    return { heading: box('h1'), picture: box('main img'), mainTop: box('main')?.slice(0, 2) };
  });

for (const [path, heading, picture] of drawnByServer) {
  test(`${path}: the first screen is in the HTML before any script, where the app draws it`, async ({ browser, page, store }, testInfo) => {
    const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
    const noScript = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, javaScriptEnabled: false });
    try {
      const html = await noScript.newPage();
      await html.goto(path);
      await expect(html.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (picture) await expect(html.locator('main img').first()).toBeVisible();
      // Buttons wait for the app (links work as links).
      for (const button of await html.locator('#root button').all()) await expect(button).toBeDisabled();
      const before = await firstScreenBoxes(html);

      await page.goto(path);
      await expect(page.locator('[data-tpx-first-screen]')).toHaveCount(0);
      await expect(store.heading()).toHaveText(heading);
      const after = await firstScreenBoxes(page);
      // The home page's pictures (its featured products) come with the app, below the hero.
      expect(picture ? after : { ...after, picture: null }).toEqual(before);
    } finally {
      await noScript.close();
    }
  });
}

/** When the page's scripts were requested, from navigation start, and when its load event ended. */
const scriptTimes = (page: Page) =>
  page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
  }));

test('where the server drew the first screen, the app loads after the page is idle (issue 19)', async ({ page, store }) => {
  await store.open('/');
  const { loadEnd, scripts } = await scriptTimes(page);
  const before = scripts.filter((s) => s.at < loadEnd).map((s) => s.path);
  // Before idle: only the starter (a few hundred bytes); the entry and its chunks come after the load.
  expect(before).toEqual([expect.stringMatching(/^\/assets\/start-when-idle-[A-Z0-9]+\.js$/)]);
  expect(scripts.some((s) => /^\/assets\/main-[A-Z0-9]+\.js$/.test(s.path) && s.at >= loadEnd)).toBe(true);
  // Where the app draws the page itself, its entry loads at once.
  await store.open('/cart');
  const cart = await scriptTimes(page);
  expect(cart.scripts.filter((s) => s.at < cart.loadEnd).map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/assets\/main-/));
});

test('a shopper who reaches for the page before it is idle starts the app at once', async ({ page }) => {
  // A page that never idles: only the shopper's first key or touch starts the app.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/products/tilepix');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Tile 8x8');
  const entryRequested = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /^\/assets\/main-[A-Z0-9]+\.js$/.test(new URL(e.name).pathname)));
  expect(await entryRequested()).toBe(false);
  await expect(page.locator('[data-tpx-first-screen]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-tpx-first-screen]')).toHaveCount(0);
  expect(await entryRequested()).toBe(true);
});

test('a route the server does not draw keeps an empty root until the app renders', async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const html = await noScript.newPage();
    await html.goto('/cart');
    await expect(html.locator('#root')).toBeEmpty();
  } finally {
    await noScript.close();
  }
});
