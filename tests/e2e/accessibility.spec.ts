import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** WCAG 2.2 AA, as axe tags it (#20). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every storefront route of SPEC §2 that renders a page of the store, and each tenant's home. */
const ROUTES = [
  '/',
  '/?tenant=wg',
  '/?tenant=cvs',
  '/photo-picker',
  '/printing',
  '/cart',
  '/shop-all',
  '/products/tilepix',
  '/artists',
  '/product-instructions',
  '/product-instructions?tenant=wg',
  '/faqs',
  '/privacy',
  '/about',
  '/buy-wallpads',
  '/no-such-page',
];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const route of ROUTES) {
    test(`${route} has no serious or critical violation`, async ({ page, store }) => {
      await store.open(route);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
      expect(serious).toEqual([]);
    });
  }
});
