import { describe, expect, it } from 'vitest';
import { expiry, validateExpiry } from '../../../src/domain/validation';

const now = Date.UTC(2025, 5, 15); // 15 June 2025

describe('expiry', () => {
  it.each([
    ['06/25', { month: 6, year: 2025 }],
    ['0725', { month: 7, year: 2025 }],
    ['01/26', { month: 1, year: 2026 }],
    ['12/99', { month: 12, year: 2099 }],
  ])('accepts %s', (value, parsed) => {
    expect(validateExpiry(value, now)).toEqual({ _tag: 'Right', right: parsed });
  });

  it.each([
    ['1/25', 'Invalid expiration date'],
    ['12/2025', 'Invalid expiration date'],
    ['ab/cd', 'Invalid expiration date'],
    ['00/26', 'Invalid month'],
    ['13/26', 'Invalid month'],
    ['12/00', 'Invalid year'],
    ['05/25', 'Expiry must be in the future'],
    ['12/24', 'Expiry must be in the future'],
  ])('refuses %s with %s', (value, message) => {
    expect(validateExpiry(value, now)).toEqual({ _tag: 'Left', left: { code: 'validation/expiry', message } });
  });

  it('works as a form rule', () => {
    expect(expiry(now)('')).toBeUndefined();
    expect(expiry(now)('07/25')).toBeUndefined();
    expect(expiry(now)('13/25')?.message).toBe('Invalid month');
  });
});
