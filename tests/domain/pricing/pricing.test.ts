import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../../../src/domain/money';
import {
  checkPurchasable,
  isPrintedTile,
  automaticTileDiscount,
  combineCodeDiscounts,
  DEFAULT_PRICE_BOOK,
  drugstoreDiscount,
  giftTileLine,
  membershipLine,
  priceCart,
  projectCartLine,
  rewardTileLine,
  volumeDiscountPercent,
  wallPadLines,
  lineKindOf,
  nextVolumeTier,
  projectPrice,
  codeSavingLabel,
  withConfigPrices,
  type CartLine,
  type PricingInput,
} from '../../../src/domain/pricing';
import type { Promo } from '../../../src/domain/promo';
import { project, tile, tileProduct } from '../fixtures';

const book = DEFAULT_PRICE_BOOK;
const tiles = (quantity: number, variantId = 'v-black'): CartLine => ({
  id: `tiles-${variantId}`,
  kind: 'tile',
  variantId,
  quantity,
  unitPrice: book.tilePrice,
});
const base = (lines: readonly CartLine[], extra: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  priceBook: book,
  isMember: false,
  promoCombination: 'sum',
  ...extra,
});
const words = { singular: 'tile', plural: 'tiles' };
const percentPromo = (value: number, extra: Partial<Promo> = {}): Promo => ({
  code: 'SAVE',
  type: 'percentage',
  value,
  entitledVariantIds: [],
  requiredVariantIds: [],
  allocateOncePerOrder: false,
  isWalgreensPromo: false,
  ...extra,
});

describe('price book', () => {
  it('has the spec prices', () => {
    expect(book).toEqual({
      tilePrice: 1400,
      membershipPrice: 9900,
      membershipPercentOff: 40,
      wallPadPrice: 500,
      rewardTilePrice: 0,
      giftTilePrice: 1400,
      volumeTiers: [
        { minTiles: 10, percentOff: 10 },
        { minTiles: 20, percentOff: 20 },
        { minTiles: 30, percentOff: 30 },
        { minTiles: 40, percentOff: 40 },
      ],
    });
  });

  it('takes prices from the store config', () => {
    const configured = withConfigPrices(book, {
      products: [
        { id: 'blackTile', priceCents: cents(1500) },
        { id: 'rewardBlackTile', priceCents: cents(50) },
        { id: 'giftTile', priceCents: cents(1200) },
        { id: 'magnetWallPad', priceCents: cents(600) },
        { id: 'membership', priceCents: cents(100) },
      ],
    });
    expect(configured).toMatchObject({ tilePrice: 1500, rewardTilePrice: 50, giftTilePrice: 1200, wallPadPrice: 600, membershipPrice: 9900 });
  });
});

describe('volume discounts', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 10],
    [19, 10],
    [20, 20],
    [29, 20],
    [30, 30],
    [39, 30],
    [40, 40],
    [100, 40],
  ])('%d tiles -> %d%%', (count, percent) => {
    expect(volumeDiscountPercent(count, book.volumeTiers)).toBe(percent);
  });

  it.each([
    [9, 12600, 0, 12600],
    [10, 14000, 1400, 12600],
    [19, 26600, 2660, 23940],
    [20, 28000, 5600, 22400],
    [40, 56000, 22400, 33600],
    [100, 140000, 56000, 84000],
  ])('%d tiles cost %d, minus %d, = %d cents', (count, subtotal, discount, total) => {
    const summary = priceCart(base([tiles(count)]));
    expect([summary.subtotal, summary.automaticDiscount, summary.total]).toEqual([subtotal, discount, total]);
    expect(summary.tileCount).toBe(count);
  });

  it('does not count wall pads, gifts or reward tiles toward tiers', () => {
    const summary = priceCart(base([tiles(9), ...wallPadLines(3, book), giftTileLine('g', 2, book), rewardTileLine('r', 5, book, 'v-reward')]));
    expect(summary.automaticPercent).toBe(0);
    expect(summary.subtotal).toBe(9 * 1400 + 3 * 500 + 2 * 1400);
  });
});

describe('membership', () => {
  it('takes 40% off tiles for members; the better of membership and volume applies', () => {
    expect(automaticTileDiscount(5, true, book)).toEqual({ percent: 40, kind: 'membership' });
    expect(automaticTileDiscount(25, false, book)).toEqual({ percent: 20, kind: 'volume' });
    expect(automaticTileDiscount(40, true, book)).toEqual({ percent: 40, kind: 'membership' });
    expect(automaticTileDiscount(3, false, book)).toEqual({ percent: 0, kind: 'none' });
    expect(automaticTileDiscount(45, true, { ...book, membershipPercentOff: 30 })).toEqual({ percent: 40, kind: 'volume' });
  });

  it('counts buying the membership (99.00) as being a member, without discounting it', () => {
    const summary = priceCart(base([tiles(5), membershipLine(book)]));
    expect(summary.subtotal).toBe(5 * 1400 + 9900);
    expect(summary.automaticDiscount).toBe(2800);
    expect(summary.total).toBe(7000 - 2800 + 9900);
    expect(priceCart(base([tiles(5), { ...membershipLine(book), quantity: 0 }])).automaticKind).toBe('none');
  });
});

