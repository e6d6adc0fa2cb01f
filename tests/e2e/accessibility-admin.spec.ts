import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { adminEmailFor } from './admin-emails';
import { signInAsAdmin } from './admin-sign-in';

/** WCAG 2.2 AA, as axe tags it (#20): the same tags as the storefront's scan. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every admin page of SPEC §2 (/admin redirects to /admin/orders). */
const ADMIN_ROUTES = ['/admin/orders', '/admin/groups', '/admin/products', '/admin/product-import', '/admin/tenants', '/admin/confetti', '/admin/assets'];

// An admin of its own (playwright.config.ts ADMIN_EMAILS), so its codes never race another spec's.

test('every admin page has no serious or critical accessibility violation', async ({ store, page }, info) => {
  test.setTimeout(120_000);
  await store.open('/admin');
  await signInAsAdmin(page, adminEmailFor('a11y', info.project.name));
  const found: string[] = [];
  for (const route of ADMIN_ROUTES) {
    await store.open(route);
    await expect(page).toHaveTitle(/ - Admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      found.push(`${route}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  }
  expect(found).toEqual([]);
});
