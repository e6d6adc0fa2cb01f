import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, roundToCents } from '../../../src/domain/money';
import { applyPromo, isBuyXGetY, type Promo, type PromoLine } from '../../../src/domain/promo';

/*
 * Properties over every promo shape (SPEC §3): percentage and fixed amounts (per item and once per
 * order), entitled and required variants, buy X get Y by quantity, by amount or both, minimums, a
 * tile cap, allocation limits and dates. 2 x 5,000 runs (with the 3 x 1,000 of promo-rules.test.ts).
 */

const words = { singular: 'tile', plural: 'tiles' };
const VARIANTS = ['black', 'white', 'gray', 'pad', 'reward'] as const;

const lineArb: fc.Arbitrary<PromoLine> = fc
  .record({
    variantId: fc.constantFrom(...VARIANTS),
    quantity: fc.integer({ min: 1, max: 60 }),
    unit: fc.oneof(fc.constant(0), fc.constant(1400), fc.integer({ min: 0, max: 5000 })),
    isTile: fc.boolean(),
  })
  .map((l) => ({ variantId: l.variantId, quantity: l.quantity, amount: cents(l.unit * l.quantity), isTile: l.isTile }));

const ids = fc.subarray([...VARIANTS]);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
// Limits that refuse most carts are set on one promo in five, so that most runs reach the discount.
const rare = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });

const promoArb: fc.Arbitrary<Promo> = fc
  .record({
    type: fc.constantFrom('percentage', 'fixed_amount') as fc.Arbitrary<Promo['type']>,
    value: fc.oneof(fc.constant(100), fc.integer({ min: -10, max: 10_000 })),
    entitledVariantIds: ids,
    requiredVariantIds: ids,
    requiredQuantity: opt(fc.integer({ min: 1, max: 5 })),
    entitledQuantity: opt(fc.integer({ min: 1, max: 5 })),
    requiredPurchase: opt(fc.integer({ min: 1, max: 20_000 }).map(cents)),
    minimumQuantity: rare(fc.integer({ min: 1, max: 30 })),
    maxTiles: rare(fc.integer({ min: 1, max: 100 })),
    minimumPurchase: rare(fc.integer({ min: 1, max: 50_000 }).map(cents)),
    allocationLimit: opt(fc.integer({ min: 1, max: 10 })),
    allocateOncePerOrder: fc.boolean(),
    startDate: rare(fc.integer({ min: 0, max: 2000 })),
    endDate: rare(fc.integer({ min: 0, max: 2000 })),
  })
  .map((raw) => ({ code: 'P', isWalgreensPromo: false, ...(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as typeof raw) }));

const cart = fc.array(lineArb, { maxLength: 6 });
const now = fc.integer({ min: 0, max: 2000 });

const entitled = (p: Promo, l: PromoLine) => (p.entitledVariantIds.length === 0 ? l.isTile : p.entitledVariantIds.includes(l.variantId));

describe('promo properties over every shape', () => {
  it('never discounts more than the rule grants, line by line, and the lines add up to the discount', () => {
    fc.assert(
      fc.property(promoArb, cart, now, (p, lines, at) => {
        const r = applyPromo(p, lines, { now: at, words });
        if (r._tag === 'Left') return;
        const { discount, discountedUnits, lines: shares } = r.right;
        expect(shares).toHaveLength(lines.length);
        expect(shares.reduce((s, a) => s + a.discount, 0)).toBe(discount);
        expect(shares.reduce((s, a) => s + a.units, 0)).toBe(discountedUnits);
        const value = Math.max(0, p.value);
        const once = p.type === 'fixed_amount' && p.allocateOncePerOrder && !isBuyXGetY(p);
        shares.forEach((a, i) => {
          const l = lines[i] as PromoLine;
          expect(Number.isInteger(a.discount)).toBe(true);
          expect(a.discount).toBeGreaterThanOrEqual(0);
          expect(a.discount).toBeLessThanOrEqual(l.amount);
          expect(a.units).toBeLessThanOrEqual(l.quantity);
          if (!entitled(p, l)) expect(a).toEqual({ units: 0, discount: 0 });
          const share = (l.amount * a.units) / l.quantity;
          if (p.type === 'percentage') expect(a.discount).toBeLessThanOrEqual(roundToCents((share * Math.min(100, value)) / 100));
          else if (!once) expect(a.discount).toBeLessThanOrEqual(value * a.units);
        });
        if (once) expect(discount).toBeLessThanOrEqual(roundToCents(value));
        if (isBuyXGetY(p)) {
          const eq = p.entitledQuantity ?? 1;
          const most = Math.min(p.allocationLimit ?? Infinity, p.allocateOncePerOrder ? 1 : Infinity);
          expect(discountedUnits % eq).toBe(0);
          expect(discountedUnits / eq).toBeLessThanOrEqual(most);
        } else if (!once && p.allocationLimit !== undefined) {
          expect(discountedUnits).toBeLessThanOrEqual(p.allocationLimit);
        }
        // A code that is accepted on a non-empty cart saves something.
        if (lines.length > 0) expect(discount).toBeGreaterThan(0);
      }),
      { numRuns: 5000 },
    );
  }, 60_000); // 5,000 carts: seconds on a quiet machine, more when the suite shares it

  it('leaves paid items that meet the requirement: buy X (quantity or amount) per application, minimums and the tile cap', () => {
    fc.assert(
      fc.property(promoArb, cart, now, (p, lines, at) => {
        const r = applyPromo(p, lines, { now: at, words });
        if (r._tag === 'Left') return;
        const ent = lines.filter((l) => entitled(p, l));
        const entCount = ent.reduce((n, l) => n + l.quantity, 0);
        const entAmount = ent.reduce((n, l) => n + l.amount, 0);
        if (p.minimumQuantity !== undefined) expect(entCount).toBeGreaterThanOrEqual(p.minimumQuantity);
        if (p.maxTiles !== undefined) expect(entCount).toBeLessThanOrEqual(p.maxTiles);
        if (p.minimumPurchase !== undefined) expect(entAmount).toBeGreaterThanOrEqual(p.minimumPurchase);
        if (!isBuyXGetY(p)) return;
        const applications = r.right.discountedUnits / (p.entitledQuantity ?? 1);
        let paidCount = 0;
        let paidAmount = 0;
        lines.forEach((l, i) => {
          if (!p.requiredVariantIds.includes(l.variantId)) return;
          const paid = l.quantity - (r.right.lines[i]?.units ?? 0);
          paidCount += paid;
          paidAmount += (l.amount * paid) / l.quantity;
        });
        if (p.requiredQuantity !== undefined) expect(paidCount).toBeGreaterThanOrEqual(applications * p.requiredQuantity);
        if (p.requiredPurchase !== undefined) {
          expect(paidAmount + 1e-6).toBeGreaterThanOrEqual(applications * p.requiredPurchase);
          // So what is left to pay is never below the purchase threshold.
          const total = lines.reduce((s, l) => s + l.amount, 0) - r.right.discount;
          expect(total + 1e-6).toBeGreaterThanOrEqual(p.requiredPurchase);
        }
      }),
      { numRuns: 5000 },
    );
  }, 60_000); // 5,000 carts: seconds on a quiet machine, more when the suite shares it
});
