import * as t from 'io-ts';

/** Every non-2xx answer of the main API carries a human-readable message. */
export const ApiErrorBodyCodec = t.intersection([
  t.type({ message: t.string }),
  t.partial({ code: t.string, details: t.array(t.string) }),
]);
export type ApiErrorBody = t.TypeOf<typeof ApiErrorBodyCodec>;
