import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Axe (WCAG 2.2 AA, #20) on the pages the other tenants draw differently: their homes and the
 * pharmacy's hanging guide. Every route of SPEC §2 is scanned in routes.spec.ts on the load that
 * checks its heading and title (the default tenant), the admin pages in accessibility-admin.spec.ts.
 */
const TENANT_ROUTES = ['/?tenant=wg', '/?tenant=cvs', '/product-instructions?tenant=wg'];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const route of TENANT_ROUTES) {
    test(`${route} has no serious or critical violation`, async ({ page, store }) => {
      await store.open(route);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
