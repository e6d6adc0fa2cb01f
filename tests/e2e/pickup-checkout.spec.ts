import type { Page } from '@playwright/test';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { expectNoSeriousViolations } from './axe';
import { fillCard, fillCheckout } from './checkout-form';
import { runJobs } from './dev-jobs';
import { onceIf, expect, test, type Store } from './fixtures';

/**
 * Pick-up at checkout (issue 30) on the pick-up tenants, and the checkout's layout (issue 32 item 3):
 * find a store by ZIP code or by the browser's position, choose it, pay with no shipping address,
 * and read the store and the ready-by time on the confirmation.
 */

const mailsTo = async (page: Page, to: string): Promise<Array<{ subject: string; text: string }>> =>
  (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; text: string }>;

async function cartOf(store: Store, tenant: string, photos = 2) {
  await store.open(`/photo-picker?tenant=${tenant}`);
  const albums = store.page.getByRole('region', { name: 'Shared albums' });
  const pictures = albums.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < photos; i++) await pictures.nth(i).click();
  await albums.getByRole('button', { name: `Add ${photos} selected photos` }).click();
  await expect(store.page).toHaveURL(/\/printing(\?|$)/, { timeout: 30_000 });
  await store.page.getByRole('button', { name: new RegExp(`^Add to Cart · ${photos} tiles$`) }).click();
  await expect(store.page).toHaveURL(/\/cart/);
  await store.page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
  return store.page.getByRole('region', { name: 'Checkout' });
}

