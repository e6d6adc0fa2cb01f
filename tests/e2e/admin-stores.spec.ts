import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { expect, test } from './fixtures';

/**
 * Issue 30, the admin's pick-up stores: an admin adds a store for the pharmacy tenant from the form,
 * then imports stores from a CSV (a file with a bad row is reported per row and imports nothing; the
 * fixed file imports after its dry run). Keyboard only for the form; screenshots at both widths.
 */
const HEADER = 'id,name,line1,city,state,zip,lat,lng,timeZone,sunday,monday,tuesday,wednesday,thursday,friday,saturday,leadMinutes,cutoff,active\n';
const row = (id: string, name: string, monday = '08:00-22:00') =>
  `${id},${name},1 Main St,Omaha,NE,68102,41.25,-95.93,America/Chicago,closed,${monday},08:00-22:00,08:00-22:00,08:00-22:00,08:00-22:00,24h,60,20:00,yes\n`;

test('an admin adds a store with the keyboard and imports stores from a CSV', async ({ store, page }, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  await store.open('/admin/t/wg/stores');
  await signInAsAdmin(page, adminEmail(info, 'stores'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(page.getByText('Tenant: wg.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Chicago Elm St/ })).toBeVisible();

  // The form, keyboard only: the button, then each field by Tab.
  await page.getByRole('button', { name: 'New store' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New store' })).toBeFocused();
  const values: Record<string, string> = {
    'Store id': `e2e-${tag}`,
    Name: `E2E Omaha ${tag}`,
    'Street address': '1001 Howard St',
    City: 'Omaha',
    State: 'NE',
    'ZIP code': '68102',
    Latitude: '41.2555',
    Longitude: '-95.9316',
  };
  for (const [label, value] of Object.entries(values)) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
  }
  await page.getByRole('button', { name: 'Add store' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `E2E Omaha ${tag} is saved.` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`E2E Omaha ${tag}`) })).toBeVisible();
  await page.screenshot({ path: info.outputPath('admin-stores.png'), fullPage: true });

  // A file with a bad row: the dry run names it, and nothing can be imported.
  const file = page.getByLabel('CSV file');
  await file.setInputFiles({
    name: 'stores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(HEADER + row(`imp-${tag}`, `Imported ${tag}`) + row(`bad-${tag}`, 'Bad', '22:00-08:00')),
  });
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('heading', { name: '1 to create, 0 to update, 1 row with errors' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row', { name: /3 monday Monday: the store must open before it closes \(22:00-08:00\)\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: info.outputPath('admin-stores-import-errors.png'), fullPage: true });

  // The fixed file: dry run, then import after confirming.
  await file.setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(HEADER + row(`imp-${tag}`, `Imported ${tag}`)) });
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('heading', { name: '1 to create, 0 to update, 0 rows with errors' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 store' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Import 1 store?' });
  await expect(confirm).toContainText('1 to create, 0 to update, 0 rows with errors');
  await confirm.getByRole('button', { name: 'Import stores' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 1 created, 0 updated.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Imported ${tag}`) })).toBeVisible();

  // The new store is one shoppers find.
  const found = (await (await page.request.get('/api/v1/stores?tenantId=wg&q=68102')).json()) as { stores: Array<{ store: { id: string } }> };
  expect(found.stores.map((s) => s.store.id)).toEqual(expect.arrayContaining([`e2e-${tag}`, `imp-${tag}`]));

  // A tenant without stores (the default one ships): no empty table whose headings scroll sideways on a
  // phone, but its count and what to do next, within the screen.
  await store.open('/admin/t/tilepix/stores');
  await expect(page.getByText('Tenant: tilepix.')).toBeVisible();
  const empty = page.getByRole('region', { name: '0 stores' });
  await expect(empty).toHaveText('0 storesNo pick-up stores yet. Add one with New store, or import them from a CSV file.');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await empty.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.screenshot({ path: info.outputPath('admin-stores-empty.png'), fullPage: true });
});
