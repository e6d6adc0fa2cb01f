import { describe, expect, it } from 'vitest';
import {
  betweenAmount,
  cardSecurityCode,
  cleanPhone,
  creditcard,
  digits,
  double,
  email,
  FIELD_LABELS,
  projectQuantityLabel,
  fullName,
  luhnValid,
  max,
  min,
  noPoBox,
  notEmail,
  numeric,
  parseAmount,
  phone,
  required,
  requiredIfNot,
  shouldValidateEagerly,
  usState,
  usZip,
  validate,
  words,
  type Rule,
} from '../../../src/domain/validation';

const msg = (rule: Rule, value: string) => rule(value)?.message;

describe('SPEC §5 the design tool quantity label', () => {
  it("is 'Number of tiles' where a copy is one tile, 'Quantity' where a copy is several", () => {
    expect(projectQuantityLabel(1)).toBe('Number of tiles');
    expect(projectQuantityLabel(0)).toBe('Quantity');
    expect(projectQuantityLabel(9)).toBe('Quantity');
  });
});

describe('field labels', () => {
  it('are the spec labels', () => {
    expect(Object.values(FIELD_LABELS)).toEqual([
      'Name',
      'Email address',
      'Number of tiles',
      'Phone number',
      'Code',
      'Address line 1',
      'Address line 2',
      'City',
      'State',
      'Zip code',
      'Card number',
      'Expiration date',
      'Security code',
      'Recipient Name',
      'Recipient Email',
      'Recipient Phone',
      'Amount',
      'Promo code',
    ]);
  });
});

