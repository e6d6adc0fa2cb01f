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
    await page.waitForLoadState('networkidle');
    // Entries are delivered after the frame they happened in: let one more frame be drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __tpxShifts: Array<{ value: number; sources: string[] }> }).__tpxShifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_CLS);
  });
}
