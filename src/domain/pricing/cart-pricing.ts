import { cents, clampCents, maxCents, minCents, multiplyCents, percentOf, spreadCents, subtractCents, ZERO_CENTS, type Cents } from '../money';
import { applyPromo, type ItemWords, type Promo, type PromoError, type PromoLine } from '../promo';
import { volumeDiscountPercent, type PriceBook, type VolumeTier } from './price-book';

/** What a cart line sells. Only 'tile' lines count toward volume tiers and get automatic discounts. */
export type LineKind = 'tile' | 'rewardTile' | 'giftTile' | 'wallPad' | 'membership' | 'product';

/** A cart line: a unit price (cents) times a whole quantity. */
export interface CartLine {
  readonly id: string;
  readonly kind: LineKind;
  readonly variantId?: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
}

/** How the welcome promo and a promo code combine: summed (default) or the larger one (pharmacy). */
export type PromoCombination = 'sum' | 'larger';

/** Everything a cart total depends on. */
export interface PricingInput {
  readonly lines: readonly CartLine[];
  readonly priceBook: PriceBook;
  /** A member (or a cart buying the membership) gets the membership discount on tiles. */
  readonly isMember: boolean;
  readonly promo?: Promo;
  readonly promoContext?: { readonly now: number; readonly words: ItemWords };
  /** The welcome promo's percent off, when the shopper has it. */
  readonly welcomePercentOff?: number;
  readonly promoCombination: PromoCombination;
}

/** A priced line: its gross amount, its automatic discount and what is left, then its share of the code discounts and what it costs. */
export interface PricedLine extends CartLine {
  readonly gross: Cents;
  readonly automaticDiscount: Cents;
  readonly net: Cents;
  /** This line's share of `codeDiscount` (welcome and promo code): the shares add up to it. */
  readonly codeDiscount: Cents;
  /** What the line costs after every discount: the lines' totals add up to the cart total. */
  readonly total: Cents;
}

/** The cart's totals, all in cents. */
export interface PriceSummary {
  readonly lines: readonly PricedLine[];
  readonly tileCount: number;
  /** Sum of line prices before any discount. */
  readonly subtotal: Cents;
  /** The automatic tile discount in force, and which rule gave it. */
  readonly automaticPercent: number;
  readonly automaticKind: 'volume' | 'membership' | 'none';
  readonly automaticDiscount: Cents;
  /** Subtotal after automatic discounts: what the welcome and promo discounts apply to. */
  readonly discountedSubtotal: Cents;
  readonly welcomeDiscount: Cents;
  readonly promoDiscount: Cents;
  /** Why the promo code was refused, when it was. */
  readonly promoError?: PromoError;
  /** Welcome and promo discounts after combining them (and capping at the discounted subtotal). */
  readonly codeDiscount: Cents;
  readonly total: Cents;
}

/** The automatic tile discount: the larger of the volume tier and (for members) the membership rate. */
export const automaticTileDiscount = (
  tileCount: number,
  isMember: boolean,
  book: PriceBook,
): { readonly percent: number; readonly kind: PriceSummary['automaticKind'] } => {
  const volume = volumeDiscountPercent(tileCount, book.volumeTiers);
  const membership = isMember ? book.membershipPercentOff : 0;
  if (volume === 0 && membership === 0) return { percent: 0, kind: 'none' };
  // Ties go to membership: the shopper paid for it and should see it named.
  return membership >= volume ? { percent: membership, kind: 'membership' } : { percent: volume, kind: 'volume' };
};

/** Combines the welcome and promo-code discounts under a tenant's rule. */
export const combineCodeDiscounts = (welcome: Cents, promo: Cents, rule: PromoCombination): Cents =>
  rule === 'larger' ? maxCents(welcome, promo) : cents(welcome + promo);

/**
 * Prices a cart. Rounding happens once per line (gross, automatic discount) and once per
 * code discount; no discount can take the total below zero.
 */
