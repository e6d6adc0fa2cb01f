import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsToDollars,
  clampCents,
  dollarsToCents,
  formatMoney,
  formatMoneyShort,
  maxCents,
  minCents,
  multiplyCents,
  percentOf,
  roundToCents,
  subtractCents,
} from '../../../src/domain/money';

describe('money', () => {
  it('brands integers and refuses fractions', () => {
    expect(cents(1400)).toBe(1400);
    expect(() => cents(14.5)).toThrow('Not an integer amount of cents: 14.5');
    expect(() => cents(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [1400.4, 1400],
    [1400.5, 1401],
    [-1400.5, -1401],
    [-0.4, 0],
    [0, 0],
  ])('rounds %d fractional cents to %d', (input, expected) => {
    expect(roundToCents(input)).toBe(expected);
  });

  it('converts dollars to cents without binary noise', () => {
    expect(dollarsToCents(14)).toBe(1400);
    expect(dollarsToCents(14.005)).toBe(1401);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(99)).toBe(9900);
    expect(centsToDollars(cents(1450))).toBe(14.5);
  });

  it('adds, subtracts, multiplies and takes percentages', () => {
    expect(addCents(cents(100), cents(250), cents(5))).toBe(355);
    expect(addCents()).toBe(0);
    expect(subtractCents(cents(1400), cents(140))).toBe(1260);
    expect(multiplyCents(cents(1400), 3)).toBe(4200);
    expect(percentOf(cents(1400), 10)).toBe(140);
    expect(percentOf(cents(1999), 30)).toBe(600); // 599.7 rounds once, at the end
    expect(percentOf(cents(1), 50)).toBe(1);
  });

  it('compares and clamps', () => {
    expect(minCents(cents(1), cents(2))).toBe(1);
    expect(minCents(cents(3), cents(2))).toBe(2);
    expect(maxCents(cents(1), cents(2))).toBe(2);
    expect(maxCents(cents(3), cents(2))).toBe(3);
    expect(clampCents(cents(-5), cents(100))).toBe(0);
    expect(clampCents(cents(500), cents(100))).toBe(100);
    expect(clampCents(cents(50), cents(100))).toBe(50);
  });

  it.each([
    [1400, '$14.00'],
    [5, '$0.05'],
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatMoney(cents(amount))).toBe(text);
  });

  it('formats short amounts for sentences', () => {
    expect(formatMoneyShort(cents(2500))).toBe('$25');
    expect(formatMoneyShort(cents(2550))).toBe('$25.50');
  });
});
