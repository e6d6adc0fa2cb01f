import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';

/**
 * The admin's catalogue (issue #17), on a laptop: a product created in /admin/products appears in
 * /shop-all; a CSV with two good rows and one bad row gets a dry run report and an error file, and
 * only the good rows land; moving an artist group changes the storefront's menu on its next load.
 * Screenshots at 390 × 844 are kept in the test output for the phone layout.
 */
// In order, in one worker: every test signs in this spec's admin, and two sign-ins at once would
// each read the other's code from the mailbox (a new code replaces the last one).
test.describe.configure({ mode: 'default' });
// Each test writes the shared catalogue: one project is enough (ONCE).

async function openAsAdmin(store: Store, page: Page, path: string, title: string) {
  await store.open(path);
  await expect(page).toHaveTitle(`${title} - Admin`);
  await signInAsAdmin(page, adminEmail(test.info(), 'catalogue'));
  await expect(store.heading()).toHaveText(title);
}

const shopAllNames = async (store: Store, page: Page) => {
  await store.open('/shop-all');
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products).toBeVisible();
  return products;
};

async function phoneShot(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

test('the admin creates a product and it appears on /shop-all', ONCE, async ({ store, page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(store, page, '/admin/t/tilepix/products', 'Products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/t\/tilepix\/products\?edit=new$/);
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name', { exact: true }).fill('Harbor Lights');
  await expect(form.getByLabel('Id', { exact: true })).toHaveValue('harbor-lights');
  await expect(form.getByLabel('URL slug')).toHaveValue('harbor-lights');
  await form.getByLabel('Price', { exact: true }).fill('17.50');
  await form.getByLabel('Image URLs').fill('/files/products/photo-tile-black.png');
  await form.getByLabel('Minimum input ppi').fill('62.5');
  await form.getByLabel('Variant id').fill('harbor-lights-black');
  await form.getByLabel('Variant price').fill('17.50');
  await form.getByLabel('Variant SKU').fill('HARBOR-BLK');
  // The domain's rules show before anything is sent, named by the field's label (not the code's key, 'matInches').
  await form.getByLabel('Mat (inches)').fill('9');
  await expect(form.getByRole('listitem')).toHaveText(['Mat (inches): Mat must be 0 or more and leave some of the photo showing']);
  await form.getByLabel('Mat (inches)').fill('');
  await phoneShot(page, 'product-editor');
  await form.getByRole('button', { name: 'Create product' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Create Harbor Lights?');
  await confirm.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Harbor Lights created.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/t\/tilepix\/products\?edit=harbor-lights$/);
  await expect(page.getByRole('link', { name: 'Harbor Lights' })).toBeVisible();

  const products = await shopAllNames(store, page);
  await expect(products.getByRole('listitem').filter({ hasText: 'Harbor Lights' })).toContainText('$17.50');
});

test('a refused save takes the admin to its problems, each a link to its field, and marks every field it names', async ({ store, page }, info) => {
  test.setTimeout(90_000);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  await openAsAdmin(store, page, '/admin/t/tilepix/products', 'Products');
  await page.getByRole('link', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  const create = form.getByRole('button', { name: 'Create product' });
  await create.click();
  // On a phone the list sits screens above the button: focus (and the view) moves to it.
  const summary = form.getByRole('group', { name: 'Fix before saving:' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const named = [
    ['Id', 'Id is required', 'Id is required'],
    ['Name', 'Name is required', 'Name is required'],
    ['URL slug', 'URL slug is required', 'URL slug is required'],
    ['Variant id', 'Variant 1: Variant id is required', 'Variant id is required'],
    ['Variant SKU', 'Variant 1: Variant SKU is required', 'Variant SKU is required'],
  ] as const;
  await expect(summary.getByRole('listitem')).toHaveText(named.map(([, listed]) => listed));
  await page.screenshot({ path: info.outputPath(`product-refused-${info.project.name}.png`) });
  // Every field a problem names is marked invalid and described by its problem, in the rule's words.
  for (const [label, , said] of named) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(said);
  }
  await expect(form.getByLabel('Image URLs', { exact: true })).toHaveAccessibleDescription('Separate several with |');
  await expect(form.getByLabel('Price', { exact: true })).not.toHaveAttribute('aria-invalid');
  // Each problem is a link to its field.
  await summary.getByRole('link', { name: 'Variant 1: Variant SKU is required' }).click();
  await expect(form.getByLabel('Variant SKU', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/t\/tilepix\/products\?edit=new$/);
  await form.getByLabel('Variant SKU', { exact: true }).fill('HARBOR-BLK');
  await expect(form.getByLabel('Variant SKU', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(summary.getByRole('listitem')).toHaveCount(4);
});

test('the admin imports a CSV: dry run report, error file, and only the good rows land', ONCE, async ({ store, page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(store, page, '/admin/t/tilepix/product-import', 'Product Import');
  const csv = [
    '\uFEFFid;name;urlSlug;price;variantId;variantName;variantPrice;variantSku',
    'quay-tile;Quay Tile;quay-tile;15.00;quay-tile-black;Black;15.00;QUAY-BLK',
    'pier-tile;"Pier Tile";pier-tile;16.00;pier-tile-black;Black;16.00;PIER-BLK',
    'dock-tile;Dock Tile;dock-tile;abc;dock-tile-black;Black;16.00;DOCK-BLK',
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'harbour.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText('Preview: 3 rows, 2 products readable.')).toBeVisible();
  await page.getByRole('button', { name: 'Dry run' }).click();
  // The summary is printed once (issue 32): in the status line, not again as a heading.
  await expect(page.getByRole('status').filter({ hasText: 'Dry run: 2 to create, 0 to update, 1 row with errors.' })).toBeVisible();
  await expect(page.getByText('2 to create, 0 to update, 1 row with errors')).toHaveCount(1);
  const report = page.getByRole('table', { name: 'Rows with errors' });
  await expect(report.getByRole('row').nth(1)).toHaveText(['4', 'price', "Price must be an amount like 14.00 (got 'abc')"].join(''));
  await phoneShot(page, 'product-import');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('harbour-errors.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(
    '\uFEFF"id","name","urlSlug","price","variantId","variantName","variantPrice","variantSku","error"\r\n' +
      `"dock-tile","Dock Tile","dock-tile","abc","dock-tile-black","Black","16.00","DOCK-BLK","price: Price must be an amount like 14.00 (got 'abc')"\r\n`,
  );

  await page.getByRole('button', { name: 'Import 2 products' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Import 2 products?');
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 2 created, 0 updated, 1 row left out.' })).toBeVisible();

  const products = await shopAllNames(store, page);
  await expect(products.getByRole('listitem').filter({ hasText: 'Quay Tile' })).toContainText('$15.00');
  await expect(products.getByRole('listitem').filter({ hasText: 'Pier Tile' })).toContainText('$16.00');
  await expect(products.getByRole('listitem').filter({ hasText: 'Dock Tile' })).toHaveCount(0);
});

test('the admin moves an artist group up and the storefront menu follows', ONCE, async ({ store, page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(store, page, '/admin/t/tilepix/groups', 'Groups');
  const groups = page.getByRole('list', { name: 'Artist groups' });
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['Mara Quinn', 'Theo Lindqvist', 'Ada Okafor', 'June Park', 'Archive Studio']);
  await expect(groups.getByRole('listitem').filter({ hasText: 'Archive Studio' })).toContainText('Hidden from the menu');
  await phoneShot(page, 'groups');
  const move = async (name: string, direction: 'up' | 'down', place: number) => {
    await groups.getByRole('button', { name: `Move ${name} ${direction}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName(`Move ${name} ${direction}?`);
    await confirm.getByRole('button', { name: `Move ${direction}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is number ${place} in the menu now.` })).toBeVisible();
  };
  try {
    await move('June Park', 'up', 3);
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['Mara Quinn', 'Theo Lindqvist', 'June Park', 'Ada Okafor', 'Archive Studio']);
    // The storefront's next load: the header's dropdown (3 on a laptop) and the artists page follow.
    await store.open('/artists');
    await expect(page.getByRole('list', { name: 'Artists' }).getByRole('link')).toHaveText([/^Mara Quinn/, /^Theo Lindqvist/, /^June Park/, /^Ada Okafor/]);
  } finally {
    // Other specs read the seeded order: put it back.
    await store.open('/admin/t/tilepix/groups');
    await expect(groups.getByRole('heading', { level: 2 }).first()).toBeVisible();
    if ((await groups.getByRole('heading', { level: 2 }).nth(2).textContent()) === 'June Park') await move('June Park', 'down', 4);
  }
  await store.open('/artists');
  await expect(page.getByRole('list', { name: 'Artists' }).getByRole('link')).toHaveText([/^Mara Quinn/, /^Theo Lindqvist/, /^Ada Okafor/, /^June Park/]);
});