export const priceCart = (input: PricingInput): PriceSummary => {
  const tileCount = input.lines.filter((l) => l.kind === 'tile').reduce((n, l) => n + l.quantity, 0);
  const isMember = input.isMember || input.lines.some((l) => l.kind === 'membership' && l.quantity > 0);
  const automatic = automaticTileDiscount(tileCount, isMember, input.priceBook);
  const lines = input.lines.map((line) => {
    const gross = multiplyCents(line.unitPrice, line.quantity);
    const automaticDiscount = line.kind === 'tile' ? percentOf(gross, automatic.percent) : ZERO_CENTS;
    return { ...line, gross, automaticDiscount, net: subtractCents(gross, automaticDiscount) };
  });
  const subtotal = cents(lines.reduce((s, l) => s + l.gross, 0));
  const automaticDiscount = cents(lines.reduce((s, l) => s + l.automaticDiscount, 0));
  const discountedSubtotal = subtractCents(subtotal, automaticDiscount);
  const welcomeDiscount = clampCents(percentOf(discountedSubtotal, input.welcomePercentOff ?? 0), discountedSubtotal);
  const { discount: promoDiscount, shares: promoShares, error: promoError } = pricePromo(input, lines);
  const codeDiscount = minCents(combineCodeDiscounts(welcomeDiscount, promoDiscount, input.promoCombination), discountedSubtotal);
  // Each line carries its share of the code discounts, weighted by what the promo took off it and its
  // part of the welcome discount, so that order lines add up to the order total.
  const weights = lines.map((l, i) => (promoShares[i] ?? 0) + percentOf(l.net, input.welcomePercentOff ?? 0));
  const codeShares = spreadWithin(
    codeDiscount,
    weights,
    lines.map((l) => l.net),
  );
  return {
    lines: lines.map((l, i) => {
      const share = codeShares[i] as Cents;
      return { ...l, codeDiscount: share, total: subtractCents(l.net, share) };
    }),
    tileCount,
    subtotal,
    automaticPercent: automatic.percent,
    automaticKind: automatic.kind,
    automaticDiscount,
    discountedSubtotal,
    welcomeDiscount,
    promoDiscount,
    ...(promoError === undefined ? {} : { promoError }),
    codeDiscount,
    total: subtractCents(discountedSubtotal, codeDiscount),
  };
};

/**
 * Splits `total` over lines by weight without giving a line more than its cap: first by the weights
 * (capped), then what is left by the room each line still has. `total` is at most the sum of the caps.
 */
const spreadWithin = (total: Cents, weights: readonly number[], caps: readonly Cents[]): Cents[] => {
  const capped = weights.map((w, i) => Math.min(w, caps[i] as number));
  const first = spreadCents(minCents(total, cents(capped.reduce((s, w) => s + w, 0))), capped);
  const rest = spreadCents(
    cents(total - first.reduce((s, n) => s + n, 0)),
    caps.map((c, i) => c - (first[i] as number)),
  );
  return first.map((n, i) => cents(n + (rest[i] as number)));
};

const pricePromo = (
  input: PricingInput,
  lines: ReadonlyArray<Pick<PricedLine, 'id' | 'variantId' | 'quantity' | 'net' | 'kind'>>,
): { readonly discount: Cents; readonly shares: readonly Cents[]; readonly error?: PromoError } => {
  if (input.promo === undefined) return { discount: ZERO_CENTS, shares: [] };
  if (input.promoContext === undefined) throw new Error('priceCart: a promo needs a promoContext');
  const promoLines: PromoLine[] = lines.map((l) => ({
    variantId: l.variantId ?? l.id,
    quantity: l.quantity,
    amount: l.net,
    isTile: l.kind === 'tile',
  }));
  const applied = applyPromo(input.promo, promoLines, input.promoContext);
  return applied._tag === 'Left'
    ? { discount: ZERO_CENTS, shares: [], error: applied.left }
    : { discount: applied.right.discount, shares: applied.right.lines.map((l) => l.discount) };
};

/** The drugstore tenant's discount: what its storefront cart's estimated cost takes off the subtotal. */
export const drugstoreDiscount = (subtotal: Cents, estimatedCost: Cents): Cents => clampCents(subtractCents(subtotal, estimatedCost), subtotal);

/** What the next volume tier would bring: tiles to add, its percent, and the extra saving on today's tiles. */
export interface NextTier {
  readonly tilesToAdd: number;
  readonly percent: number;
  readonly extraSaving: Cents;
}

/**
 * The next volume tier above a priced cart, or null when there is none worth naming (an empty
 * cart, the top tier reached, a membership discount no higher tier beats, or a tier past the
 * tenant's tile limit `maxTiles`, which the shopper could never reach: issue 31).
 */
export const nextVolumeTier = (
  summary: Pick<PriceSummary, 'tileCount' | 'lines' | 'automaticPercent'>,
  tiers: readonly VolumeTier[],
  maxTiles: number | null = null,
): NextTier | null => {
  if (summary.tileCount === 0) return null;
  const next = tiers
    .filter((t) => t.minTiles > summary.tileCount && t.percentOff > summary.automaticPercent && (maxTiles === null || t.minTiles <= maxTiles))
    .toSorted((a, b) => a.minTiles - b.minTiles)[0];
  if (next === undefined) return null;
  const tileGross = cents(summary.lines.filter((l) => l.kind === 'tile').reduce((sum, l) => sum + l.gross, 0));
  return {
    tilesToAdd: next.minTiles - summary.tileCount,
    percent: next.percentOff,
    extraSaving: percentOf(tileGross, next.percentOff - summary.automaticPercent),
  };
};
