import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { adminEmailFor } from './admin-emails';
import { signInAsAdmin } from './admin-sign-in';

/** Every admin page of SPEC §2 (/admin redirects to /admin/orders). */
const ADMIN_ROUTES = [
  '/admin/orders',
  '/admin/t/tilepix/groups',
  '/admin/t/wg/products',
  '/admin/t/tilepix/product-import',
  '/admin/t/wg/tenants',
  '/admin/t/wg/stores',
  '/admin/confetti',
  '/admin/assets',
];

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
    found.push(...(await seriousViolations(page, route)));
  }
  expect(found).toEqual([]);
});
