import type { Locator, Page } from '@playwright/test';

/**
 * The test shopper's address and a card, typed into the checkout form as a shopper would; the form comes back.
 * On the pick-up tenants (wg, cvs) "Ship to an address" is chosen first (pick-up is their default).
 */
export async function fillCheckout(
  page: Page,
  { email = 'shopper@example.com', card = '4242 4242 4242 4242', ship = false }: { email?: string; card?: string; ship?: boolean } = {},
): Promise<Locator> {
  const form = page.getByRole('region', { name: 'Checkout' });
  if (ship) await form.getByRole('radio', { name: /Ship to an address/ }).check();
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Name').fill('Ada Shopper');
  await form.getByLabel('Address line 1').fill('12 Harbor Street');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').selectOption('OR');
  await form.getByLabel('Zip code').fill('97201');
  await form.getByLabel('Phone number').fill('(503) 555-0142');
  await fillCard(form, card);
  return form;
}

/** The card fields only (a pick-up order asks for no address). */
export async function fillCard(form: Locator, card = '4242 4242 4242 4242'): Promise<void> {
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiration date').fill('12/34');
  await form.getByLabel('Security code').fill('123');
}