for (const tenant of ['wg', 'cvs']) {
  test.describe(`?tenant=${tenant}`, () => {
    test('pick up in store is the default: find by ZIP, choose a store, pay without an address, see the store and ready time', async ({
      store,
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(150_000);
      if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
      const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${tenant}-${name}-${testInfo.project.name}.png`), fullPage: true });
      const checkout = await cartOf(store, tenant);
      await expect(checkout.getByRole('radio', { name: /Pick up in store/ })).toBeChecked();
      // No address for a pick-up order: name, email and phone.
      await expect(checkout.getByLabel('Address line 1')).toHaveCount(0);
      await expect(checkout.getByLabel('Zip code', { exact: true })).toHaveCount(0);

      // Paying before a store is chosen is refused with the server's own words, and the finder gets the focus.
      await checkout.getByLabel('Email address').fill(`pickup-${tenant}@example.com`);
      await checkout.getByLabel('Name').fill('Ada Shopper');
      await checkout.getByLabel('Phone number').fill('(402) 555-0142');
      await fillCard(checkout);
      const total = (await page.getByRole('region', { name: 'Order summary' }).getByTestId('total').textContent())!;
      await checkout.getByRole('button', { name: `Place order · ${total}` }).click();
      await expect(checkout.getByText('Choose a store to pick up your order.')).toBeVisible();
      await expect(checkout.getByLabel('ZIP code or city')).toBeFocused();

      await checkout.getByLabel('ZIP code or city').fill('68102');
      await checkout.getByRole('button', { name: 'Find stores' }).click();
      const stores = checkout.getByRole('group', { name: 'Choose a store' });
      // Only stores within 100 miles of Omaha: the seeded chain's three there and three in Lincoln (and any
      // an admin test added there), never North Platte (~250 miles).
      await expect(stores.getByRole('radio').nth(5)).toBeVisible();
      // Each store's distance from its own element: a store's name may end in digits ('E2E Omaha mobile-mwzosl33'),
      // which the label's text runs into its distance ('…330.5 mi').
      const distances = (await stores.getByText(/^\d+(?:\.\d)? mi$/).allTextContents()).map((text) => Number.parseFloat(text));
      expect(distances).toHaveLength(await stores.getByRole('radio').count());
      expect(distances.every((miles) => miles <= 100)).toBe(true);
      await stores.getByRole('radio').nth(1).check();
      const chosen = (await stores.locator('label').nth(1).locator('strong').textContent())!;
      await expectNoSeriousViolations(page);
      await shot('checkout');

      await checkout.getByRole('button', { name: `Place order · ${total}` }).click();
      await expect(page).toHaveURL(/\/confirm/, { timeout: 30_000 });
      await expect(page.getByTestId('order-total')).toHaveText(total);
      const pickup = page.getByRole('region', { name: 'Pick up at' });
      await expect(pickup).toContainText(chosen);
      await expect(pickup).toContainText(/, NE 68\d{3}/);
      await expect(pickup.getByTestId('pickup-ready')).toHaveText(
        /^Ready (today|tomorrow|\w+day) by \d{1,2}:\d\d (AM|PM) \(\w+, \w+ \d{1,2} at \d{1,2}:\d\d (AM|PM) C[SD]T\)$/,
      );
      await expect(pickup.getByRole('definition').first()).toHaveText(/AM – |Open 24 hours|Closed/);
      await expect(page.getByText('will email you again when your order is ready for pick-up')).toBeVisible();
      await expect(page.getByText('Shipping to')).toHaveCount(0);
      await shot('confirm');

      // The store has it ready: the admin marks it so, the shopper's email arrives once; then it is picked up.
      const number = (await page.getByTestId('order-id').textContent())!.slice(1);
      const email = `pickup-${tenant}@example.com`;
      await store.open(`/admin/orders?q=%23${number}`);
      await signInAsAdmin(page, adminEmail(testInfo, 'pickup'));
      await page.getByRole('link', { name: `Order #${number}` }).click();
      const panel = page.getByRole('region', { name: 'Store pick-up' });
      await expect(panel).toContainText(chosen);
      const confirm = page.getByRole('alertdialog');
      await panel.getByRole('button', { name: 'Ready for pick-up' }).click();
      await expect(confirm).toHaveAccessibleName(`Mark order #${number} ready for pick-up?`);
      await confirm.getByRole('button', { name: 'Mark ready' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'ready for pick-up.' })).toHaveText(
        `Order #${number} is ready for pick-up. The ready-for-pick-up email is on its way.`,
      );
      const ready = new RegExp(`order #${number} is ready for pick-up$`);
      // The email job's run, now (the job tick), rather than its 2 s timer.
      await expect.poll(async () => (await runJobs(page), await mailsTo(page, email)).filter((m) => ready.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
      const mail = (await mailsTo(page, email)).find((m) => ready.test(m.subject))!;
      expect(mail.text).toContain(`Order number: #${number}`);
      expect(mail.text).toContain(`Pick up at:\n  ${chosen}`);
      // Its link is the order page at the tenant's own address (its host, as its sitemap gives it), and opens
      // that tenant's order on another device once given the order's email.
      const own = new URL(page.url());
      own.hostname = `${tenant}.localhost`;
      const link = /^See your order: (\S+)$/m.exec(mail.text)?.[1];
      expect(link).toBe(`${own.origin}/orders/${number}`);
      const device = await browser.newPage();
      await device.goto(link!);
      await expect(device.locator('html[data-tpx-live]')).toHaveCount(1);
      await expect(device.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
      await device.getByLabel('Email address', { exact: true }).fill(email);
      await device.getByLabel('Email address', { exact: true }).press('Enter');
      await expect(device.getByRole('heading', { name: `Pick up at ${chosen}` })).toBeVisible();
      await device.close();
      await expect(panel.getByRole('button', { name: 'Ready for pick-up' })).toHaveCount(0);
      await panel.getByRole('button', { name: 'Picked up' }).click();
      await confirm.getByRole('button', { name: 'Mark picked up' }).click();
      await expect(panel).toContainText('The shopper collected this order.');
      // Marked once, mailed once: still one ready email after the marks and another run of the jobs.
      await runJobs(page);
      expect((await mailsTo(page, email)).filter((m) => ready.test(m.subject))).toHaveLength(1);
    });

    // The position's finder is the same on a phone for both tenants: cvs runs it on the desktop, wg on both.
    test('"Use my location" finds the stores near the browser’s position for pick-up', onceIf(tenant === 'cvs'), async ({ store, page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 }); // Chicago
      const checkout = await cartOf(store, tenant);
      await checkout.getByRole('button', { name: 'Use my location' }).click();
      await expect(checkout.getByRole('status')).toHaveText('3 stores near your location');
      const stores = checkout.getByRole('group', { name: 'Choose a store' });
      await expect(stores.getByRole('radio').first()).toBeChecked();
      const chosen = (await stores.locator('label').first().locator('strong').textContent())!;
      await checkout.getByLabel('Email address').fill(`located-${tenant}@example.com`);
      await checkout.getByLabel('Name').fill('Ada Shopper');
      await checkout.getByLabel('Phone number').fill('(312) 555-0142');
      await fillCard(checkout);
      await checkout.getByRole('button', { name: /^Place order/ }).click();
      await expect(page).toHaveURL(/\/confirm/, { timeout: 30_000 });
      const pickup = page.getByRole('region', { name: 'Pick up at' });
      await expect(pickup).toContainText(chosen);
      await expect(pickup).toContainText(', IL 60');
      await expect(pickup.getByTestId('pickup-ready')).toHaveText(/^Ready /);
    });
  });
}

test('checkout: the form beside the summary (folded on a phone), a State select with the ZIP check, the first problem below the header', async ({
  store,
  page,
}, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  const checkout = await cartOf(store, 'tilepix');
  const phone = testInfo.project.name === 'mobile';
  // The default storefront ships: no delivery choice.
  await expect(checkout.getByRole('radio', { name: /Pick up in store/ })).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const toggle = summary.getByRole('button', { name: /Show details/ });
  if (phone) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(summary.getByTestId('subtotal')).toBeHidden();
    await toggle.click();
    await expect(summary.getByTestId('subtotal')).toBeVisible();
  } else {
    await expect(toggle).toBeHidden();
    const [form, side] = [(await checkout.boundingBox())!, (await summary.boundingBox())!];
    expect(side.x).toBeGreaterThan(form.x + form.width - 1);
    expect(Math.abs(side.y - form.y)).toBeLessThan(4);
  }
  // The Total row's divider is one line: its two cells meet.
  const [dt, dd] = [(await summary.locator('dt', { hasText: /^Total$/ }).boundingBox())!, (await summary.getByTestId('total').boundingBox())!];
  expect(Math.abs(dt.x + dt.width - dd.x)).toBeLessThan(1);
  await page.screenshot({ path: testInfo.outputPath(`checkout-${testInfo.project.name}.png`), fullPage: false });

  // The state is chosen from a list; a ZIP code of another state is named.
  const state = checkout.getByLabel('State');
  await expect(state).toHaveAttribute('autocomplete', 'address-level1');
  await state.selectOption('NY');
  await checkout.getByLabel('Zip code').fill('97201');
  await checkout.getByLabel('Zip code').blur();
  await expect(checkout.getByText('This ZIP code is in Oregon, not New York')).toBeVisible();
  // The pair stays aligned under the ZIP code's error: the State box level with the Zip box, as tall.
  const [stateBox, zipBox] = [(await state.boundingBox())!, (await checkout.getByLabel('Zip code').boundingBox())!];
  expect(Math.abs(stateBox.y - zipBox.y)).toBeLessThan(1);
  expect(Math.abs(stateBox.height - zipBox.height)).toBeLessThan(1);
  await state.selectOption('OR');
  await expect(checkout.getByText('This ZIP code is in Oregon, not New York')).toHaveCount(0);
  for (const field of await checkout.locator('input, select').all()) {
    if ((await field.getAttribute('type')) === 'radio') continue;
    expect(await field.getAttribute('autocomplete'), (await field.getAttribute('name')) ?? '').toBeTruthy();
  }

  // Everything else blank: Place order scrolls the first problem (Email address) into view below the sticky header, focused.
  await page.mouse.wheel(0, 4000);
  await checkout.getByRole('button', { name: /^Place order/ }).click();
  const email = checkout.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(checkout.getByText('Email address is required')).toBeVisible();
  // Below the sticky header (its height differs by width), with its label.
  const headerBottom = async () => {
    const b = (await store.header().boundingBox())!;
    return b.y + b.height;
  };
  await expect
    .poll(async () => (await checkout.getByText('Email address', { exact: true }).boundingBox())!.y - (await headerBottom()))
    .toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await email.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height - 40);
  await page.screenshot({ path: testInfo.outputPath(`checkout-invalid-${testInfo.project.name}.png`) });
});

