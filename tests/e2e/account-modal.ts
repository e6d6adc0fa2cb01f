import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The account modal's page object and the dev mailbox (issue #14), shared by the account specs. */

let counter = 0;
/** An email no other test (nor the other project's run) uses. */
export const uniqueEmail = (info: TestInfo, what: string) => `${what}-${info.project.name}-${Date.now()}-${counter++}@example.test`;

/** The account modal, opened from the header's profile icon. */
export class AccountModal {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** The header's account button: 'Your account' signed out, '{first name}, your account' (a menu button) signed in. */
  accountButton() {
    return this.page.getByRole('banner').getByRole('button', { name: /your account$/i });
  }

  /** Opens the modal: signed out from the profile icon, signed in through its menu's Profile (issue 32; Account is the /account page since issue 29). */
  async open() {
    const button = this.accountButton();
    await button.click();
    if ((await button.getAttribute('aria-haspopup')) === 'menu') await this.page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  title() {
    return this.dialog().getByRole('heading', { level: 2 });
  }

  field(label: 'Email address' | 'Name' | 'Code') {
    return this.dialog().getByLabel(label, { exact: true });
  }

  button(name: string) {
    return this.dialog().getByRole('button', { name, exact: true });
  }

  alert() {
    return this.dialog().getByRole('alert');
  }

  async signUp(name: string, email: string) {
    await this.button('Create an account').click();
    await expect(this.title()).toHaveText('Create an account');
    await this.field('Name').fill(name);
    await this.field('Email address').fill(email);
    await this.button('Sign up').click();
  }

  async requestCode(email: string) {
    await expect(this.title()).toHaveText('Sign in');
    await this.field('Email address').fill(email);
    await this.button('Send code').click();
  }

  async enterCode(code: string) {
    await expect(this.title()).toHaveText('Check your email');
    await this.field('Code').fill(code);
    await this.button('Verify').click();
  }
}

/**
 * The sign-in codes mailed to an address, newest first (the dev mailbox, NODE_ENV not production). Only the
 * code mails count: the same address also gets order emails (a guest's confirmation, then the sign-up code),
 * and counting those let a wait pass before the code had come.
 */
export async function codesFor(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as Array<{ subject: string; text: string }>;
  return mails.filter((m) => /sign-in code$/.test(m.subject)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '');
}

/** Waits for the `count`th code mailed to `email` and answers it. */
export async function mailedCode(page: Page, email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await codesFor(page, email)).length).toBeGreaterThanOrEqual(count);
  return (await codesFor(page, email))[0]!;
}
