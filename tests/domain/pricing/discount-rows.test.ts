import { describe, expect, it } from 'vitest';
import { cents, ZERO_CENTS } from '../../../src/domain/money';
import { discountRows, type PriceSummary } from '../../../src/domain/pricing';

const summary = (over: Partial<PriceSummary>): PriceSummary => ({
  lines: [],
  tileCount: 10,
  subtotal: cents(14000),
  automaticPercent: 0,
  automaticKind: 'none',
  automaticDiscount: ZERO_CENTS,
  discountedSubtotal: cents(14000),
  welcomeDiscount: ZERO_CENTS,
  promoDiscount: ZERO_CENTS,
  codeDiscount: ZERO_CENTS,
  total: cents(14000),
  ...over,
});

describe('discount rows', () => {
  it('names the automatic discount by its rule and percent', () => {
    expect(discountRows(summary({ automaticPercent: 10, automaticKind: 'volume', automaticDiscount: cents(1400) }), null, 'sum')).toEqual([
      { key: 'automatic', label: 'Volume discount (10%)', amount: 1400 },
    ]);
    expect(discountRows(summary({ automaticPercent: 40, automaticKind: 'membership', automaticDiscount: cents(5600) }), null, 'sum')[0]?.label).toBe(
      'Membership (40%)',
    );
    expect(discountRows(summary({}), null, 'sum')).toEqual([]);
  });

  it('shows the welcome offer and the promo code side by side when they add up', () => {
    const s = summary({ welcomeDiscount: cents(1000), promoDiscount: cents(500), codeDiscount: cents(1500) });
    expect(discountRows(s, 'TAKE5', 'sum')).toEqual([
      { key: 'welcome', label: 'Welcome offer', amount: 1000 },
      { key: 'promo', label: 'Promo TAKE5', amount: 500 },
    ]);
    expect(discountRows(summary({ welcomeDiscount: cents(1000), codeDiscount: cents(1000) }), null, 'sum')).toEqual([
      { key: 'welcome', label: 'Welcome offer', amount: 1000 },
    ]);
    expect(discountRows(summary({ promoDiscount: cents(500), codeDiscount: cents(500) }), 'TAKE5', 'sum')).toEqual([
      { key: 'promo', label: 'Promo TAKE5', amount: 500 },
    ]);
  });

  it('shows only the larger of the two under the larger-of rule', () => {
    const welcomeWins = summary({ welcomeDiscount: cents(1000), promoDiscount: cents(500), codeDiscount: cents(1000) });
    expect(discountRows(welcomeWins, 'TAKE5', 'larger')).toEqual([{ key: 'welcome', label: 'Welcome offer', amount: 1000 }]);
    const promoWins = summary({ welcomeDiscount: cents(500), promoDiscount: cents(2000), codeDiscount: cents(2000) });
    expect(discountRows(promoWins, 'TAKE20', 'larger')).toEqual([{ key: 'promo', label: 'Promo TAKE20', amount: 2000 }]);
  });
});
