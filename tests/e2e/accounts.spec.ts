import { adminEmailFor } from './admin-emails';
import type { Page } from '@playwright/test';
import { AccountModal, codesFor, mailedCode, uniqueEmail } from './account-modal';
import { ONCE, expect, test, type Store } from './fixtures';

/** An access token as one looks once it has expired: a readable JWT whose `exp` is long past (its signature is not the server's). */
const jwtPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const EXPIRED_TOKEN = `${jwtPart({ alg: 'HS256', typ: 'JWT' })}.${jwtPart({ sub: 'expired', role: 'customer', exp: 1 })}.bm90LXRoZS1zZXJ2ZXJzLXNpZ25hdHVyZQ`;

/**
 * Customer accounts on the drugstore tenant (issue #14): sign-up and sign-in by emailed code (read
 * from the dev mailbox), every error message of SPEC §8, the silent refresh of an expired access
 * token, a reused refresh token ending the session, and the Admin link. Every test uses its own
 * email, so the desktop and phone runs never share a code.
 */
const TENANT = 'cvs';
const HOME = `/?tenant=${TENANT}`;

const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }, `tpx:${TENANT}:${key}`);

/**
 * The access token expired from the next page load on: written before any of the page's scripts run,
 * at every later load. The page being left never sees it, so only the new page refreshes, and nothing
 * the old page answers late can overwrite it.
 */
const expireAccessTokenFromNextLoad = (page: Page) =>
  page.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ value: token, savedAt: Date.now() })), [
    `tpx:${TENANT}:accessToken`,
    EXPIRED_TOKEN,
  ] as const);

/** Signs a new customer up and in, and closes the modal. */
async function signUpAndIn(page: Page, modal: AccountModal, name: string, email: string) {
  await modal.open();
  await modal.signUp(name, email);
  await modal.enterCode(await mailedCode(page, email));
  await expect(modal.title()).toHaveText(`Hi ${name.split(' ')[0]}!`);
  await modal.button('Continue').click();
  await expect(modal.dialog()).toBeHidden();
}

const expectRefusals = (store: Store) => store.expectConsoleError(/status of (400|401|404|409)/);

