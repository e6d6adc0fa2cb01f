import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';
import { storedProject } from './stored-project';
import { CART_CREATE, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 } from '../../src/adapters/storefront/documents';
import { STOREFRONT_API_VERSION, STOREFRONT_TOKEN_HEADER, storefrontAccessToken } from '../../src/contract/storefront-token';

/**
 * Confetti and a customer's projects (issue #17), on a laptop: the seeded admin creates an album,
 * uploads a photo, and the storefront's photo picker shows it; a customer saves a project, the admin
 * opens it by the customer's id (a session showing that project only, named as theirs, with no cart),
 * changes it, chooses Done before the last change was saved, and the customer sees both changes.
 * Screenshots at 1280 and 390 px are kept in the test output.
 */
// In order, in one worker: every test signs in this spec's admin, and two sign-ins at once would
// each read the other's code from the mailbox (a new code replaces the last one).
test.describe.configure({ mode: 'default' });
// Each test writes the shared albums: one project is enough (ONCE).

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
  await signInAsAdmin(page, adminEmail(test.info(), 'confetti'));
  await expect(store.heading()).toHaveText(title);
}

/** A customer signed up through the API: their token and id. */
async function customerSession(request: APIRequestContext, email: string) {
  const created = await request.post('/api/v1/account/create?tenantId=tilepix', {
    data: { loginMethod: 'code', firstName: 'Cleo', lastName: 'Customer', email, acceptsMarketing: true, source: 'e2e' },
  });
  expect(created.status()).toBe(200);
  const mail = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  const code = /\b(\d{6})\b/.exec(mail[0]!.text)![1]!;
  const verified = await request.post('/api/v1/account/login_verify?tenantId=tilepix', { data: { email, code, source: 'e2e' } });
  expect(verified.status()).toBe(200);
  const session = (await verified.json()) as { accessToken: string; customer: { id: string | number } };
  return { token: session.accessToken, id: String(session.customer.id) };
}

const projectsOf = async (request: APIRequestContext, token: string) =>
  (
    (await (
      await request.post('/api/v1/projects/get?tenantId=tilepix', { headers: { authorization: `Bearer ${token}` }, data: { abandoned: true } })
    ).json()) as {
      projects: Array<{
        id: string;
        status: string;
        frameColor: string;
        matColor: string;
        version: number;
        tiles: Array<{ frameColor: string; matColor: string }>;
      }>;
    }
  ).projects;

/** A project of one photo from the first public album, saved by the customer through the API: its id. */
async function customerSavesProject(request: APIRequestContext, token: string): Promise<string> {
  const albums = (await (await request.get('/api/v1/albums/public?tenantId=tilepix')).json()) as {
    albums: Array<{ images: Array<{ full: string; width: number; height: number }> }>;
  };
  const shared = albums.albums[0]!.images[0]!;
  const local = storedProject('cleo', [{ path: shared.full, width: shared.width, height: shared.height }]);
  const { savedToServer: _s, hasUnsavedChanges: _h, ...rest } = local;
  // The server format: each tile with its crop's far corner and the state 'Framed'.
  const side = Math.min(shared.width, shared.height);
  const tiles = (rest.tiles as Array<Record<string, number>>).map((t) => ({
    ...t,
    cropBottomRightX: t.cropTopLeftX! + side,
    cropBottomRightY: t.cropTopLeftY! + side,
    state: 'Framed',
  }));
  const saved = await request.post('/api/v1/projects/save?tenantId=tilepix', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...rest, tiles, baseVersion: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return String(local.id);
}

/** The customer orders the project (one black tile, the test card) through the storefront API: the server completes it. */
async function customerOrders(request: APIRequestContext, projectId: string, token: string) {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await request.post(`/api/storefront/${STOREFRONT_API_VERSION}/graphql.json`, {
      headers: { [STOREFRONT_TOKEN_HEADER]: storefrontAccessToken('tilepix'), authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: Record<string, any> }).data;
  };
  // The line as the client writes it: what is printed is checked against the customer's saved project (issue 26).
  const [project] = (await projectsOf(request, token)).filter((p) => p.id === projectId);
  const tiles = project!.tiles.map((t) => ({ ...t, frameColor: 'Black' }));
  const attributes = [
    { key: '_projectId', value: projectId },
    { key: 'Frame', value: 'Black' },
    { key: 'Tiles', value: String(tiles.length) },
    { key: 'Copies', value: '1' },
    { key: '_tiles', value: JSON.stringify(tiles) },
  ];
  const lines = [{ merchandiseId: 'gid://shopify/ProductVariant/41000000001', quantity: tiles.length, attributes }];
  const cart = (await gql(CART_CREATE, { input: { lines } })).cartCreate.cart as { id: string };
  const vault = await request.post('/api/vault/sessions?tenantId=tilepix', {
    data: { credit_card: { number: '4242424242424242', first_name: 'Cleo', last_name: 'Customer', month: 12, year: 2099, verification_value: '123' } },
  });
  const vaultId = ((await vault.json()) as { id: string }).id;
  const billingAddress = { firstName: 'Cleo', lastName: 'Customer', address1: '1 Main St', city: 'Springfield', province: 'IL', zip: '62701', country: 'US' };
  const payment = { paymentAmount: { amount: '14.00', currencyCode: 'USD' }, idempotencyKey: `order-${projectId}`, vaultId, test: true, billingAddress };
  const done = (await gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, { checkoutId: cart.id.replace('/Cart/', '/Checkout/'), payment }))
    .checkoutCompleteWithCreditCardV2;
  expect(done.checkoutUserErrors).toEqual([]);
}

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

