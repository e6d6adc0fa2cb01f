import { left, right, type Either } from 'fp-ts/Either';
import { cents, clampCents, roundToCents, spreadCents, ZERO_CENTS, type Cents } from '../money';
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

/** What a promo took off one cart line: how many of its units, and by how much. */
export interface LineAllocation {
  readonly units: number;
  readonly discount: Cents;
}

/** An accepted promo: the discount, how many units it touched, and its share on each line (same order as the lines; the shares add up to `discount`). */
export interface PromoApplication {
  readonly discount: Cents;
  readonly discountedUnits: number;
  readonly lines: readonly LineAllocation[];
}

const count = (lines: readonly PromoLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);
const amount = (lines: readonly PromoLine[]): number => lines.reduce((n, l) => n + l.amount, 0);

const isEntitled = (promo: Promo, line: PromoLine): boolean =>
  promo.entitledVariantIds.length === 0 ? line.isTile : promo.entitledVariantIds.includes(line.variantId);
const isRequired = (promo: Promo, line: PromoLine): boolean => promo.requiredVariantIds.includes(line.variantId);

/** Entitled lines: the promo's entitled variants, or every tile when it names none. */
export const entitledLines = (promo: Promo, lines: readonly PromoLine[]): readonly PromoLine[] => lines.filter((l) => isEntitled(promo, l));

/** Required (buy-X) lines. */
export const requiredLines = (promo: Promo, lines: readonly PromoLine[]): readonly PromoLine[] => lines.filter((l) => isRequired(promo, l));

/** Start and end dates, inclusive: before start 'Hmm... That code didn't work 🤔', after end 'Sorry... That code has expired.' */
export const checkPromoDates = (promo: Promo, now: number): Either<PromoError, Promo> => {
  if (promo.startDate !== undefined && now < promo.startDate) return left(promoMessages.notStarted());
  if (promo.endDate !== undefined && now > promo.endDate) return left(promoMessages.expired());
  return right(promo);
};

/** A cart line with its position in the cart, so that allocations can be reported per line. */
interface Indexed {
  readonly line: PromoLine;
  readonly index: number;
}

// The discount on `units` of a line, rounded to cents once for the line (never more than those units cost).
const lineDiscount = (promo: Promo, line: PromoLine, units: number): number => {
  const share = (line.amount * units) / line.quantity;
  const raw = promo.type === 'percentage' ? (share * Math.max(0, promo.value)) / 100 : Math.min(Math.max(0, promo.value) * units, share);
  return roundToCents(Math.min(raw, share));
};

// Units taken from the lines in their order, up to `maxUnits`: per cart index.
const takeUnits = (ordered: readonly Indexed[], maxUnits: number): Map<number, number> => {
  const taken = new Map<number, number>();
  let remaining = maxUnits;
  for (const { line, index } of ordered) {
    const units = Math.min(remaining, line.quantity);
    if (units > 0) taken.set(index, units);
    remaining -= units;
  }
  return taken;
};

const allocate = (promo: Promo, ordered: readonly Indexed[], maxUnits: number, lineCount: number): PromoApplication => {
  const taken = takeUnits(ordered, maxUnits);
  const lines: LineAllocation[] = Array.from({ length: lineCount }, () => ({ units: 0, discount: ZERO_CENTS }));
  let discount = 0;
  let discountedUnits = 0;
  for (const { line, index } of ordered) {
    const units = taken.get(index) ?? 0;
    const off = units > 0 ? lineDiscount(promo, line, units) : 0;
    lines[index] = { units, discount: cents(off) };
    discount += off;
    discountedUnits += units;
  }
  return { discount: cents(discount), discountedUnits, lines };
};

// A fixed amount once per order: at most what the entitled items cost, spread over them by amount.
const oncePerOrder = (promo: Promo, entitled: readonly Indexed[], lineCount: number): PromoApplication => {
  const total = clampCents(roundToCents(Math.max(0, promo.value)), cents(amount(entitled.map((e) => e.line))));
  const shares = spreadCents(
    total,
    entitled.map((e) => e.line.amount),
  );
  const lines: LineAllocation[] = Array.from({ length: lineCount }, () => ({ units: 0, discount: ZERO_CENTS }));
  entitled.forEach(({ line, index }, i) => {
    lines[index] = { units: line.quantity, discount: shares[i] as Cents };
  });
  return { discount: total, discountedUnits: count(entitled.map((e) => e.line)), lines };
};

