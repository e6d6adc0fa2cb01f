import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

import { adminEmailFor, type AdminArea } from './admin-emails';

/** This spec's admin in this project (admin-emails.ts: one per spec and project). */
export const adminEmail = (info: TestInfo, area: AdminArea) => adminEmailFor(area, info.project.name);

/** The default store's code mails to `email`, newest first (another test may mail the same admin on another tenant). */
export async function mails(page: Page, email: string): Promise<Array<{ text: string }>> {
  const response = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ subject: string; text: string }>).filter((m) => m.subject === 'Your TilePix sign-in code');
}

/** Signs the admin in from the admin page's prompt, reading the code from the dev mailbox. */
export async function signInAsAdmin(page: Page, email: string) {
  const before = (await mails(page, email)).length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect.poll(async () => (await mails(page, email)).length).toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec((await mails(page, email))[0]!.text)![1]!;
  await dialog.getByLabel('Code', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Hi Admin!');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
