import { describe, expect, it } from 'vitest';
import { isPromoCodeForm, normalisePromoCode, samePromoCode } from '../../src/domain/promo';

describe('SPEC §5 promo codes: one form, matched case-insensitively', () => {
  it('normalises to the trimmed upper-case spelling every side compares', () => {
    expect(normalisePromoCode('  welcome-20 ')).toBe('WELCOME-20');
    expect(samePromoCode('Spring_Sale', ' SPRING_SALE')).toBe(true);
    expect(samePromoCode('SPRING', 'SPRING2')).toBe(false);
  });

  it.each(['A', 'WELCOME20', 'a-b_c', 'X'.repeat(40)])('accepts the form of %s', (code) => expect(isPromoCodeForm(code)).toBe(true));
  it.each(['', 'X'.repeat(41), 'TEN OFF', 'ten%', "x' OR 1=1", 'ÉTÉ'])('refuses the form of %j', (code) => expect(isPromoCodeForm(code)).toBe(false));
});
