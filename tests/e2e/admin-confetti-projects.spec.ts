import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { expect, test, type Store } from './fixtures';
import { storedProject } from './stored-project';

/**
 * Confetti and a customer's projects (issue #17), on a laptop: the seeded admin creates an album,
 * uploads a photo, and the storefront's photo picker shows it; a customer saves a project, the admin
 * opens it by the customer's id (a session showing that project only, named as theirs, with no cart),
 * changes it, chooses Done before the last change was saved, and the customer sees both changes.
 * Screenshots at 1280 and 390 px are kept in the test output.
 */
test.beforeEach(({}, info) => test.skip(info.project.name !== 'desktop', 'writes the shared albums: one project is enough'));

/**
 * Full-page screenshots at 1280 and 390 px, taken from the top: a full-page capture of a scrolled
 * page draws the sticky header (and the sticky action bar) where the scroll left them, over the
 * content, which is not what anyone sees.
 */
async function shots(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

async function openAsAdmin(store: Store, page: Page, path: string, title: string) {
  await store.open(path);
  await expect(page).toHaveTitle(`${title} - Admin`);
  await signInAsAdmin(page, adminEmail(test.info()));
  await expect(store.heading()).toHaveText(title);
}

/** A customer signed up through the API: their token and id. */
async function customerSession(request: APIRequestContext, email: string) {
  const created = await request.post('/api/v1/account/create?tenantId=tilepix', { data: { loginMethod: 'code', firstName: 'Cleo', lastName: 'Customer', email, acceptsMarketing: true, source: 'e2e' } });
  expect(created.status()).toBe(200);
  const mail = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  const code = /\b(\d{6})\b/.exec(mail[0]!.text)![1]!;
  const verified = await request.post('/api/v1/account/login_verify?tenantId=tilepix', { data: { email, code, source: 'e2e' } });
  expect(verified.status()).toBe(200);
  const session = (await verified.json()) as { accessToken: string; customer: { id: string | number } };
  return { token: session.accessToken, id: String(session.customer.id) };
}

const projectsOf = async (request: APIRequestContext, token: string) =>
  ((await (await request.post('/api/v1/projects/get?tenantId=tilepix', { headers: { authorization: `Bearer ${token}` }, data: { abandoned: true } })).json()) as {
    projects: Array<{ id: string; status: string; frameColor: string; matColor: string; version: number; tiles: Array<{ frameColor: string; matColor: string }> }>;
  }).projects;

/** Whatever has keyboard focus is on screen and not under the sticky header (WCAG 2.4.11), at this width. */
async function expectFocusClearOfHeader(page: Page) {
  const { header, focused, height } = await page.evaluate(() => ({
    header: document.querySelector('header')!.getBoundingClientRect().bottom,
    focused: document.activeElement!.getBoundingClientRect().top,
    height: window.innerHeight,
  }));
  expect(focused).toBeGreaterThanOrEqual(header);
  expect(focused).toBeLessThan(height);
}

test('the admin creates an album and uploads a photo; the storefront photo picker shows it', async ({ store, page }) => {
  test.setTimeout(120_000);
  await openAsAdmin(store, page, '/admin/confetti', 'Confetti');
  const name = `Harbour ${Date.now().toString(36)}`;
  await page.getByLabel('New album name').fill(name);
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} created.` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  // Not an image: refused by its bytes with words, nothing added.
  store.expectConsoleError(/415/);
  await card.getByLabel(`Add photos to ${name}`).setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(page.getByRole('alert')).toHaveText('fake.jpg: That file is not a JPEG, PNG or WebP image. Choose a photo in one of those types.');

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 190 } } }).jpeg().toBuffer();
  await card.getByLabel(`Add photos to ${name}`).setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('status').filter({ hasText: `1 photo added to ${name}.` })).toBeVisible();
  const photos = card.getByRole('list', { name: `Photos of ${name}` });
  await expect(photos.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible();
  await expect(photos.getByText('900 x 600 px')).toBeVisible();
  await shots(page, 'admin-confetti');

  // The storefront's picker, at its next load.
  await store.open('/photo-picker');
  const tab = page.getByRole('tab', { name });
  await tab.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button')).toHaveCount(1);
  const thumb = panel.locator('img');
  await expect(thumb).toHaveAttribute('src', /\/files\/shared\/[a-z0-9-]+\/[0-9a-f-]{36}_tmb\.jpg$/);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
});

test('the admin opens a customer\'s project by their id, changes it, and the customer sees the change', async ({ store, page }) => {
  test.setTimeout(120_000);
  const email = `cleo-${Date.now().toString(36)}@example.com`;
  const customer = await customerSession(page.request, email);
  const albums = (await (await page.request.get('/api/v1/albums/public?tenantId=tilepix')).json()) as { albums: Array<{ images: Array<{ full: string; width: number; height: number }> }> };
  const shared = albums.albums[0]!.images[0]!;
  const local = storedProject('cleo', [{ path: shared.full, width: shared.width, height: shared.height }]);
  const { savedToServer: _s, hasUnsavedChanges: _h, ...rest } = local;
  // The server format: each tile with its crop's far corner and the state 'Framed'.
  const side = Math.min(shared.width, shared.height);
  const tiles = (rest.tiles as Array<Record<string, number>>).map((t) => ({ ...t, cropBottomRightX: t.cropTopLeftX! + side, cropBottomRightY: t.cropTopLeftY! + side, state: 'Framed' }));
  const project = { ...rest, tiles };
  const saved = await page.request.post('/api/v1/projects/save?tenantId=tilepix', { headers: { authorization: `Bearer ${customer.token}` }, data: { ...project, baseVersion: null } });
  expect(saved.status(), await saved.text()).toBe(200);
  const projectId = String(local.id);

  await openAsAdmin(store, page, '/admin/customers', 'Customers');
  await page.getByLabel('Email or customer id').fill(customer.id);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Projects of ${email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=${customer.id}&customer=${customer.id}$`));
  await expect(page.getByRole('heading', { name: `Projects of ${email}` })).toBeVisible();
  await shots(page, 'admin-customers');
  await page.getByRole('link', { name: `Edit project ${projectId} for the customer` }).click();
  await expect(page).toHaveTitle('Edit for customer - Admin');
  // Whose project it is, as the page's heading: nothing here passes for the admin's own.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editing Cleo Customer’s project (${email})`);
  await expect(page.getByRole('region', { name: `Editing Cleo Customer’s project (${email})` })).toBeVisible();

  // Only the customer's project, with its one photo: no default project, no list of projects, no cart.
  await expect(page.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
  await expect(page.getByText('Your projects')).toHaveCount(0);
  for (const name of [/Add to Cart/, /^Project \d/, 'New project', 'Remove project', 'Split one photo']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  const done = page.getByRole('button', { name: 'Done: back to the customer' });
  await expect(done).toBeVisible();

  await page.getByRole('radio', { name: 'White' }).first().check();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 });
  await shots(page, 'admin-edit-for-customer');
  // The way back and the primary action by keyboard, at both widths: never hidden under the sticky header.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // From the bottom of the page, the way back gets focus (focusing an element that has it already scrolls nothing).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.getByRole('link', { name: 'Back to the customer' }).focus();
    await expectFocusClearOfHeader(page);
    await page.screenshot({ path: test.info().outputPath(`admin-edit-for-customer-focus-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A change not saved yet when Done is chosen: Done sends it and waits for it before going back.
  await page.getByRole('group', { name: 'Mat' }).getByRole('radio', { name: 'Gray' }).check();
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Projects of ${email}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?customer=${customer.id}$`));

  // The customer's next load has the change; the admin's own projects do not hold it.
  const theirs = (await projectsOf(page.request, customer.token)).find((p) => p.id === projectId)!;
  expect(theirs.version).toBeGreaterThanOrEqual(2);
  expect([theirs.frameColor, ...theirs.tiles.map((t) => t.frameColor)]).toContain('White');
  expect(theirs.tiles.map((t) => t.matColor)).toEqual(['#939598FF']);
  expect(theirs.status).toBe('InProgress');
  const adminToken = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('accessToken'))?.[1] ?? '');
  const token = (JSON.parse(adminToken) as { value: string }).value;
  expect((await projectsOf(page.request, token)).map((p) => p.id)).not.toContain(projectId);
  expect(await page.evaluate((id) => Object.values(localStorage).some((v) => v.includes(id)), projectId)).toBe(false);
});