test('a shipped order on a pick-up tenant still asks for the address', async ({ store, page }) => {
  await cartOf(store, 'wg', 2);
  // The summary's free row is named as the order reaches the shopper (folded on a phone: counted, not seen).
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('dt', { hasText: /^(Pick-up|Shipping)$/ })).toHaveText('Pick-up');
  const form = await fillCheckout(page, { email: 'ships-wg@example.com', ship: true });
  await expect(summary.locator('dt', { hasText: /^(Pick-up|Shipping)$/ })).toHaveText('Shipping');
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/confirm/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Pick up at' })).toHaveCount(0);
  await expect(page.getByText('will email you again when your tiles ship')).toBeVisible();
});

test('a reload mid-checkout keeps the details typed (never the card) and lists the chosen store again', async ({ store, page }) => {
  const checkout = await cartOf(store, 'wg');
  await checkout.getByLabel('ZIP code or city').fill('68102');
  await checkout.getByRole('button', { name: 'Find stores' }).click();
  const stores = checkout.getByRole('group', { name: 'Choose a store' });
  await stores.getByRole('radio').nth(2).check();
  const chosen = (await stores.locator('label').nth(2).locator('strong').textContent())!;
  await checkout.getByLabel('Email address').fill('reload-wg@example.com');
  await checkout.getByLabel('Name').fill('Ada Shopper');
  await fillCard(checkout);
  // The page loaded again (its tenant in the address, as the pick-up tenant's own host would give it).
  await store.open('/cart?tenant=wg');
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(checkout.getByLabel('Email address')).toHaveValue('reload-wg@example.com');
  await expect(checkout.getByLabel('Name')).toHaveValue('Ada Shopper');
  await expect(checkout.getByLabel('Card number')).toHaveValue('');
  await expect(checkout.getByLabel('ZIP code or city')).toHaveValue('68102');
  await expect(stores.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(
    stores
      .locator('label')
      .filter({ has: page.getByRole('radio', { checked: true }) })
      .locator('strong'),
  ).toHaveText(chosen);
});
