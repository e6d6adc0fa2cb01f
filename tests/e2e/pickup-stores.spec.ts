import { expectNoSeriousViolations } from './axe';
import { onceIf, expect, test } from './fixtures';

/**
 * The store finder (issue 30) at /stores on the pick-up tenants: by ZIP code, by "Use my location"
 * (the browser grants a position), and its fallback when the shopper says no. No MapKit settings
 * here: the list works alone.
 */
const TENANTS = [
  ['wg', 'Find a Store - TilePix'],
  ['cvs', 'Find a Store - CVS Photo'],
] as const;

for (const [tenant, title] of TENANTS) {
  test.describe(`?tenant=${tenant}`, () => {
    test('finds the nearest stores by ZIP code, with hours, open now and the ready-by time; the choice is a radio group', async ({ store, page }) => {
      await store.open(`/stores?tenant=${tenant}`);
      await expect(page).toHaveTitle(title);
      await expect(store.heading()).toHaveText('Find a Store');
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /Find a store near you to pick up your photo tiles/);
      const search = page.getByRole('search', { name: 'Find a store' });
      await search.getByLabel('ZIP code or city').fill('6060');
      await search.getByRole('button', { name: 'Find stores' }).click();
      await expect(page.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code, or a city and state (like Omaha, NE)');
      await search.getByLabel('ZIP code or city').fill('60601');
      await search.getByLabel('ZIP code or city').press('Enter');
      await expect(page.getByRole('status')).toHaveText('3 stores near Chicago, IL 60601');
      // The button pressed keeps the keyboard's focus through the search (a disabled one dropped it to the page).
      await search.getByLabel('ZIP code or city').fill('60602');
      await search.getByRole('button', { name: 'Find stores' }).press('Enter');
      await expect(page.getByRole('status')).toHaveText('3 stores near Chicago, IL 60602');
      await expect(search.getByRole('button', { name: 'Find stores' })).toBeFocused();
      await search.getByLabel('ZIP code or city').fill('60601');
      await search.getByLabel('ZIP code or city').press('Enter');
      await expect(page.getByRole('status')).toHaveText('3 stores near Chicago, IL 60601');
      const group = page.getByRole('group', { name: 'Stores near you' });
      const stores = group.getByRole('radio');
      // Only the stores within 100 miles: the seeded chain's three in Chicago (the next is ~350 miles away).
      await expect(stores).toHaveCount(3);
      // The nearest is chosen first; each option reads its store, distance, hours and ready-by time.
      await expect(stores.first()).toBeChecked();
      const first = group.locator('label').first();
      await expect(first).toContainText(/^Chicago /);
      await expect(first).toContainText(/\d+\.\d mi/);
      await expect(first).toContainText(/(Open now|Closed now) · Today: /);
      await expect(first).toContainText(/Ready (today|tomorrow|\w+day) by \d{1,2}:\d\d (AM|PM)/);
      // Keyboard: the arrow key moves the choice within the group.
      await stores.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(stores.nth(1)).toBeChecked();
      await expectNoSeriousViolations(page);
    });

    test('a place with no store within 100 miles says so, with the way on, and lists none', async ({ store, page }, testInfo) => {
      await store.open(`/stores?tenant=${tenant}`);
      const search = page.getByRole('search', { name: 'Find a store' });
      await search.getByLabel('ZIP code or city').fill('00601');
      await search.getByRole('button', { name: 'Find stores' }).click();
      // Puerto Rico: the nearest seeded store is in Miami, ~1,000 miles away; it is not offered as near.
      await expect(page.getByRole('alert')).toHaveText(
        'No stores within 100 miles of Adjuntas, PR 00601. Try another ZIP code or city, or have your tiles shipped to you.',
      );
      await expect(page.getByRole('group', { name: 'Stores near you' })).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText('');
      // Not a mistake in what was typed: the field is not marked invalid.
      await expect(search.getByLabel('ZIP code or city')).not.toHaveAttribute('aria-invalid');
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`${tenant}-no-store-near-${testInfo.project.name}.png`) });
      // The way on: another place lists its stores.
      await search.getByLabel('ZIP code or city').fill('60601');
      await search.getByRole('button', { name: 'Find stores' }).click();
      await expect(page.getByRole('status')).toHaveText('3 stores near Chicago, IL 60601');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    // The position's finder is the same on a phone for both tenants: cvs runs it on the desktop, wg on both.
    test('"Use my location" lists the stores near the browser’s position', onceIf(tenant === 'cvs'), async ({ store, page, context }) => {
      await context.grantPermissions(['geolocation']);
      // Chicago (its three stores; the next is ~350 miles away, beyond the radius). Not Omaha, where the
      // admin tests add stores to the shared server.
      await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 });
      await store.open(`/stores?tenant=${tenant}`);
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByRole('status')).toHaveText('3 stores near your location');
      const first = page.getByRole('group', { name: 'Stores near you' }).locator('label').first();
      await expect(first).toContainText('Chicago, IL');
    });

    test('without the position, the country’s centre: the spec’s default centre in Nebraska', onceIf(tenant === 'cvs'), async ({ store, page }) => {
      // No permission granted: Chromium headless answers PERMISSION_DENIED.
      await store.open(`/stores?tenant=${tenant}`);
      await page.getByRole('button', { name: 'Use my location' }).press('Enter');
      await expect(
        page.getByText('Location sharing is off, so these stores are near the centre of your country. Search by ZIP code or city to find yours.'),
      ).toBeVisible();
      // Not "near you": the status says where the list is; the focus stays on the button pressed.
      await expect(page.getByRole('status')).toHaveText('10 stores near the centre of your country');
      await expect(page.getByRole('button', { name: 'Use my location' })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Stores near you' }).locator('label').first()).toContainText('North Platte, NE');
    });
  });
}

test('the default tenant ships: /stores says so', async ({ store, page }) => {
  await store.open('/stores');
  await expect(page).toHaveTitle('Find a Store - TilePix');
  await expect(page.getByText('This store ships your tiles to you: there are no stores to pick them up from.')).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
});