describe('cart lines', () => {
  it('prices a project as tiles x quantity under its frame variant', () => {
    const p = project('p', { frameColor: 'White', quantity: 2, tiles: [tile('a'), tile('b')] });
    expect(projectCartLine(p, book, tileProduct)).toEqual({ id: 'p', kind: 'tile', variantId: 'v-white', quantity: 4, unitPrice: 1400 });
    expect(projectCartLine(p, book)).toStrictEqual({ id: 'p', kind: 'tile', quantity: 4, unitPrice: 1400 });
    expect(projectCartLine({ ...p, frameColor: 'Pink' }, book, tileProduct).variantId).toBeUndefined();
  });

  it('prices wall pads at 5.00, reward tiles at 0.00 and gift tiles at 14.00', () => {
    expect(wallPadLines(0, book)).toEqual([]);
    expect(wallPadLines(2, book)).toEqual([{ id: 'wallPads', kind: 'wallPad', quantity: 2, unitPrice: 500 }]);
    expect(rewardTileLine('r', 3, book, 'v-reward').variantId).toBe('v-reward');
    expect(membershipLine(book).id).toBe('membership');
    expect(rewardTileLine('r', 3, book)).toStrictEqual({ id: 'r', kind: 'rewardTile', quantity: 3, unitPrice: 0 });
    expect(giftTileLine('g', 1, book)).toEqual({ id: 'g', kind: 'giftTile', quantity: 1, unitPrice: 1400 });
    expect(priceCart(base([rewardTileLine('r', 3, book)])).total).toBe(0);
  });
});

describe('welcome and promo codes', () => {
  it('takes the welcome promo as a percent of the (discounted) subtotal', () => {
    const summary = priceCart(base([tiles(10)], { welcomePercentOff: 30 }));
    expect(summary.discountedSubtotal).toBe(12600);
    expect(summary.welcomeDiscount).toBe(3780);
    expect(summary.total).toBe(8820);
  });

  it('divides percentage promos by 100 and sums them with the welcome promo by default', () => {
    const summary = priceCart(base([tiles(2)], { welcomePercentOff: 10, promo: percentPromo(25), promoContext: { now: 0, words } }));
    expect(summary.welcomeDiscount).toBe(280);
    expect(summary.promoDiscount).toBe(700);
    expect(summary.codeDiscount).toBe(980);
    expect(summary.total).toBe(2800 - 980);
  });

  it('applies the larger of welcome or retail promo for the pharmacy tenant', () => {
    const input = base([tiles(2)], {
      welcomePercentOff: 30,
      promo: percentPromo(20, { isWalgreensPromo: true }),
      promoContext: { now: 0, words },
      promoCombination: 'larger',
    });
    expect(priceCart(input).codeDiscount).toBe(840);
    expect(priceCart({ ...input, welcomePercentOff: 10 }).codeDiscount).toBe(560);
    expect(combineCodeDiscounts(cents(1), cents(2), 'larger')).toBe(2);
    expect(combineCodeDiscounts(cents(1), cents(2), 'sum')).toBe(3);
  });

  it('reports a refused promo and charges without it', () => {
    const summary = priceCart(base([tiles(2)], { promo: percentPromo(50, { minimumQuantity: 5 }), promoContext: { now: 0, words } }));
    expect(summary.promoDiscount).toBe(0);
    expect(summary.promoError).toEqual({ code: 'promo/minimum-quantity', message: 'That code requires at least 5 tiles' });
    expect(summary.total).toBe(2800);
    expect(priceCart(base([tiles(2)]))).not.toHaveProperty('promoError');
  });

  it('treats a promo without context as a bug', () => {
    expect(() => priceCart(base([tiles(2)], { promo: percentPromo(10) }))).toThrow('priceCart: a promo needs a promoContext');
  });

  it('gives each line its share of the code discounts, so order lines add up to the total (TAKE20 on 3 tiles and a wall pad)', () => {
    const s = priceCart({
      lines: [
        { id: 't', kind: 'tile', quantity: 3, unitPrice: cents(1400) },
        { id: 'p', kind: 'wallPad', quantity: 1, unitPrice: cents(500) },
      ],
      priceBook: book,
      isMember: false,
      promo: percentPromo(20),
      promoContext: { now: 0, words },
      welcomePercentOff: 10,
      promoCombination: 'sum',
    });
    expect(s.lines.map((l) => [l.codeDiscount, l.total])).toEqual([
      [840 + 420, 4200 - 1260],
      [50, 450],
    ]);
    expect(s.total).toBe(4700 - 1310);
  });

  it('caps code discounts at the discounted subtotal', () => {
    const summary = priceCart(base([tiles(1)], { welcomePercentOff: 80, promo: percentPromo(90), promoContext: { now: 0, words } }));
    expect(summary.codeDiscount).toBe(1400);
    expect(summary.total).toBe(0);
    expect(priceCart(base([tiles(1)], { welcomePercentOff: 150 })).welcomeDiscount).toBe(1400);
  });

  it('gives promos the line ids when lines have no variant', () => {
    const summary = priceCart(
      base([{ id: 'x', kind: 'product', quantity: 1, unitPrice: cents(1000) }], {
        promo: percentPromo(10, { entitledVariantIds: ['x'] }),
        promoContext: { now: 0, words },
      }),
    );
    expect(summary.promoDiscount).toBe(100);
  });
});

