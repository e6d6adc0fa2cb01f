/* eslint-disable @typescript-eslint/no-explicit-any -- a port of io-ts's untyped runtime; the app sees io-ts's own types */
import { isLeft, left, right, type Either } from 'fp-ts/Either';

/**
 * What the browser build runs for `io-ts` (esbuild.config.ts; issue 27's JS budget: io-ts was 16 KB of
 * the entry before gzip, most of it combinators and deprecated codecs the app never builds, which
 * esbuild cannot drop). The combinators the app uses, ported from io-ts 2.2 with the same decoding:
 * the same values accepted, the same values returned (copies only where a member changed), failures
 * with the same context paths. Tests and the server run io-ts itself;
 * tests/ui/lib/compact-io-ts.test.ts runs the app's codecs and hostile input through both. Unions
 * are never io-ts's tagged variant: the same answers, only a failed union lists every member's errors.
 * Anything else the app starts to use (brand, exact, recursion…) fails the build's type check of
 * that test: add it here and to the test.
 */
export interface ContextEntry {
  readonly key: string;
  readonly type: Type<any, any, any>;
  readonly actual?: unknown;
}
export type Context = readonly ContextEntry[];
export interface ValidationError {
  readonly value: unknown;
  readonly context: Context;
  readonly message?: string;
}
export type Errors = ValidationError[];
export type Validation<A> = Either<Errors, A>;

export const identity = <A>(a: A): A => a;
export const success = <A>(a: A): Validation<A> => right(a);
export const failures = <A>(errors: Errors): Validation<A> => left(errors);
export const failure = <A>(value: unknown, context: Context, message?: string): Validation<A> =>
  left([message === undefined ? { value, context } : { value, context, message }]);

export class Type<A, O = A, I = unknown> {
  readonly _tag: string = 'Type';
  constructor(
    readonly name: string,
    readonly is: (u: unknown) => u is A,
    readonly validate: (i: I, context: Context) => Validation<A>,
    readonly encode: (a: A) => O,
  ) {
    this.decode = this.decode.bind(this);
  }

  decode(i: I): Validation<A> {
    return this.validate(i, [{ key: '', type: this, actual: i }]);
  }
}

/** A codec with its io-ts `_tag` and what it was built from (decode-errors.ts reads the tags). */
function tagged<C extends Type<any, any, any>>(codec: C, tag: string, extra: Record<string, unknown> = {}): C {
  return Object.assign(codec, { _tag: tag }, extra);
}

/** `actual` through `codec`, at `key` in the context `c` (the path its errors give). */
const validateAt = (codec: Type<any, any, any>, actual: unknown, c: Context, key: string) => codec.validate(actual, [...c, { key, type: codec, actual }]);
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const useIdentity = (codecs: readonly Type<any, any, any>[]) => codecs.every((c) => c.encode === identity);

const primitive = <A>(name: string, tag: string, is: (u: unknown) => u is A) =>
  tagged(new Type<A, A, unknown>(name, is, (u, c) => (is(u) ? success(u) : failure(u, c)), identity), tag);

export const string = primitive('string', 'StringType', (u): u is string => typeof u === 'string');
export const number = primitive('number', 'NumberType', (u): u is number => typeof u === 'number');
export const boolean = primitive('boolean', 'BooleanType', (u): u is boolean => typeof u === 'boolean');
const nullType = primitive('null', 'NullType', (u): u is null => u === null);
export { nullType as null, nullType };
export const unknown = primitive('unknown', 'UnknownType', (_u): _u is unknown => true);
export const UnknownArray = primitive('UnknownArray', 'AnyArrayType', (u): u is unknown[] => Array.isArray(u));
export const UnknownRecord = primitive(
  'UnknownRecord',
  'AnyDictionaryType',
  (u): u is Record<string, unknown> => u !== null && typeof u === 'object' && !Array.isArray(u),
);

export function literal<V extends string | number | boolean>(value: V, name = JSON.stringify(value)) {
  const is = (u: unknown): u is V => u === value;
  return tagged(new Type<V>(name, is, (u, c) => (is(u) ? success(value) : failure(u, c)), identity), 'LiteralType', { value });
}

export function keyof<D extends Record<string, unknown>>(
  keys: D,
  name = Object.keys(keys)
    .map((k) => JSON.stringify(k))
    .join(' | '),
) {
  const is = (u: unknown): u is keyof D => typeof u === 'string' && hasOwn(keys, u);
  return tagged(new Type<keyof D>(name, is, (u, c) => (is(u) ? success(u) : failure(u, c)), identity), 'KeyofType', { keys });
}