test('the admin creates an album and uploads a photo; the storefront photo picker shows it', ONCE, async ({ store, page }) => {
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

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 190 } } })
    .jpeg()
    .toBuffer();
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
  // Loaded, not just named (the picture may still be on its way when the tab shows: polled, no fixed wait).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
});

test("the admin opens a customer's project by their id, changes it, and the customer sees the change", ONCE, async ({ store, page }) => {
  test.setTimeout(120_000);
  const email = `cleo-${Date.now().toString(36)}@example.com`;
  const customer = await customerSession(page.request, email);
  const projectId = await customerSavesProject(page.request, customer.token);

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
  for (const name of [/Add to Cart/, /^Project \d/, 'New project', 'Remove project', 'Split one photo'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
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

test('the customer orders the project while the admin edits it: the admin is told, stays, and leaves only when they confirm', ONCE, async ({ store, page }) => {
  test.setTimeout(120_000);
  const email = `cleo-ordered-${Date.now().toString(36)}@example.com`;
  const customer = await customerSession(page.request, email);
  const projectId = await customerSavesProject(page.request, customer.token);
  await openAsAdmin(store, page, '/admin/customers', 'Customers');
  await store.open(`/admin/customers/${customer.id}/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editing Cleo Customer’s project (${email})`);
  const done = page.getByRole('button', { name: 'Done: back to the customer' });
  await expect(done).toBeVisible();

  // Meanwhile the customer orders it; the admin's next change is refused by the server (409, Completed).
  await customerOrders(page.request, projectId, customer.token);
  store.expectConsoleError(/409/);
  await page.getByRole('radio', { name: 'White' }).first().check();
  const ordered = 'Not saved: this project was ordered by the customer meanwhile, so it can no longer be changed.';
  await expect(page.getByRole('alert').filter({ hasText: ordered })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Not saved$/ })).toBeVisible();

  // Done claims nothing: the admin stays, with the message and the change on screen.
  await done.click();
  await expect(page.getByRole('alert').filter({ hasText: ordered })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ordered })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}/projects/${projectId}$`));
  await expect(page.getByRole('radio', { name: 'White' }).first()).toBeChecked();
  // What the admin sees, at both widths: the message in the sticky action bar at the bottom of the
  // window (a full-page capture resizes the window, which reloads the pictures under 'Loading Images...').
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByTestId('full-screen-overlay')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: ordered })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`admin-edit-ordered-meanwhile-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the customer asks first; Cancel stays, confirming leaves without saving.
  const finish = page.getByRole('region', { name: 'Finish editing for the customer' });
  await finish.getByRole('button', { name: 'Back to the customer', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await page.getByRole('link', { name: 'Back to the customer' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?customer=${customer.id}$`));
  // The order's copy is as the customer bought it: no longer among their open projects.
  expect((await projectsOf(page.request, customer.token)).map((p) => p.id)).not.toContain(projectId);
});
