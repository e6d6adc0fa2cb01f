import { left, right, type Either } from 'fp-ts/Either';
import { cents, clampCents, roundToCents, ZERO_CENTS, type Cents } from '../money';
import { promoMessages, type ItemWords, type PromoError } from './messages';
import { isBuyXGetY, type Promo } from './promo';

/** A cart line as promos see it: `amount` is what the line costs after automatic (volume/membership) discounts. */
export interface PromoLine {
  readonly variantId: string;
  readonly quantity: number;
  readonly amount: Cents;
  /** Tiles are what a promo without entitled variants applies to. */
  readonly isTile: boolean;
}

/** What a promo check needs besides the cart: the time and the item words of the product. */
export interface PromoContext {
  readonly now: number;
  readonly words: ItemWords;
}

/** An accepted promo: the discount and how many units it touched. */
export interface PromoApplication {
  readonly discount: Cents;
  readonly discountedUnits: number;
}

const count = (lines: readonly PromoLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);
const amount = (lines: readonly PromoLine[]): number => lines.reduce((n, l) => n + l.amount, 0);

/** Entitled lines: the promo's entitled variants, or every tile when it names none. */
export const entitledLines = (promo: Promo, lines: readonly PromoLine[]): readonly PromoLine[] =>
  promo.entitledVariantIds.length === 0
    ? lines.filter((l) => l.isTile)
    : lines.filter((l) => promo.entitledVariantIds.includes(l.variantId));

/** Required (buy-X) lines. */
export const requiredLines = (promo: Promo, lines: readonly PromoLine[]): readonly PromoLine[] =>
  lines.filter((l) => promo.requiredVariantIds.includes(l.variantId));

/** Start and end dates, inclusive: before start 'Hmm... That code didn't work 🤔', after end 'Sorry... That code has expired.' */
export const checkPromoDates = (promo: Promo, now: number): Either<PromoError, Promo> => {
  if (promo.startDate !== undefined && now < promo.startDate) return left(promoMessages.notStarted());
  if (promo.endDate !== undefined && now > promo.endDate) return left(promoMessages.expired());
  return right(promo);
};

// The discount on `units` of a line, rounded to cents once for the line.
const lineDiscount = (promo: Promo, line: PromoLine, units: number): number => {
  const share = (line.amount * units) / line.quantity;
  const raw = promo.type === 'percentage' ? (share * Math.max(0, promo.value)) / 100 : Math.min(Math.max(0, promo.value) * units, share);
  return roundToCents(Math.min(raw, share));
};

const allocate = (promo: Promo, lines: readonly PromoLine[], maxUnits: number): PromoApplication => {
  let remaining = maxUnits;
  let discount = 0;
  for (const line of lines) {
    const units = Math.min(remaining, line.quantity);
    if (units > 0) discount += lineDiscount(promo, line, units);
    remaining -= units;
  }
  return { discount: cents(discount), discountedUnits: maxUnits - remaining };
};

const overlaps = (promo: Promo): boolean => promo.requiredVariantIds.some((id) => promo.entitledVariantIds.includes(id));

const buyXGetY = (promo: Promo, lines: readonly PromoLine[], words: ItemWords): Either<PromoError, PromoApplication> => {
  const required = requiredLines(promo, lines);
  const entitled = entitledLines(promo, lines);
  const requiredCount = count(required);
  const entitledCount = count(entitled);
  const rq = promo.requiredQuantity;
  const eq = promo.entitledQuantity ?? 1;
  if (rq !== undefined && requiredCount < rq) return left(promoMessages.requiredQuantity(rq, words));
  if (promo.requiredPurchase !== undefined && amount(required) < promo.requiredPurchase) {
    return left(promoMessages.requiredPurchase(promo.requiredPurchase, words));
  }
  // When one item can be both bought and discounted it counts once: X + Y items are needed.
  const shared = rq !== undefined && overlaps(promo);
  const unionCount = count(lines.filter((l) => required.includes(l) || entitled.includes(l)));
  const limits = [
    Math.floor(entitledCount / eq),
    rq === undefined ? Number.POSITIVE_INFINITY : Math.floor(requiredCount / rq),
    shared ? Math.floor(unionCount / (rq + eq)) : Number.POSITIVE_INFINITY,
    promo.allocationLimit ?? Number.POSITIVE_INFINITY,
    promo.allocateOncePerOrder ? 1 : Number.POSITIVE_INFINITY,
  ];
  const applications = Math.min(...limits);
  if (applications < 1) {
    const missing = Math.max(eq - entitledCount, shared ? rq + eq - unionCount : 0);
    return left(promoMessages.entitledQuantity(missing, words));
  }
  // The cheapest entitled items are the free (discounted) ones, as shoppers expect.
  const cheapestFirst = entitled.toSorted((a, b) => a.amount / a.quantity - b.amount / b.quantity);
  return right(allocate(promo, cheapestFirst, applications * eq));
};

/**
 * Checks a promo against the cart and computes its discount. Checks, in order: dates,
 * minimumQuantity, maxTiles, minimumPurchase (over entitled items), then the buy-X-get-Y
 * conditions. The discount is rounded to cents per line and never exceeds the entitled amount.
 */
export const applyPromo = (
  promo: Promo,
  lines: readonly PromoLine[],
  context: PromoContext,
): Either<PromoError, PromoApplication> => {
  const dates = checkPromoDates(promo, context.now);
  if (dates._tag === 'Left') return dates;
  const entitled = entitledLines(promo, lines);
  const entitledCount = count(entitled);
  const entitledAmount = cents(amount(entitled));
  const { words } = context;
  if (promo.minimumQuantity !== undefined && entitledCount < promo.minimumQuantity) {
    return left(promoMessages.minimumQuantity(promo.minimumQuantity, words));
  }
  if (promo.maxTiles !== undefined && entitledCount > promo.maxTiles) {
    return left(promoMessages.maxTiles(promo.maxTiles, words));
  }
  if (promo.minimumPurchase !== undefined && entitledAmount < promo.minimumPurchase) {
    return left(promoMessages.minimumPurchase(promo.minimumPurchase, words));
  }
  const applied = isBuyXGetY(promo)
    ? buyXGetY(promo, lines, words)
    : right(
        promo.type === 'fixed_amount' && promo.allocateOncePerOrder
          ? { discount: roundToCents(Math.max(0, promo.value)), discountedUnits: entitledCount }
          : allocate(promo, entitled, Math.min(entitledCount, promo.allocationLimit ?? entitledCount)),
      );
  if (applied._tag === 'Left') return applied;
  return right({ ...applied.right, discount: clampCents(applied.right.discount, entitledAmount) });
};

/** The discount of a promo, or zero when it is refused (for totals that must always render). */
export const promoDiscountOrZero = (result: Either<PromoError, PromoApplication>): Cents =>
  result._tag === 'Right' ? result.right.discount : ZERO_CENTS;
