import { ONCE, expect, test } from './fixtures';

test.describe('tenants', () => {
  for (const [query, label, brand] of [
    ['', 'SHOP ALL', 'TilePix'],
    ['?tenant=wg', 'PRINT & PICK UP TODAY', 'TilePix'],
    ['?tenant=cvs', 'CVS SAME DAY PRINTS', 'CVS Photo'],
  ] as const) {
    test(`${query || 'default'}: shop-all link '${label}' and brand '${brand}'`, async ({ store, page }) => {
      await store.open(`/faqs${query}`);
      await expect(page).toHaveTitle(`FAQ - ${brand}`);
      await store.revealNav();
      await expect(store.mainNav().getByRole('link', { name: label, exact: true })).toBeVisible();
    });
  }

  test('the drugstore tenant hides About in navigation', async ({ store }) => {
    await store.open('/?tenant=cvs');
    await store.revealNav();
    await expect(store.mainNav().getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(store.mainNav().getByRole('link', { name: 'About' })).toHaveCount(0);
  });

  test('the tenant comes from tpx-initial-data before the query', ONCE, async ({ store, page }) => {
    await store.open(`/faqs?tenant=wg&tpx-initial-data=${encodeURIComponent('{"tenant":"cvs"}')}`);
    await expect(page).toHaveTitle('FAQ - CVS Photo');
  });

  test("an unknown tenant shows 'Error' / 'Tenant not found.'", ONCE, async ({ store, page }) => {
    store.expectConsoleError(/status of 404/);
    await store.open('/?tenant=nosuch');
    await expect(page.getByRole('alert')).toContainText('Tenant not found.');
    await expect(store.heading()).toHaveText('Error');
  });

  test('malformed tpx-initial-data is ignored and the page still loads', ONCE, async ({ store, page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await store.open('/faqs?tpx-initial-data=%7Bnot-json');
    await expect(page).toHaveTitle('FAQ - TilePix');
    expect(warnings.some((w) => w.startsWith('tpx-initial-data is not valid JSON and was ignored'))).toBe(true);
  });
});

test.describe('header', () => {
  test("shows 'Get Started' on the home page only when wider than 400 px, and not for partner tenants", async ({ store }) => {
    await store.open('/');
    const getStarted = store.header().getByRole('link', { name: 'Get Started' });
    if (store.page.viewportSize()!.width > 400) await expect(getStarted).toBeVisible();
    else await expect(getStarted).toBeHidden();
    await store.open('/faqs');
    await expect(store.header().getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await store.open('/?tenant=wg');
    await expect(store.header().getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });

  test('partner tenants get a hamburger menu under 900 px', async ({ store }) => {
    await store.open('/?tenant=wg');
    const menu = store.header().getByRole('button', { name: 'Open menu' });
    if (store.isMobile()) {
      await expect(store.mainNav().getByRole('link', { name: 'FAQ' })).toBeHidden();
      await menu.click();
      await expect(store.mainNav().getByRole('link', { name: 'FAQ' })).toBeVisible();
      await store.mainNav().getByRole('link', { name: 'FAQ' }).click();
      await expect(store.heading()).toHaveText('Frequently Asked Questions');
      await expect(store.mainNav().getByRole('link', { name: 'FAQ' })).toBeHidden();
    } else {
      await expect(menu).toBeHidden();
      await expect(store.mainNav().getByRole('link', { name: 'FAQ' })).toBeVisible();
    }
  });

  test('has the logo, the account button and the cart link', async ({ store }) => {
    await store.open('/faqs');
    await expect(store.header().getByRole('link', { name: 'TilePix home' })).toBeVisible();
    await expect(store.header().getByRole('button', { name: 'Your account' })).toBeVisible();
    await store.header().getByRole('link', { name: 'Cart, empty' }).click();
    await expect(store.heading()).toHaveText('Cart');
  });
});

test("a store opened by ?tenant= stays that store through the app's links, a new tab and a reload", async ({ store, page, request }) => {
  // The address picks the tenant (DESIGN §3): /cart without the query was the default store, its cart another.
  const served = await (await request.get('/faqs?tenant=wg')).text();
  expect(served).toContain('href="/cart?tenant=wg"');
  await store.open('/faqs?tenant=wg');
  const cart = store.header().getByRole('link', { name: 'Cart, empty' });
  await expect(cart).toHaveAttribute('href', '/cart?tenant=wg');
  await cart.click();
  await expect(store.heading()).toHaveText('Cart');
  await expect(page).toHaveURL(/\/cart\?tenant=wg$/);
  await page.reload();
  await expect(store.heading()).toHaveText('Cart');
  await expect(page.getByRole('complementary', { name: 'Promotion' })).toContainText('Print & pick up today');
  // A store chosen by its host or by nothing adds nothing to its links.
  await store.open('/faqs');
  await expect(store.header().getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
});

test.describe('promo banner', () => {
  test('shows the sanitised HTML from the backend and stays closed after closing', async ({ store, page }) => {
    await store.open('/');
    const banner = page.getByRole('complementary', { name: 'Promotion' });
    await expect(banner).toContainText('Free shipping on every order of 3 tiles or more.');
    await banner.getByRole('button', { name: 'Close promotion' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(store.heading()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Promotion' })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has the brand text, quick links, social links and the copyright with the current year', async ({ store }) => {
    await store.open('/about');
    const footer = store.footer();
    await expect(footer).toContainText('TilePix turns your favourite photos into framed square tiles');
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Social' }).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/tilepix',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} TilePix`);
  });

  test('standalone /buy-wallpads has no header or footer', async ({ store }) => {
    await store.open('/buy-wallpads');
    await expect(store.heading()).toHaveText('Buy Wall Pads');
    await expect(store.header()).toHaveCount(0);
    await expect(store.footer()).toHaveCount(0);
  });
});

test.describe('static pages', () => {
  test("the default tenant's 5-step mounting guide", async ({ store, page }) => {
    await store.open('/product-instructions');
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('Clean' + 'Clean with dish soap and dry.');
    await expect(steps.nth(1)).toContainText('DetachDetach the magnetic pad.');
    await expect(steps.nth(2)).toContainText('ApplyPeel the liner and press the pad for 30 seconds.');
    await expect(steps.nth(3)).toContainText('StickCentre and snap on.');
    await expect(steps.nth(4)).toContainText('SlideAdjust without removing.');
    // Each step is drawn (issue 32 item 7), and each drawing is named for those who cannot see it.
    const pictures = page.getByRole('main').getByRole('img');
    await expect(pictures).toHaveCount(5);
    await expect(steps.nth(1).getByRole('img')).toHaveAccessibleName("The tile seen from the back: its square magnetic pad lifts away from the tile's back.");
    await expect(steps.nth(2).getByRole('img')).toHaveAccessibleName(/liner peels off .* presses the pad on the wall .* 30 seconds/);
    for (const picture of await pictures.all()) expect((await picture.boundingBox())!.height).toBeGreaterThan(40);
  });

  test("the partner tenant's wall-tile guide and floating frame hanger note", async ({ store, page }) => {
    await store.open('/product-instructions?tenant=wg');
    await expect(store.heading()).toHaveText('How to Hang Your Wall Tiles');
    const guide = page.getByRole('img', { name: /Wall tile guide/ });
    await expect(guide).toBeVisible();
    await expect.poll(() => guide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(/distressed floating frame comes with a hanger/)).toBeVisible();
  });
});
