import * as t from 'io-ts';

/**
 * The wire's checked scalars (ids, days, versions): a value passes when it has the type and the rule
 * holds, and fails with the hint the error names. One shape instead of a hand-written `t.Type` in each
 * admin module (issue #36).
 */
const checked = <A>(name: string, is: (u: unknown) => u is A, hint: string): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c, hint)), t.identity);

/** A string the pattern matches whole (give it `^…$`). */
export const pattern = (name: string, re: RegExp, hint: string): t.Type<string, string, unknown> =>
  checked(name, (u): u is string => typeof u === 'string' && re.test(u), hint);

/** A number the rule accepts. */
export const checkedNumber = (name: string, rule: (n: number) => boolean, hint: string): t.Type<number, number, unknown> =>
  checked(name, (u): u is number => typeof u === 'number' && rule(u), hint);