/**
 * The elements `u[0]` to `u[count - 1]`, each through its codec, as io-ts's array and tuple decode
 * them: every element's errors, or `start` (`u`, or a copy of its first components) with the elements
 * that decoded to another value replaced, in a copy made at the first of them.
 */
function validateElements(u: unknown[], c: Context, count: number, codecAt: (i: number) => Type<any, any, any>, start: unknown[]): Validation<any[]> {
  let as = start;
  const errors: Errors = [];
  for (let i = 0; i < count; i++) {
    const codec = codecAt(i);
    const ui: unknown = u[i];
    const result = validateAt(codec, ui, c, String(i));
    if (isLeft(result)) errors.push(...result.left);
    else if (result.right !== ui) {
      if (as === u) as = u.slice();
      as[i] = result.right;
    }
  }
  return errors.length > 0 ? failures(errors) : success(as);
}

export function array(item: Type<any, any, any>, name = `Array<${item.name}>`) {
  return tagged(
    new Type<any[], any, unknown>(
      name,
      (u): u is any[] => Array.isArray(u) && u.every((x) => item.is(x)),
      (u, c) => (Array.isArray(u) ? validateElements(u, c, u.length, () => item, u) : failure(u, c)),
      item.encode === identity ? identity : (a) => a.map((x) => item.encode(x)),
    ),
    'ArrayType',
    { type: item },
  );
}

export const readonlyArray = (item: Type<any, any, any>, name = `ReadonlyArray<${item.name}>`) => tagged(array(item, name), 'ReadonlyArrayType');
export const readonly = <C extends Type<any, any, any>>(codec: C, name = `Readonly<${codec.name}>`) =>
  tagged(new Type(name, codec.is, codec.validate, codec.encode), 'ReadonlyType', { type: codec });

const propsName = (props: Record<string, Type<any, any, any>>) =>
  `{ ${Object.keys(props)
    .map((k) => `${k}: ${props[k]!.name}`)
    .join(', ')} }`;

/** io-ts's `type` and `partial`: an object whose listed keys decode (in `partial`, an undefined one is left alone); other keys are kept. */
function props(all: Record<string, Type<any, any, any>>, optional: boolean, name: string) {
  const keys = Object.keys(all);
  const types = keys.map((k) => all[k]!);
  return tagged(
    new Type<any, any, unknown>(
      name,
      (u): u is any =>
        UnknownRecord.is(u) &&
        keys.every((k, i) => {
          const uk = u[k];
          return optional ? uk === undefined || types[i]!.is(uk) : !(uk === undefined && !hasOwn(u, k)) && types[i]!.is(uk);
        }),
      (u, c) => {
        if (!UnknownRecord.is(u)) return failure(u, c);
        let a: Record<string, unknown> = u;
        const errors: Errors = [];
        keys.forEach((k, i) => {
          const ak = a[k];
          const type = types[i]!;
          const result = validateAt(type, ak, c, k);
          if (isLeft(result)) {
            if (!optional || ak !== undefined) errors.push(...result.left);
            return;
          }
          const vak: unknown = result.right;
          if (vak !== ak || (!optional && vak === undefined && !hasOwn(a, k))) {
            if (a === u) a = { ...u };
            a[k] = vak;
          }
        });
        return errors.length > 0 ? failures(errors) : success(a);
      },
      useIdentity(types)
        ? identity
        : (a: Record<string, unknown>) => {
            const s = { ...a };
            keys.forEach((k, i) => {
              if (optional ? a[k] !== undefined : types[i]!.encode !== identity) s[k] = types[i]!.encode(a[k]);
            });
            return s;
          },
    ),
    optional ? 'PartialType' : 'InterfaceType',
    { props: all },
  );
}

export const type = (p: Record<string, Type<any, any, any>>, name = propsName(p)) => props(p, false, name);
export const partial = (p: Record<string, Type<any, any, any>>, name = `Partial<${propsName(p)}>`) => props(p, true, name);

