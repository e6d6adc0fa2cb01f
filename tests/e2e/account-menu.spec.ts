import type { Locator } from '@playwright/test';
import { AccountModal, mailedCode, uniqueEmail } from './account-modal';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 32 item 2: being signed in is visible. The code step offers 'Use a different email' (back to
 * the email step, nothing stale); once signed in the header shows the customer's initials (and first
 * name where there is room) on a menu button whose menu has Account, Orders and Sign out — by keyboard
 * (menu button pattern) and by touch.
 */

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
});

const press = async (target: Locator, isMobile: boolean) => (isMobile ? target.tap() : target.click());

test("the code step's 'Use a different email', then the signed-in header and its menu", async ({ store, page, isMobile }, info) => {
  const typo = uniqueEmail(info, 'tpyo');
  const email = uniqueEmail(info, 'menu');
  const modal = new AccountModal(page);
  await store.open('/');

  // A mistyped address gets its code step; 'Use a different email' goes back with the address to fix.
  await modal.open();
  await modal.signUp('Pat Lee', typo);
  await expect(modal.title()).toHaveText('Check your email');
  await expect(modal.dialog()).toContainText(`We sent a 6-digit code to ${typo}.`);
  await modal.field('Code').fill('12');
  await modal.button('Verify').click();
  await expect(modal.dialog()).toContainText('Code must be 6 digits');
  await page.screenshot({ path: info.outputPath(`code-step-${info.project.name}.png`) });
  await press(modal.button('Use a different email'), isMobile);
  await expect(modal.title()).toHaveText('Sign in');
  await expect(modal.field('Email address')).toHaveValue(typo);
  await expect(modal.field('Email address')).toBeFocused();
  await expect(modal.field('Code')).toHaveCount(0);
  await expect(modal.dialog()).not.toContainText('Code must be 6 digits');
  await expect(modal.dialog()).not.toContainText('We sent a 6-digit code');

  // The right address: a new account, its code, signed in.
  await modal.signUp('Pat Lee', email);
  await expect(modal.dialog()).toContainText(`We sent a 6-digit code to ${email}.`);
  await modal.enterCode(await mailedCode(page, email));
  await expect(modal.title()).toHaveText('Hi Pat!');
  await modal.button('Continue').click();
  await expect(modal.dialog()).toBeHidden();

  // The header says who: the initials, in the profile icon's box (nothing in the header moves); the name is in the menu.
  const account = store.header().getByRole('button', { name: 'Pat, your account' });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toContainText('PL');
  const box = (await account.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);

  // Keyboard: Enter opens it on its first item; arrows wrap, Home and End; Escape closes it onto the button.
  const menu = page.getByRole('menu', { name: 'Pat, your account' });
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Profile', 'Orders', 'Sign out']);
  await expect(item('Account')).toBeFocused();
  await expect(page.getByText('Signed in as', { exact: true }).locator('..')).toHaveText(`Signed in as Pat ${email}`);
  await page.screenshot({ path: info.outputPath(`account-menu-${info.project.name}.png`) });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(item('Profile')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Account')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens it on its last item; ArrowDown on the first; Profile opens the signed-in view, and closing it returns to the button.
  await page.keyboard.press('ArrowUp');
  await expect(item('Sign out')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(item('Account')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(modal.title()).toHaveText('Hi Pat!');
  await expect(modal.dialog()).toContainText(email);
  await press(modal.button('Close'), isMobile);
  await expect(modal.dialog()).toBeHidden();
  await expect(account).toBeFocused();

  // Touch or mouse: a tap opens it, a tap elsewhere closes it; Orders goes to the account's orders (issue 29).
  await press(account, isMobile);
  await expect(menu).toBeVisible();
  if (isMobile) await page.touchscreen.tap(20, 400);
  else await page.mouse.click(20, 400);
  await expect(menu).toBeHidden();
  await press(account, isMobile);
  await press(item('Orders'), isMobile);
  await expect(page).toHaveURL(/\/account#orders$/);
  await expect(store.heading()).toHaveText('Your Account');
  await expect(page.getByRole('region', { name: 'Your orders' })).toContainText('You have no orders yet.');
  // Account, by keyboard: the account page, with the customer's email.
  await account.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // Sign out: the session ends and the header goes back to the profile icon, which keeps the keyboard's focus.
  await press(account, isMobile);
  await press(item('Sign out'), isMobile);
  const signedOut = store.header().getByRole('button', { name: 'Your account', exact: true });
  await expect(signedOut).toBeVisible();
  await expect(signedOut).toBeFocused();
  await expect(signedOut).toHaveAttribute('aria-haspopup', 'dialog');
  expect(await page.evaluate(() => localStorage.getItem('tpx:tilepix:customer'))).toBeNull();
  await press(signedOut, isMobile);
  await expect(modal.title()).toHaveText('Sign in');
});
