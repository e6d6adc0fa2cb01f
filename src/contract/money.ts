import * as t from 'io-ts';

/**
 * Money on the wire is a decimal string with two places ("14.00"), as Shopify's MoneyV2.amount is;
 * the domain works in integer cents, so adapters convert at the edge.
 */
export const DecimalMoneyCodec = new t.Type<string, string, unknown>(
  'DecimalMoney',
  (u): u is string => typeof u === 'string' && /^\d+\.\d{2}$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d+\.\d{2}$/.test(u) ? t.success(u) : t.failure(u, c, 'expected a decimal amount like "14.00"')),
  t.identity,
);

/** "14.00" → 1400. Exact: parses the digits, never goes through floating point. */
export function decimalToCents(amount: string): number {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 1400 → "14.00". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
