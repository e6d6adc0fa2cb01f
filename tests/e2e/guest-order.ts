import type { Page } from '@playwright/test';
import { fillCheckout } from './checkout-form';
import { expect, type Store } from './fixtures';

/** Places an order of two shared-album tiles as a guest (card 4242…); answers the order number the confirmation shows. */
export async function placeGuestOrder(store: Store, page: Page, email: string): Promise<string> {
  await store.open('/photo-picker');
  const albums = page.getByRole('region', { name: 'Shared albums' });
  const grid = albums.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < 2; i++) await grid.nth(i).click();
  await albums.getByRole('button', { name: 'Add 2 selected photos' }).click();
  await expect(page).toHaveURL(/\/printing(\?|$)/, { timeout: 30_000 });
  const add = page.getByRole('button', { name: 'Add to Cart · 2 tiles' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
  const form = await fillCheckout(page, { email, card: '4242424242424242' });
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/confirm$/, { timeout: 30_000 });
  const shown = (await page.getByTestId('order-id').textContent())!;
  expect(shown).toMatch(/^#[2-9A-HJKMNP-TV-Z]{9}$/);
  return shown.slice(1);
}
