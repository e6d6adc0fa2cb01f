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
