import { describe, expect, it } from 'vitest';
import { filterNumericInput, formatCardNumber, formatExpiry, isNumericInputKey } from '../../../src/domain/validation';

describe('input formats', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('card number %s -> %s', (input, out) => expect(formatCardNumber(input)).toBe(out));

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1225', '12/25'],
    ['12/25', '12/25'],
    ['122599', '12/25'],
  ])('expiry %s -> %s (at most 5 characters)', (input, out) => expect(formatExpiry(input)).toBe(out));

  it('blocks non-digits in the small numeric input, max length 4 by default', () => {
    expect(filterNumericInput('12a34567')).toBe('1234');
    expect(filterNumericInput('12a34567', 2)).toBe('12');
    expect(isNumericInputKey('7')).toBe(true);
    expect(isNumericInputKey('Backspace')).toBe(true);
    expect(isNumericInputKey('e')).toBe(false);
    expect(isNumericInputKey('-')).toBe(false);
  });
});
