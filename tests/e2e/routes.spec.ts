import { expectNoSeriousViolations } from './axe';
import { FIRST_PAINT_ROUTES } from './first-paint-routes';
import { onceIf, ONCE, expect, test } from './fixtures';

/**
 * Every route of SPEC §2 with its document title and the heading the page shows. Each storefront page
 * is also scanned by axe (WCAG 2.2 AA, issue 20) on the same load; the admin pages are scanned signed
 * in (accessibility-admin.spec.ts), the other tenants' pages in accessibility.spec.ts. The pages
 * first-paint.spec.ts loads (its table, first-paint-routes.ts) are checked there, title, heading and
 * axe on its hydrating load: here their rows must agree with its table, and the others are loaded.
 */
const pages: Array<[path: string, title: string, heading: string | RegExp]> = [
  ['/', 'Photo Tiles for Your Walls - TilePix', 'Your photos, framed for your walls'],
  ['/photo-picker', 'Get Started - TilePix', 'Get Started'],
  ['/printing', 'Design Your Tiles - TilePix', 'Design Your Tiles'],
  ['/cart', 'Cart - TilePix', 'Cart'],
  ['/confirm', 'Order Confirmed - TilePix', 'Order Confirmed'],
  ['/shop-all', 'Shop All - TilePix', 'SHOP ALL'],
  ['/shop-all/ready-to-hang', 'Shop All - TilePix', 'Ready to Hang'],
  ['/products/tilepix', 'Photo Tile 8x8 - TilePix', 'Photo Tile 8x8'],
  ['/artists', 'Artist Partnerships - TilePix', 'Artist Partnerships'],
  ['/artists/mara-quinn', 'Mara Quinn - TilePix', 'Mara Quinn'],
  ['/product-instructions', 'How to Hang Your Tiles - TilePix', 'How to Hang Your Tiles'],
  ['/faqs', 'FAQ - TilePix', 'Frequently Asked Questions'],
  ['/privacy', 'Privacy Policy - TilePix', 'Privacy Policy'],
  ['/about', 'About Us - TilePix', 'About Us'],
  ['/recover', 'Recover Your Projects - TilePix', 'Recover Your Projects'],
  ['/resume', 'Resume Your Project - TilePix', 'Resume Your Project'],
  ['/buy-wallpads', 'Buy Wall Pads - TilePix', 'Buy Wall Pads'],
  // Issue 35: the phone's end of "continue on my phone" (without a link it says so); /d/{id} is scanned in sharing.spec.ts.
  ['/continue', 'Continue Your Project - TilePix', 'Continue Your Project'],
  ['/admin/orders', 'Orders - Admin', 'Orders'],
  ['/admin/confetti', 'Confetti - Admin', 'Confetti'],
  ['/admin/t/wg/tenants', 'Tenants - Admin', 'Tenants'],
  ['/admin/t/tilepix/groups', 'Groups - Admin', 'Groups'],
  ['/admin/t/cvs/products', 'Products - Admin', 'Products'],
  ['/admin/assets', 'Assets - Admin', 'Assets'],
  ['/admin/t/tilepix/product-import', 'Product Import - Admin', 'Product Import'],
];

/** The first-paint spec's load of `path` (status 200), whose title, heading and axe scan stand for this spec's. */
const loadedThere = (path: string) => FIRST_PAINT_ROUTES.find(([p, status]) => p === path && status === 200);

test('the routes first-paint.spec.ts loads have these titles and headings there, where axe scans them', () => {
  const checkedThere = pages.filter(([path]) => loadedThere(path));
  expect(checkedThere.length).toBeGreaterThan(0);
  for (const [path, title, heading] of checkedThere) {
    const [, , thereTitle, thereHeading] = loadedThere(path)!;
    expect([path, thereTitle, thereHeading]).toEqual([path, title, heading]);
  }
});

// An admin page's title and heading do not change on a phone, where accessibility-admin.spec.ts loads each admin page.
for (const [path, title, heading] of pages.filter(([p]) => !loadedThere(p))) {
  test(`${path} shows "${heading}" titled "${title}"`, onceIf(path.startsWith('/admin')), async ({ store, page }) => {
    await store.open(path);
    await expect(store.heading()).toHaveText(heading);
    await expect(page).toHaveTitle(title);
    if (!path.startsWith('/admin')) await expectNoSeriousViolations(page);
  });
}

test('an unknown path shows Page Not Found with a way home', async ({ store, page }) => {
  // Answered 404 (issue 27), which Chromium reports on the console.
  store.expectConsoleError(/status of 404/);
  await store.open('/no/such/page');
  await expect(store.heading()).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found - TilePix');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Photo Tiles for Your Walls - TilePix');
});

test.describe('redirects', () => {
  for (const [from, to, title] of [
    ['/products/wood8x8', '/products/tilepix', 'Photo Tile 8x8 - TilePix'],
    ['/gallery', '/photo-picker', 'Get Started - TilePix'],
    ['/admin', '/admin/orders', 'Orders - Admin'],
    ['/faqs//', '/faqs/', 'FAQ - TilePix'],
  ] as const) {
    test(`${from} → ${to}`, ONCE, async ({ store, page }) => {
      await store.open(from);
      await expect(page).toHaveURL(to);
      await expect(page).toHaveTitle(title);
    });
  }

  test('/membership → / with hash #membership, scrolled to the membership section', async ({ store, page }) => {
    await store.open('/membership');
    await expect(page).toHaveURL('/#membership');
    await expect(page.getByRole('heading', { name: 'Membership' })).toBeInViewport();
  });

  for (const path of ['/walgreens', '/hang']) {
    test(`${path} → the external hosted page, on a direct load and on in-app navigation`, ONCE, async ({ store, page, request }) => {
      const direct = await request.get(path, { maxRedirects: 0 });
      expect(direct.status()).toBe(302);
      expect(direct.headers().location).toBe('https://hosted.tilepix.test/hang');

      await page.route('https://hosted.tilepix.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Hosted</title><h1>Hosted page</h1>' }),
      );
      await store.open('/faqs');
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL('https://hosted.tilepix.test/hang');
      await expect(page.getByRole('heading', { name: 'Hosted page' })).toBeVisible();
    });
  }

  test('/signin hands over to the app scheme carrying u', ONCE, async ({ store, page }) => {
    await store.open('/signin?u=abc%201');
    await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', 'tilepix://signin?u=abc%201');
  });
});

test.describe('navigation', () => {
  test('scrolls to the top on each navigation', async ({ store, page }) => {
    await store.open('/privacy');
    // The page chunk must have rendered (and scrolled to the top itself) before the test scrolls.
    await expect(store.heading()).toHaveText('Privacy Policy');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await store.footer().getByRole('link', { name: 'About' }).click();
    await expect(store.heading()).toHaveText('About Us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('header links route inside the app without a reload', async ({ store, page }) => {
    await store.open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await store.mainNav().getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveTitle('FAQ - TilePix');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});
