import * as t from 'io-ts';

/**
 * Every non-2xx answer of the main API carries a human-readable message; `customerMessage`, when
 * present, is written for the shopper (SPEC §8: sign-up shows it, else 'Error occurred').
 */
export const ApiErrorBodyCodec = t.intersection([
  t.type({ message: t.string }),
  t.partial({ code: t.string, details: t.array(t.string), customerMessage: t.string }),
]);