test.describe('customer accounts', () => {
  test('sign up as Pat Lee, verify the mailed code, log out, sign in again by code', async ({ store, page }, info) => {
    const email = uniqueEmail(info, 'pat');
    const modal = new AccountModal(page);
    await store.open(HOME);

    await modal.open();
    await expect(modal.title()).toHaveText('Sign in');
    await modal.signUp('Pat Lee', email);
    const code = await mailedCode(page, email);
    await expect(modal.field('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(modal.field('Code')).toHaveAttribute('inputmode', 'numeric');
    await modal.enterCode(` ${code} `);
    await expect(modal.title()).toHaveText('Hi Pat!');
    await modal.button('Continue').click();
    await expect(modal.dialog()).toBeHidden();

    // Signed in: the modal opens at loggedIn, with the email, Logout and no Admin link for a customer.
    await modal.open();
    await expect(modal.title()).toHaveText('Hi Pat!');
    await expect(modal.dialog()).toContainText(email);
    await expect(modal.dialog().getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await modal.button('Logout').click();
    await expect(modal.title()).toHaveText('Sign in');
    await expect(modal.field('Email address')).toHaveValue('');
    expect(await stored(page, 'accessToken')).toBeNull();
    expect(await stored(page, 'customer')).toBeNull();

    await modal.requestCode(email);
    await modal.enterCode(await mailedCode(page, email, 2));
    await expect(modal.title()).toHaveText('Hi Pat!');
  });

  test('says every sign-in error of SPEC §8, and a code works once', async ({ store, page }, info) => {
    expectRefusals(store);
    const email = uniqueEmail(info, 'errors');
    const modal = new AccountModal(page);
    await store.open(HOME);
    await modal.open();

    // Eager validation (SPEC §5) before anything is sent.
    await modal.button('Send code').click();
    await expect(modal.dialog()).toContainText('Email address is required');

    await modal.requestCode(uniqueEmail(info, 'nobody'));
    await expect(modal.alert()).toHaveText('Hmm.. we can’t find the account associated with this email. Please try again.');

    await modal.signUp('Pat Lee', email);
    const code = await mailedCode(page, email);
    await modal.field('Code').fill('12345');
    await modal.field('Code').blur();
    await expect(modal.dialog()).toContainText('Code must be 6 digits long');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await modal.enterCode(wrong);
    await expect(modal.alert()).toHaveText('Invalid code');

    await modal.button('Resend code').click();
    await expect(modal.dialog().getByRole('status')).toHaveText('Just sent another verification code');
    await modal.enterCode(await mailedCode(page, email));
    await expect(modal.title()).toHaveText('Hi Pat!');

    // The code just used is refused a second time.
    const again = await page.request.post(`/api/v1/account/login_verify?tenantId=${TENANT}`, {
      data: { email, code: await mailedCode(page, email), source: 'e2e' },
    });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe('Invalid code');

    await modal.button('Continue').click();
    await modal.open();
    await modal.button('Logout').click();
    await modal.signUp('Pat Lee', email);
    await expect(modal.alert()).toHaveText('That email is already in use');
  });

  test('a code is refused after five wrong tries, even the right one; a new code works', ONCE, async ({ store, page }, info) => {
    // The server's count of tries; the phone's modal says 'Invalid code' in the SPEC §8 test.
    expectRefusals(store);
    const email = uniqueEmail(info, 'tries');
    const modal = new AccountModal(page);
    await store.open(HOME);
    await modal.open();
    await modal.signUp('Pat Lee', email);
    const code = await mailedCode(page, email);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let n = 1; n <= 5; n++) {
      const answered = page.waitForResponse((r) => r.url().includes('/api/v1/account/login_verify'));
      await modal.enterCode(wrong(n));
      expect((await answered).status()).toBe(400);
      await expect(modal.alert()).toHaveText('Invalid code');
    }
    // The sixth try, with the mailed code itself: the code is spent.
    const sixth = page.waitForResponse((r) => r.url().includes('/api/v1/account/login_verify'));
    await modal.enterCode(code);
    expect((await sixth).status()).toBe(400);
    await expect(modal.alert()).toHaveText('Invalid code');
    await expect(modal.title()).toHaveText('Check your email');
    expect(await stored(page, 'refreshToken')).toBeNull();

    // A resend replaces it (a spent code holds no resend window: the resend that follows mails a new code).
    await expect
      .poll(
        async () => {
          await modal.button('Resend code').click();
          return (await codesFor(page, email)).length;
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBeGreaterThanOrEqual(2);
    await modal.enterCode(await mailedCode(page, email, 2));
    await expect(modal.title()).toHaveText('Hi Pat!');
  });

  test('an expired access token is refreshed without the shopper noticing', ONCE, async ({ store, page }, info) => {
    // No refusal is expected: the page refreshes the token it reads as expired before sending it (the guard fails on a logged 401).
    const email = uniqueEmail(info, 'refresh');
    const modal = new AccountModal(page);
    await store.open(HOME);
    await signUpAndIn(page, modal, 'Pat Lee', email);
    const before = await stored(page, 'refreshToken');

    await expireAccessTokenFromNextLoad(page);
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/account/refresh') && r.status() === 200);
    const customer = page.waitForResponse((r) => r.url().includes('/api/v1/shopify/customer_get') && r.status() === 200);
    const refusals: string[] = [];
    page.on('response', (r) => void (r.status() === 401 && refusals.push(r.url())));
    await page.reload();
    await Promise.all([refreshed, customer]);
    expect(refusals).toEqual([]);

    await expect(modal.dialog()).toBeHidden();
    // The answer is in; the page stores the new pair right after.
    await expect.poll(() => stored(page, 'accessToken')).not.toBe(EXPIRED_TOKEN);
    expect(await stored(page, 'refreshToken')).not.toBe(before);
    await modal.open();
    await expect(modal.title()).toHaveText('Hi Pat!');
  });

  test('a reused refresh token ends the session and asks to sign in again', ONCE, async ({ store, page }, info) => {
    // The server's token families and their grace window (10 s; 2 s on the e2e server, TPX_TEST_AUTH_WINDOW_MS);
    // a phone's session ending in the login modal is the next test's ('a call refused again after its refresh').
    test.setTimeout(60_000);
    expectRefusals(store);
    const email = uniqueEmail(info, 'reuse');
    const modal = new AccountModal(page);
    await store.open(HOME);
    await signUpAndIn(page, modal, 'Pat Lee', email);
    const customerId = ((await stored(page, 'customer')) as { id: string }).id;
    const first = (await stored(page, 'refreshToken')) as string;
    // Every refresh the page asks for (the test's own calls below go through page.request, not the page).
    const pageRefreshes: number[] = [];
    page.on('request', (r) => void (r.url().includes('/api/v1/account/refresh') && pageRefreshes.push(Date.now())));

    // Rotated once, by the reloaded page's silent refresh.
    await expireAccessTokenFromNextLoad(page);
    const rotated = page.waitForResponse((r) => r.url().includes('/api/v1/account/refresh') && r.status() === 200);
    const retried = page.waitForResponse((r) => r.url().includes('/api/v1/shopify/customer_get') && r.status() === 200);
    await page.reload();
    await Promise.all([rotated, retried]);
    await expect.poll(() => stored(page, 'refreshToken')).not.toBe(first);

    // The old token presented again after the grace window for concurrent refreshes: the family is revoked.
    await expect
      .poll(
        async () => (await page.request.post(`/api/v1/account/refresh?tenantId=${TENANT}`, { data: { userId: customerId, refreshToken: first } })).status(),
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(401);
    // Each of the page's refused calls went again with the refreshed token: one rotation, not one per call.
    expect(pageRefreshes).toHaveLength(1);

    // The page's own (rotated) token no longer works: its refresh is refused, the session ends and the login modal opens.
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/account/refresh') && r.status() === 401);
    await page.reload();
    await refused;
    await expect(modal.title()).toHaveText('Sign in');
    expect(await stored(page, 'customer')).toBeNull();
    expect(await stored(page, 'refreshToken')).toBeNull();
  });

  test('a call refused again after its refresh opens the login modal, and is retried after sign-in', ONCE, async ({ store, page }, info) => {
    expectRefusals(store);
    const email = uniqueEmail(info, 'repeat');
    const modal = new AccountModal(page);
    await store.open(HOME);
    await signUpAndIn(page, modal, 'Pat Lee', email);

    // customer_get refuses the token twice: before the refresh and after it (SPEC §4: 'on a repeat').
    let refusals = 0;
    const passed: number[] = [];
    await page.route('**/api/v1/shopify/customer_get**', async (route) => {
      if (refusals < 2) {
        refusals++;
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Invalid or expired access token', code: 'auth/token-invalid' }),
        });
      }
      const response = await route.fetch();
      passed.push(response.status());
      return route.fulfill({ response });
    });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/account/refresh') && r.status() === 200);
    await page.reload();
    await refreshed;
    await expect(modal.title()).toHaveText('Sign in');
    expect(refusals).toBe(2);
    expect(await stored(page, 'refreshToken')).toBeNull();

    await modal.requestCode(email);
    await modal.enterCode(await mailedCode(page, email, 2));
    await expect(modal.title()).toHaveText('Hi Pat!');
    // The refused call went out once more, with the new session's token, and was answered.
    await expect.poll(() => passed).toEqual([200]);
  });

  test('the admin sees the Admin link', async ({ store, page }, info) => {
    // ADMIN_EMAILS (playwright.config.ts) names one admin per project, so the runs never share a code.
    const email = adminEmailFor('orders', info.project.name);
    const modal = new AccountModal(page);
    await store.open(HOME);
    await modal.open();
    await modal.requestCode(email);
    await modal.enterCode(await mailedCode(page, email));
    // The seeded admin's first name is 'Admin'.
    await expect(modal.title()).toHaveText('Hi Admin!');
    await expect(modal.dialog().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

test('a non-US shopper sees the geolocation notice once', async ({ store, page }) => {
  let lookups = 0;
  await page.route('**/api/v1/geolocation**', (route) => {
    lookups++;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ country_code: 'CA' }) });
  });
  await store.open(HOME);
  const notice = page.getByRole('dialog', { name: 'TilePix are only available in the United States' });
  await expect(notice).toContainText('You can order TilePix to be delivered anywhere in the United States.');
  await notice.getByRole('button', { name: 'Got it!' }).click();
  await expect(notice).toBeHidden();
  // Cached for 7 days: the next visit neither asks again nor shows it.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(lookups).toBe(1);
  await expect(notice).toHaveCount(0);
});
