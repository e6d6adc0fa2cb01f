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
      await expect(page.getByRole('status')).toHaveText('10 stores near Chicago, IL 60601');
      // The button pressed keeps the keyboard's focus through the search (a disabled one dropped it to the page).
      await search.getByLabel('ZIP code or city').fill('60602');
      await search.getByRole('button', { name: 'Find stores' }).press('Enter');
      await expect(page.getByRole('status')).toHaveText('10 stores near Chicago, IL 60602');
      await expect(search.getByRole('button', { name: 'Find stores' })).toBeFocused();
      await search.getByLabel('ZIP code or city').fill('60601');
      await search.getByLabel('ZIP code or city').press('Enter');
      await expect(page.getByRole('status')).toHaveText('10 stores near Chicago, IL 60601');
      const group = page.getByRole('group', { name: 'Stores near you' });
      const stores = group.getByRole('radio');
      await expect(stores).toHaveCount(10);
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

    // The position's finder is the same on a phone for both tenants: cvs runs it on the desktop, wg on both.
    test('"Use my location" lists the stores near the browser’s position', onceIf(tenant === 'cvs'), async ({ store, page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 41.2565, longitude: -95.9345 }); // Omaha, NE
      await store.open(`/stores?tenant=${tenant}`);
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByRole('status')).toHaveText('10 stores near your location');
      const first = page.getByRole('group', { name: 'Stores near you' }).locator('label').first();
      await expect(first).toContainText('Omaha, NE');
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
