import { describe, expect, it } from 'vitest';
import {
  checkGiftLine,
  giftAmountBounds,
  giftAttributes,
  giftFieldError,
  giftInputFromAttributes,
  giftSummary,
  MAX_GIFT_TILES,
  validateGiftRecipient,
  type GiftRecipientInput,
} from '../../../src/domain/cart';
import { cents } from '../../../src/domain/money';

const price = cents(1400);
const form = (over: Partial<GiftRecipientInput> = {}): GiftRecipientInput => ({
  recipientName: 'Ada Lovelace',
  recipientEmail: 'ada@example.test',
  recipientPhone: '',
  amount: '28',
  ...over,
});
const error = (field: keyof GiftRecipientInput, over: Partial<GiftRecipientInput>) => giftFieldError(field, form(over), price);

describe('SPEC §5 Gift tile: the recipient form rules', () => {
  it("requiredIfNot: '{field} is required if {other} is blank' for Recipient Email and Recipient Phone", () => {
    const blank = { recipientEmail: '', recipientPhone: '' };
    expect(error('recipientEmail', blank)).toBe('Recipient Email is required if Recipient Phone is blank');
    expect(error('recipientPhone', blank)).toBe('Recipient Phone is required if Recipient Email is blank');
    expect(error('recipientEmail', { recipientEmail: '', recipientPhone: '555 123 4567' })).toBeUndefined();
    expect(error('recipientPhone', { recipientPhone: '' })).toBeUndefined();
  });

  it("between amount: 'Must be at least ${min} and no more than ${max}' (one to 20 gift tiles); double; whole tiles", () => {
    expect(giftAmountBounds(price)).toEqual({ min: 1400, max: 1400 * MAX_GIFT_TILES });
    expect(error('amount', { amount: '13' })).toBe('Must be at least $14 and no more than $280');
    expect(error('amount', { amount: '294' })).toBe('Must be at least $14 and no more than $280');
    expect(error('amount', { amount: 'ten' })).toBe('Amount must be a number');
    expect(error('amount', { amount: '' })).toBe('Amount is required');
    expect(error('amount', { amount: '20' })).toBe('Amount must be whole gift tiles of $14.00 each');
    expect(error('amount', { amount: '$42.00' })).toBeUndefined();
    expect(error('amount', { amount: '280' })).toBeUndefined();
  });

  it("min and max: 'Must be at least 2 characters', 'Must be no more than 60 characters'; required name", () => {
    expect(error('recipientName', { recipientName: 'A' })).toBe('Must be at least 2 characters');
    expect(error('recipientName', { recipientName: 'A'.repeat(61) })).toBe('Must be no more than 60 characters');
    expect(error('recipientName', { recipientName: ' ' })).toBe('Recipient Name is required');
  });

  it('numeric, phone and email: a phone of digits (separators allowed), 10 digits; a valid email', () => {
    expect(error('recipientPhone', { recipientPhone: '555-12x-4567' })).toBe('Recipient Phone may only contain numbers');
    expect(error('recipientPhone', { recipientPhone: '555 1234' })).toBe('Invalid phone number');
    expect(error('recipientPhone', { recipientPhone: '+1 (555) 123-4567 ext 12345' })).toBe('Must be no more than 20 characters');
    expect(error('recipientPhone', { recipientPhone: '+1 (555) 123-4567' })).toBeUndefined();
    expect(error('recipientEmail', { recipientEmail: 'ada@' })).toBe('Invalid email address');
  });

  it('answers the recipient (trimmed, phone cleaned, amount in cents and tiles) or every failing field', () => {
    expect(validateGiftRecipient(form({ recipientName: ' Ada ', recipientPhone: '(555) 123-4567', amount: '42' }), price)).toEqual({
      _tag: 'Right',
      right: { name: 'Ada', email: 'ada@example.test', phone: '5551234567', amount: 4200, tiles: 3 },
    });
    expect(validateGiftRecipient(form({ recipientEmail: ' ', recipientPhone: '5551234567' }), price)).toMatchObject({
      right: { email: null, phone: '5551234567' },
    });
    expect(validateGiftRecipient(form({ recipientName: '', recipientEmail: '', amount: '1' }), price)).toEqual({
      _tag: 'Left',
      left: {
        recipientName: 'Recipient Name is required',
        recipientEmail: 'Recipient Email is required if Recipient Phone is blank',
        recipientPhone: 'Recipient Phone is required if Recipient Email is blank',
        amount: 'Must be at least $14 and no more than $280',
      },
    });
  });
});

describe('SPEC §5 Gift tile: the line the storefront checks again', () => {
  const gift = { name: 'Ada', email: 'ada@example.test', phone: null, amount: cents(2800), tiles: 2 };

  it('carries the recipient as line attributes and reads them back', () => {
    const attributes = giftAttributes(gift);
    expect(attributes).toEqual([
      { key: 'Recipient Name', value: 'Ada' },
      { key: 'Recipient Email', value: 'ada@example.test' },
      { key: 'Gift Amount', value: '28.00' },
    ]);
    expect(giftAttributes({ ...gift, email: null, phone: '5551234567' })).toContainEqual({ key: 'Recipient Phone', value: '5551234567' });
    expect(giftInputFromAttributes(attributes)).toEqual({ recipientName: 'Ada', recipientEmail: 'ada@example.test', recipientPhone: '', amount: '28.00' });
  });

  it('accepts a line whose amount is its quantity of tiles; refuses bad fields and a mismatched quantity', () => {
    expect(checkGiftLine(giftAttributes(gift), 2, price)).toEqual({ _tag: 'Right', right: gift });
    expect(checkGiftLine([{ key: 'Gift Amount', value: '28.00' }], 2, price)).toEqual({
      _tag: 'Left',
      left: { code: 'cart/gift-recipient', field: 'recipientName', message: 'Recipient Name: Recipient Name is required' },
    });
    expect(checkGiftLine(giftAttributes(gift), 3, price)).toEqual({
      _tag: 'Left',
      left: { code: 'cart/gift-recipient', field: 'amount', message: 'Gift Amount: $28.00 is not 3 gift tiles of $14.00' },
    });
  });

  it('names a gift in the cart: recipient, how it reaches them, amount and tiles', () => {
    expect(giftSummary({ name: 'Ada', email: 'ada@example.test', amountCents: cents(2800), tiles: 2 })).toBe(
      'Gift for Ada (ada@example.test): $28.00, 2 tiles',
    );
    expect(giftSummary({ name: 'Ada', phone: '5551234567', amountCents: cents(1400), tiles: 1 })).toBe('Gift for Ada (5551234567): $14.00, 1 tile');
    expect(giftSummary({ name: 'Ada', amountCents: cents(1400), tiles: 1 })).toBe('Gift for Ada (): $14.00, 1 tile');
  });
});
