import type { Locator, Page } from '@playwright/test';

/** The test shopper's address and a card, typed into the checkout form as a shopper would; the form comes back. */
export async function fillCheckout(page: Page, { email = 'shopper@example.com', card = '4242 4242 4242 4242' }: { email?: string; card?: string } = {}): Promise<Locator> {
  const form = page.getByRole('region', { name: 'Checkout' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Name').fill('Ada Shopper');
  await form.getByLabel('Address line 1').fill('12 Harbor Street');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').fill('OR');
  await form.getByLabel('Zip code').fill('97201');
  await form.getByLabel('Phone number').fill('(503) 555-0142');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiration date').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  return form;
}
