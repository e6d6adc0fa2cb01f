import { cents, roundToCents, ZERO_CENTS, type Cents } from './money';

// Sums, shares and bounds of amounts: the cart's pricing and the promos use them; the entry, which
// only brands the wire's amounts (money.ts), does not (issue 27's JS budget: a module is placed whole).

/** Adds amounts of cents. */
export const addCents = (...amounts: readonly Cents[]): Cents => cents(amounts.reduce((sum, a) => sum + a, 0));

/** Subtracts `b` from `a`. */
export const subtractCents = (a: Cents, b: Cents): Cents => cents(a - b);

/** Multiplies a unit price by a whole quantity. */
export const multiplyCents = (unit: Cents, quantity: number): Cents => cents(unit * quantity);

/** `percent` per cent of an amount, rounded to cents once, at the end. */
export const percentOf = (amount: Cents, percent: number): Cents => roundToCents((amount * percent) / 100);

/** The smaller of two amounts. */
export const minCents = (a: Cents, b: Cents): Cents => (a <= b ? a : b);

/** The larger of two amounts. */
export const maxCents = (a: Cents, b: Cents): Cents => (a >= b ? a : b);

/** Clamps an amount into [0, ceiling]. */
export const clampCents = (amount: Cents, ceiling: Cents): Cents => minCents(maxCents(amount, ZERO_CENTS), ceiling);

/**
 * Splits a whole amount over weights (largest remainder): the shares add up to `total` exactly, and
 * when `total` is at most the sum of integer weights no share exceeds its weight. Zero weights get nothing.
 */
export const spreadCents = (total: Cents, weights: readonly number[]): Cents[] => {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => ZERO_CENTS);
  const raw = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = raw.map((r) => Math.floor(r));
  let rest = total - shares.reduce((s, n) => s + n, 0);
  const byRemainder = raw.map((r, i) => ({ i, fraction: r - Math.floor(r) })).toSorted((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byRemainder) {
    if (rest <= 0) break;
    shares[i] = (shares[i] as number) + 1;
    rest -= 1;
  }
  return shares.map(cents);
};