describe('rules', () => {
  it('US state, zip and card security code (our wording; blank passes, pair with required)', () => {
    expect(['NY', 'ca', ' DC ', 'PR', ''].map((v) => msg(usState, v))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(msg(usState, 'ZZ')).toBe('Enter a US state, e.g. NY');
    expect(['97201', '97201-1234', ''].map((v) => msg(usZip('Zip code'), v))).toEqual([undefined, undefined, undefined]);
    expect(msg(usZip('Zip code'), '9720')).toBe('Zip code must be 5 digits long');
    expect(msg(usZip('Zip code'), '97201-12')).toBe('Zip code must be 5 digits long');
    expect(['123', '1234', ''].map((v) => msg(cardSecurityCode('Security code'), v))).toEqual([undefined, undefined, undefined]);
    expect(msg(cardSecurityCode('Security code'), '12')).toBe('Security code must be 3 or 4 digits long');
    expect(usState('ZZ')?.code).toBe('validation/us-state');
  });

  it("required: '{field} is required'", () => {
    expect(msg(required('City'), '  ')).toBe('City is required');
    expect(msg(required('City'), 'Boston')).toBeUndefined();
  });

  it.each(['a@b.co', ' jane.doe+x@mail.example.com '])('email accepts %s', (v) => expect(msg(email, v)).toBeUndefined());
  it.each(['a@b', 'a b@c.com', 'nope', '@x.com'])('email refuses %s', (v) => expect(msg(email, v)).toBe('Invalid email address'));
  it('email refuses an address over 254 characters (RFC 5321) and accepts one of exactly 254', () => {
    const of = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`;
    expect(of(254)).toHaveLength(254);
    expect(msg(email, of(254))).toBeUndefined();
    expect(msg(email, of(255))).toBe('Invalid email address');
  });

  it("digits: '{field} must be {length} digits long'", () => {
    expect(msg(digits('Zip code', 5), '1234')).toBe('Zip code must be 5 digits long');
    expect(msg(digits('Zip code', 5), '1234a')).toBe('Zip code must be 5 digits long');
    expect(msg(digits('Zip code', 5), '02134')).toBeUndefined();
    expect(msg(digits('Zip code', 5), '')).toBeUndefined();
  });

  it('numeric and double', () => {
    expect(msg(numeric('Number of tiles'), '12')).toBeUndefined();
    expect(msg(numeric('Number of tiles'), '1.5')).toBe('Number of tiles may only contain numbers');
    expect(msg(double('Amount'), '-1.5')).toBeUndefined();
    expect(msg(double('Amount'), '1.')).toBe('Amount must be a number');
  });

  it("min and max: 'Must be at least / no more than {length} characters'", () => {
    expect(msg(min(3), 'ab')).toBe('Must be at least 3 characters');
    expect(msg(min(3), 'abc')).toBeUndefined();
    expect(msg(max(3), 'abcd')).toBe('Must be no more than 3 characters');
    expect(msg(max(3), 'abc')).toBeUndefined();
  });

  it("between amount: 'Must be at least ${min} and no more than ${max}'", () => {
    const rule = betweenAmount(25, 500);
    expect(msg(rule, '10')).toBe('Must be at least $25 and no more than $500');
    expect(msg(rule, '$500.01')).toBe('Must be at least $25 and no more than $500');
    expect(msg(rule, 'abc')).toBe('Must be at least $25 and no more than $500');
    expect(msg(rule, '$25')).toBeUndefined();
    expect(msg(rule, '500')).toBeUndefined();
    expect(parseAmount(' $1,250.50 ')).toBe(1250.5);
    expect(parseAmount('1.234')).toBeNaN();
  });

  it("words: 'Enter {n} words'; fullName: 'Enter first and last name'", () => {
    expect(msg(words(3), 'a b')).toBe('Enter 3 words');
    expect(msg(words(3), ' a  b c ')).toBeUndefined();
    expect(msg(fullName, 'Cher')).toBe('Enter first and last name');
    expect(msg(fullName, 'Jane Doe')).toBeUndefined();
  });

  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '+44 5551234567'])('phone accepts %s', (v) =>
    expect(msg(phone, v)).toBeUndefined(),
  );
  it.each(['555123456', '15551234567', '+12345 5551234567', 'call me'])('phone refuses %s', (v) => expect(msg(phone, v)).toBe('Invalid phone number'));

  it('cleans phones to digits and +', () => {
    expect(cleanPhone('+1 (555) 123-4567')).toBe('+15551234567');
  });

  it.each(['P.O. Box 12', 'PO Box 12', 'po box 9', 'P O Box 1', 'Box 44', 'Bin 7', 'Post Office Box 3'])('noPoBox refuses %s', (v) =>
    expect(msg(noPoBox, v)).toBe('We are unable to ship to post office boxes'),
  );
  it.each(['12 Main St', 'Boxwood Lane 4', 'Binghamton Rd 1', '1 Box Street'])('noPoBox accepts %s', (v) => expect(msg(noPoBox, v)).toBeUndefined());

  it("creditcard (Luhn): 'Invalid credit card number'", () => {
    expect(msg(creditcard, '4242 4242 4242 4242')).toBeUndefined();
    expect(msg(creditcard, '4000-0000-0000-0002')).toBeUndefined();
    expect(msg(creditcard, '4242 4242 4242 4241')).toBe('Invalid credit card number');
    expect(msg(creditcard, '4242')).toBe('Invalid credit card number');
    expect(msg(creditcard, '4242x4242 4242 4242')).toBe('Invalid credit card number');
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('59')).toBe(true);
  });

  it("requiredIfNot: '{field} is required if {other} is blank'", () => {
    expect(msg(requiredIfNot('Recipient Email', 'Recipient Phone', ''), '')).toBe('Recipient Email is required if Recipient Phone is blank');
    expect(msg(requiredIfNot('Recipient Email', 'Recipient Phone', '555'), '')).toBeUndefined();
    expect(msg(requiredIfNot('Recipient Email', 'Recipient Phone', ''), 'a@b.co')).toBeUndefined();
  });

  it("notEmail: 'Enter your street address, not your email address'", () => {
    expect(msg(notEmail, 'jane@mail.com')).toBe('Enter your street address, not your email address');
    expect(msg(notEmail, '12 Main St')).toBeUndefined();
  });

  it('validate runs rules in order, first failure wins', () => {
    expect(validate('', [required('Name'), fullName])).toEqual({ _tag: 'Left', left: { code: 'validation/required', message: 'Name is required' } });
    expect(validate('Jane', [required('Name'), fullName])).toEqual({ _tag: 'Left', left: { code: 'validation/words', message: 'Enter first and last name' } });
    expect(validate('Jane Doe', [required('Name'), fullName])).toEqual({ _tag: 'Right', right: 'Jane Doe' });
  });

  it('validates eagerly: on change, then on every input once invalid', () => {
    expect(shouldValidateEagerly('input', false)).toBe(false);
    expect(shouldValidateEagerly('change', false)).toBe(true);
    expect(shouldValidateEagerly('blur', false)).toBe(true);
    expect(shouldValidateEagerly('input', true)).toBe(true);
  });
});
