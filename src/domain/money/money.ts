/** Integer amount of US cents. Never a fraction, never dollars. */
export type Cents = number & { readonly _brand: 'Cents' };

/** Brands an integer as cents; a fractional value is a bug, so it throws. */
export const cents = (value: number): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of cents: ${value}`);
  return value as Cents;
};

/** Zero cents. */
export const ZERO_CENTS: Cents = cents(0);

/**
 * Rounds a fractional amount of cents to whole cents, half away from zero.
 * The tiny epsilon absorbs binary noise such as 1400.4999999 for 14.005 dollars.
 */
export const roundToCents = (fractionalCents: number): Cents => {
  const magnitude = Math.round(Math.abs(fractionalCents) + 1e-9);
  // `+ 0` turns -0 into 0 so that -0.4 cents is plain zero.
  return cents((fractionalCents < 0 ? -magnitude : magnitude) + 0);
};

/** Converts a dollar amount (as configs and price books send it, e.g. 14.00) to cents. */
export const dollarsToCents = (dollars: number): Cents => roundToCents(dollars * 100);

/** Converts cents back to dollars, for wire formats that speak dollars. */
export const centsToDollars = (amount: Cents): number => amount / 100;

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

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Formats cents for the UI: 1400 -> '$14.00', 123456 -> '$1,234.56', -500 -> '-$5.00'. */
export const formatMoney = (amount: Cents): string => {
  const abs = Math.abs(amount);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}$${whole}.${fraction}`;
};

/**
 * Formats cents in the short form used inside sentences: whole dollars drop the decimals
 * ('$25'), others keep two ('$25.50'). Promo messages read better this way.
 */
export const formatMoneyShort = (amount: Cents): string => {
  const full = formatMoney(amount);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
};