export function union(codecs: readonly Type<any, any, any>[], name = `(${codecs.map((c) => c.name).join(' | ')})`) {
  return tagged(
    new Type<any, any, unknown>(
      name,
      (u): u is any => codecs.some((c) => c.is(u)),
      (u, c) => {
        const errors: Errors = [];
        for (let i = 0; i < codecs.length; i++) {
          const codec = codecs[i]!;
          const result = validateAt(codec, u, c, String(i));
          if (!isLeft(result)) return success(result.right);
          errors.push(...result.left);
        }
        return failures(errors);
      },
      useIdentity(codecs)
        ? identity
        : (a) => {
            const codec = codecs.find((c) => c.is(a));
            if (!codec) throw new Error(`no codec found to encode value in union type ${name}`);
            return codec.encode(a);
          },
    ),
    'UnionType',
    { types: codecs },
  );
}

function mergeAll(base: any, us: readonly any[]): any {
  const equal = us.every((u) => u === base);
  if (equal) return base;
  if (!us.some((u) => UnknownRecord.is(u))) return us[us.length - 1];
  const baseIsNotADictionary = !UnknownRecord.is(base);
  const r: Record<string, unknown> = {};
  for (const u of us) {
    for (const k in u) if (!hasOwn(r, k) || baseIsNotADictionary || u[k] !== base[k]) r[k] = u[k];
  }
  return r;
}

export function intersection(codecs: readonly Type<any, any, any>[], name = `(${codecs.map((c) => c.name).join(' & ')})`) {
  return tagged(
    new Type<any, any, unknown>(
      name,
      (u): u is any => codecs.every((c) => c.is(u)),
      (u, c) => {
        const us: unknown[] = [];
        const errors: Errors = [];
        codecs.forEach((codec, i) => {
          const result = validateAt(codec, u, c, String(i));
          if (isLeft(result)) errors.push(...result.left);
          else us.push(result.right);
        });
        return errors.length > 0 ? failures(errors) : success(codecs.length === 0 ? u : mergeAll(u, us));
      },
      codecs.length === 0
        ? identity
        : (a) =>
            mergeAll(
              a,
              codecs.map((codec) => codec.encode(a)),
            ),
    ),
    'IntersectionType',
    { types: codecs },
  );
}

export function tuple(codecs: readonly Type<any, any, any>[], name = `[${codecs.map((c) => c.name).join(', ')}]`) {
  const len = codecs.length;
  return tagged(
    new Type<any[], any, unknown>(
      name,
      (u): u is any[] => Array.isArray(u) && u.length === len && codecs.every((c, i) => c.is(u[i])),
      (u, c) =>
        // Additional components are stripped.
        Array.isArray(u) ? validateElements(u, c, len, (i) => codecs[i]!, u.length > len ? u.slice(0, len) : u) : failure(u, c),
      useIdentity(codecs) ? identity : (a) => codecs.map((codec, i) => codec.encode(a[i])),
    ),
    'TupleType',
    { types: codecs },
  );
}

/** `record(string, codomain)`, the only domain the app uses: every own key's value decodes. */
export function record(domain: Type<any, any, any>, codomain: Type<any, any, any>, name = `{ [K in ${domain.name}]: ${codomain.name} }`) {
  if (domain !== string) throw new Error('compact io-ts: record supports the string domain only');
  return tagged(
    new Type<Record<string, any>, any, unknown>(
      name,
      (u): u is Record<string, any> => UnknownRecord.is(u) && Object.keys(u).every((k) => codomain.is(u[k])),
      (u, c) => {
        if (!UnknownRecord.is(u)) return failure(u, c);
        const a: Record<string, unknown> = {};
        const errors: Errors = [];
        let changed = false;
        for (const k of Object.keys(u)) {
          const ok = u[k];
          const result = validateAt(codomain, ok, c, k);
          if (isLeft(result)) errors.push(...result.left);
          else {
            changed = changed || result.right !== ok;
            a[k] = result.right;
          }
        }
        return errors.length > 0 ? failures(errors) : success(changed ? a : u);
      },
      codomain.encode === identity ? identity : (a) => Object.fromEntries(Object.keys(a).map((k) => [k, codomain.encode(a[k])])),
    ),
    'DictionaryType',
    { domain, codomain },
  );
}

export function refinement<A>(codec: Type<A, any, any>, predicate: (a: A) => boolean, name = `(${codec.name} | ${predicate.name || '<function1>'})`) {
  return tagged(
    new Type<A, any, any>(
      name,
      (u): u is A => codec.is(u) && predicate(u),
      (i, c) => {
        const e = codec.validate(i, c);
        if (isLeft(e)) return e;
        return predicate(e.right) ? success(e.right) : failure(e.right, c);
      },
      codec.encode,
    ),
    'RefinementType',
    { type: codec, predicate },
  );
}