/**
 * Buy X get Y. Each application needs `requiredQuantity` items and/or `requiredPurchase` worth of
 * required items that STAY PAID, and discounts `entitledQuantity` entitled items (the cheapest first,
 * as shoppers expect). An item that is both required and entitled counts for one role only: the
 * items made free never count toward what had to be bought.
 */
const buyXGetY = (promo: Promo, lines: readonly PromoLine[], words: ItemWords): Either<PromoError, PromoApplication> => {
  // Lines without units take no part (and would divide by zero below).
  const indexed: Indexed[] = lines.flatMap((line, index) => (line.quantity > 0 ? [{ line, index }] : []));
  const required = indexed.filter((i) => isRequired(promo, i.line));
  const entitled = indexed.filter((i) => isEntitled(promo, i.line));
  const entitledCount = count(entitled.map((e) => e.line));
  const rq = promo.requiredQuantity;
  const rp = promo.requiredPurchase;
  const eq = promo.entitledQuantity ?? 1;
  if (rq !== undefined && count(required.map((r) => r.line)) < rq) return left(promoMessages.requiredQuantity(rq, words));
  if (rp !== undefined && amount(required.map((r) => r.line)) < rp) return left(promoMessages.requiredPurchase(rp, words));
  const cheapestFirst = entitled.toSorted((a, b) => a.line.amount / a.line.quantity - b.line.amount / b.line.quantity);
  // Whether `k` applications leave enough required items paid.
  const meets = (k: number): boolean => {
    const free = takeUnits(cheapestFirst, k * eq);
    let paidCount = 0;
    let paidAmount = 0;
    for (const { line, index } of required) {
      const paid = line.quantity - (free.get(index) ?? 0);
      paidCount += paid;
      paidAmount += (line.amount * paid) / line.quantity;
    }
    return (rq === undefined || paidCount >= k * rq) && (rp === undefined || paidAmount + 1e-9 >= k * rp);
  };
  const most = Math.min(
    Math.floor(entitledCount / eq),
    promo.allocationLimit ?? Number.POSITIVE_INFINITY,
    promo.allocateOncePerOrder ? 1 : Number.POSITIVE_INFINITY,
  );
  // More applications free a longer prefix of the same cheapest-first order and leave fewer items paid,
  // so `meets` holds up to some k and fails above it: a binary search finds that k.
  let low = 0;
  let high = most;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (meets(mid)) low = mid;
    else high = mid - 1;
  }
  if (low < 1) {
    const shared = required.some((r) => isEntitled(promo, r.line));
    const unionCount = count(indexed.filter((i) => isRequired(promo, i.line) || isEntitled(promo, i.line)).map((i) => i.line));
    const missing = entitledCount < eq ? eq - entitledCount : rq !== undefined && shared ? Math.max(1, rq + eq - unionCount) : eq;
    return left(promoMessages.entitledQuantity(missing, words));
  }
  return right(allocate(promo, cheapestFirst, low * eq, lines.length));
};

/**
 * Checks a promo against the cart and computes its discount. Checks, in order: dates,
 * minimumQuantity, maxTiles, minimumPurchase (over entitled items), then the buy-X-get-Y
 * conditions; a code that would save nothing on a non-empty cart is refused with the reason.
 * The discount is rounded to cents per line and never exceeds the entitled amount.
 */
export const applyPromo = (promo: Promo, lines: readonly PromoLine[], context: PromoContext): Either<PromoError, PromoApplication> => {
  const dates = checkPromoDates(promo, context.now);
  if (dates._tag === 'Left') return dates;
  const entitled = lines.flatMap((line, index) => (isEntitled(promo, line) ? [{ line, index }] : []));
  const entitledCount = count(entitled.map((e) => e.line));
  const entitledAmount = cents(amount(entitled.map((e) => e.line)));
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
          ? oncePerOrder(promo, entitled, lines.length)
          : allocate(promo, entitled, Math.min(entitledCount, promo.allocationLimit ?? entitledCount), lines.length),
      );
  if (applied._tag === 'Left') return applied;
  // A code that takes nothing off (a black-only code on white tiles, a tile code on a wall pad) does not apply.
  if (applied.right.discount === 0 && lines.length > 0) return left(promoMessages.noSaving(words));
  return applied;
};

/** The discount of a promo, or zero when it is refused (for totals that must always render). */
export const promoDiscountOrZero = (result: Either<PromoError, PromoApplication>): Cents => (result._tag === 'Right' ? result.right.discount : ZERO_CENTS);