describe('drugstore', () => {
  it("takes the discount from the cart's estimated cost", () => {
    expect(drugstoreDiscount(cents(5000), cents(4200))).toBe(800);
    expect(drugstoreDiscount(cents(5000), cents(6000))).toBe(0);
    expect(drugstoreDiscount(cents(5000), cents(-10))).toBe(5000);
  });
});

describe('pricing properties', () => {
  const line = fc.record({
    id: fc.string({ maxLength: 4 }),
    kind: fc.constantFrom('tile', 'rewardTile', 'giftTile', 'wallPad', 'membership', 'product') as fc.Arbitrary<CartLine['kind']>,
    variantId: fc.constantFrom('v-black', 'v-white', 'v-gray'),
    quantity: fc.integer({ min: 0, max: 120 }),
    unitPrice: fc.integer({ min: 0, max: 20_000 }).map(cents),
  });
  const input = fc.record({
    lines: fc.array(line, { maxLength: 6 }),
    isMember: fc.boolean(),
    welcome: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    promoPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    combination: fc.constantFrom('sum', 'larger') as fc.Arbitrary<'sum' | 'larger'>,
  });

  it('is never negative, rounded to cents, and never discounts above the subtotal', () => {
    fc.assert(
      fc.property(input, (i) => {
        const s = priceCart({
          lines: i.lines,
          priceBook: book,
          isMember: i.isMember,
          promoCombination: i.combination,
          ...(i.welcome === undefined ? {} : { welcomePercentOff: i.welcome }),
          ...(i.promoPercent === undefined ? {} : { promo: percentPromo(i.promoPercent), promoContext: { now: 0, words } }),
        });
        for (const v of [s.subtotal, s.automaticDiscount, s.welcomeDiscount, s.promoDiscount, s.codeDiscount, s.total]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(s.automaticDiscount + s.codeDiscount).toBeLessThanOrEqual(s.subtotal);
        expect(s.total).toBe(s.subtotal - s.automaticDiscount - s.codeDiscount);
        // Each line carries its share of the code discounts: the lines add up to the total.
        expect(s.lines.reduce((sum, l) => sum + l.codeDiscount, 0)).toBe(s.codeDiscount);
        expect(s.lines.reduce((sum, l) => sum + l.total, 0)).toBe(s.total);
        for (const l of s.lines) {
          expect(l.codeDiscount).toBeGreaterThanOrEqual(0);
          expect(l.total).toBe(l.net - l.codeDiscount);
          expect(l.total).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('has monotone tiers: more tiles never lower the discount rate, nor raise the unit price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.boolean(), (a, b, member) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(volumeDiscountPercent(lo, book.volumeTiers)).toBeLessThanOrEqual(volumeDiscountPercent(hi, book.volumeTiers));
        const low = priceCart(base([tiles(lo)], { isMember: member }));
        const high = priceCart(base([tiles(hi)], { isMember: member }));
        expect(low.automaticPercent).toBeLessThanOrEqual(high.automaticPercent);
        if (lo > 0) expect(high.total / hi).toBeLessThanOrEqual(low.total / lo + 1e-9);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('what a shopper may buy', () => {
  it('refuses reward tiles without rewards to redeem, and counts every printed tile', () => {
    expect(checkPurchasable('rewardTile', 1)).toEqual({
      _tag: 'Left',
      left: { code: 'cart/reward-not-entitled', message: 'Reward tiles can only be redeemed with rewards, and this store has none to redeem.' },
    });
    expect(checkPurchasable('rewardTile', 2, 1)._tag).toBe('Left');
    expect(checkPurchasable('rewardTile', 2, 2)).toEqual({ _tag: 'Right', right: 'rewardTile' });
    expect(checkPurchasable('tile', 10_000)).toEqual({ _tag: 'Right', right: 'tile' });
    expect((['tile', 'rewardTile', 'giftTile', 'wallPad', 'membership', 'product'] as const).filter(isPrintedTile)).toEqual(['tile', 'rewardTile', 'giftTile']);
  });
});

describe('line kinds', () => {
  it('names the special products by id and tells tiles from other products', () => {
    expect(['membership', 'wallPadKit', 'rewardTile', 'giftTile'].map((id) => lineKindOf(id, true))).toEqual([
      'membership',
      'wallPad',
      'rewardTile',
      'giftTile',
    ]);
    expect(lineKindOf('tilepix', true)).toBe('tile');
    expect(lineKindOf('poster', false)).toBe('product');
  });
});

describe('the next volume tier', () => {
  const tierLines = (n: number) => priceCart(base([tiles(n)]));
  it('names the tiles to add, its percent and the extra saving on the tiles already there', () => {
    expect(nextVolumeTier(tierLines(6), book.volumeTiers)).toEqual({ tilesToAdd: 4, percent: 10, extraSaving: 840 });
    expect(nextVolumeTier(tierLines(12), book.volumeTiers)).toEqual({ tilesToAdd: 8, percent: 20, extraSaving: 1680 });
  });
  it('is null for an empty cart, past the top tier, and when membership beats every higher tier', () => {
    expect(nextVolumeTier(tierLines(0), book.volumeTiers)).toBeNull();
    expect(nextVolumeTier(tierLines(45), book.volumeTiers)).toBeNull();
    expect(nextVolumeTier(priceCart({ ...base([tiles(12)]), isMember: true }), book.volumeTiers)).toBeNull();
  });
  it('names no tier past the tenant’s tile limit (pharmacy: 12 tiles, so 20% at 20 is out of reach; issue 31)', () => {
    expect(nextVolumeTier(tierLines(12), book.volumeTiers, 12)).toBeNull();
    expect(nextVolumeTier(tierLines(8), book.volumeTiers, 12)).toEqual({ tilesToAdd: 2, percent: 10, extraSaving: 1120 });
    expect(nextVolumeTier(tierLines(12), book.volumeTiers, null)?.percent).toBe(20);
  });
});

describe('projectPrice (the tool’s live price, issue 31)', () => {
  const line = (id: string, quantity: number): CartLine => ({ id, kind: 'tile', quantity, unitPrice: book.tilePrice });
  it('reads the project’s line off the cart priced with it: tiles × price, the tier reached over the whole cart, the next step', () => {
    const summary = priceCart(base([line('in-cart', 6), line('designing', 5)]));
    expect(projectPrice(summary, 'designing', book.volumeTiers, null)).toEqual({
      tiles: 5,
      unitPrice: 1400,
      gross: 7000,
      automaticKind: 'volume',
      automaticPercent: 10,
      automaticDiscount: 700,
      codeDiscount: 0,
      codeLabel: 'Welcome offer',
      total: 6300,
      nextTier: { tilesToAdd: 9, percent: 20, extraSaving: 1540 },
    });
    expect(projectPrice(summary, 'nowhere', book.volumeTiers, null)).toBeNull();
  });
  it('below every tier: no automatic discount and the first tier as the next step', () => {
    const price = projectPrice(priceCart(base([line('designing', 8)])), 'designing', book.volumeTiers, null);
    expect(price).toMatchObject({ automaticKind: 'none', automaticPercent: 0, automaticDiscount: 0, total: 11200, nextTier: { tilesToAdd: 2, percent: 10 } });
  });
  it('membership and the welcome offer show as savings on the project', () => {
    const member = projectPrice(priceCart({ ...base([line('designing', 2)]), isMember: true }), 'designing', book.volumeTiers, null);
    expect(member).toMatchObject({ automaticKind: 'membership', automaticPercent: 40, automaticDiscount: 1120, nextTier: null });
    const welcomed = projectPrice(priceCart({ ...base([line('designing', 2)]), welcomePercentOff: 30 }), 'designing', book.volumeTiers, null);
    expect(welcomed).toMatchObject({ codeDiscount: 840, codeLabel: 'Welcome offer', total: 1960 });
  });
  it('names the offer a code saving comes from', () => {
    expect(codeSavingLabel({ welcomeDiscount: cents(0), promoDiscount: cents(500), codeDiscount: cents(500) })).toBe('Promo code');
    expect(codeSavingLabel({ welcomeDiscount: cents(300), promoDiscount: cents(500), codeDiscount: cents(500) })).toBe('Promo code');
    expect(codeSavingLabel({ welcomeDiscount: cents(700), promoDiscount: cents(500), codeDiscount: cents(700) })).toBe('Welcome offer');
    expect(codeSavingLabel({ welcomeDiscount: cents(300), promoDiscount: cents(500), codeDiscount: cents(800) })).toBe('Welcome offer and promo code');
  });
});
