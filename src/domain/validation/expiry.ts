import { left, right, type Either } from 'fp-ts/Either';
import type { ValidationError } from './rules';

/** A card expiry: month 1-12, full year. */
export interface Expiry {
  readonly month: number;
  readonly year: number;
}

const fail = (message: string): ValidationError => ({ code: 'validation/expiry', message });

/**
 * Checks a card expiry typed as MMYY or MM/YY: 'Invalid expiration date' unless 4 digits,
 * 'Invalid month' (1-12), 'Invalid year' (>= 1), 'Expiry must be in the future'. A card is
 * valid through the last day of its month; `now` is read in UTC.
 */
export const validateExpiry = (value: string, now: number): Either<ValidationError, Expiry> => {
  const compact = value.trim().replace('/', '');
  if (!/^\d{4}$/.test(compact)) return left(fail('Invalid expiration date'));
  const month = Number(compact.slice(0, 2));
  const yy = Number(compact.slice(2));
  if (month < 1 || month > 12) return left(fail('Invalid month'));
  if (yy < 1) return left(fail('Invalid year'));
  const year = 2000 + yy;
  const today = new Date(now);
  const nowYear = today.getUTCFullYear();
  const nowMonth = today.getUTCMonth() + 1;
  if (year < nowYear || (year === nowYear && month < nowMonth)) return left(fail('Expiry must be in the future'));
  return right({ month, year });
};

/** The expiry rule in the `Rule` shape (blank passes; pair it with `required`). */
export const expiry =
  (now: number) =>
  (value: string): ValidationError | undefined => {
    if (value.trim() === '') return undefined;
    const result = validateExpiry(value, now);
    return result._tag === 'Left' ? result.left : undefined;
  };
