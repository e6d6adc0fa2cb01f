import { describe, expect, it } from 'vitest';
import { CheckoutForm } from '../../../src/application/cart/checkout/checkout-form';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const form = () => new CheckoutForm(() => NOW);

describe('CheckoutForm (eager validation, SPEC §5)', () => {
  it('leaves a field alone while it is typed, checks it when it is left, then on every keystroke', () => {
    const f = form();
    f.edit('email', 'ada@');
    expect(f.errors.email).toBeUndefined();
    f.touch('email');
    expect(f.errors.email).toBe('Invalid email address');
    f.edit('email', 'ada@example.com');
    expect(f.errors.email).toBeUndefined();
  });

  it('formats the card number in groups of 4 and the expiry as MM/YY', () => {
    const f = form();
    f.edit('cardNumber', '4242424242424242');
    expect(f.values.cardNumber).toBe('4242 4242 4242 4242');
    f.edit('expiry', '1234');
    expect(f.values.expiry).toBe('12/34');
    f.edit('securityCode', '12a34');
    expect(f.values.securityCode).toBe('1234');
  });

  it.each([
    ['cardNumber', '4242 4242 4242 4241', 'Invalid credit card number'],
    ['expiry', '13/30', 'Invalid month'],
    ['expiry', '12/00', 'Invalid year'],
    ['expiry', '10/26', 'Expiry must be in the future'],
    ['expiry', '1', 'Invalid expiration date'],
    ['address1', 'P.O. Box 12', 'We are unable to ship to post office boxes'],
    ['address1', 'ada@example.com', 'Enter your street address, not your email address'],
    ['address2', 'Bin 4', 'We are unable to ship to post office boxes'],
    ['name', 'Ada', 'Enter first and last name'],
    ['phone', '555-01', 'Invalid phone number'],
    ['zip', '9720', 'Zip code must be 5 digits long'],
    ['state', 'ZZ', 'Enter a US state, e.g. NY'],
    ['securityCode', '12', 'Security code must be 3 or 4 digits long'],
    ['city', '', 'City is required'],
  ] as const)('%s "%s": %s', (field, value, message) => {
    const f = form();
    f.edit(field, value, 'change');
    f.submit();
    expect(f.errors[field]).toBe(message);
  });

  it('needs no card fields for a free order, and builds the billing address', () => {
    const f = new CheckoutForm(() => NOW, {
      name: 'Ada King Lovelace',
      address1: ' 1 Main St ',
      city: 'Portland',
      state: 'or',
      zip: '97201',
      phone: '+1 (503) 555-0142',
      email: 'a@b.co',
    });
    f.setNeedsCard(false);
    expect(f.fields).not.toContain('cardNumber');
    expect(f.submit()).toBe(true);
    expect(f.billingAddress()).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      address1: '1 Main St',
      city: 'Portland',
      province: 'OR',
      zip: '97201',
      country: 'US',
      phone: '+15035550142',
    });
    expect(f.remembered()).not.toHaveProperty('cardNumber');
  });

  it('names the first invalid field so the page can move focus there', () => {
    const f = form();
    f.edit('email', 'a@b.co');
    expect(f.submit()).toBe(false);
    expect(f.firstInvalid).toBe('name');
  });
});
