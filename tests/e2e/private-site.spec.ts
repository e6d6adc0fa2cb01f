import { expect, test } from './fixtures';

/** Issue #18: the private-site gate (SPEC §2 Shell: 'This site is not public', Authorize; §8 'Incorrect password'). */

test("the private tenant shows the gate, says 'Incorrect password', then lets the right password in and remembers it", async ({ store, page }) => {
  // The tenant call is refused (403) until the browser is let in, and the wrong password is refused too.
  store.expectConsoleError(/status of 403/);
  await page.goto('/?tenant=private');
  await expect(page.getByRole('heading', { level: 1, name: 'This site is not public' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.getByRole('button', { name: 'Authorize' }).click();
  const prompt = page.getByRole('dialog', { name: 'Enter the password' });
  await prompt.getByLabel('Password').fill('not-the-password');
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Incorrect password');

  await prompt.getByLabel('Password').fill('tilepix-demo');
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This site is not public' })).toHaveCount(0);

  // Remembered: a new visit goes straight in (the pass is an HttpOnly cookie the page cannot read).
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This site is not public' })).toHaveCount(0);
  expect(await page.evaluate(() => document.cookie)).not.toContain('tpx_site_private');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'tpx_site_private')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});
