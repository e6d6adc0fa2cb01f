import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as real from 'io-ts';
import { describe, expect, it, vi } from 'vitest';
import * as compact from '../../../src/ui/lib/compact-io-ts';

/**
 * The browser runs src/ui/lib/compact-io-ts.ts in place of io-ts (esbuild.config.ts, issue 27's JS
 * budget); tests and the server run io-ts. Each scenario runs against both: the same values accepted
 * (the same value returned, a copy only where a member changed), the same refused, the same encoding;
 * then the boot block's codecs, built by the app's own contract modules on each, decode real pages'
 * boot data and every hostile variation of it alike.
 */
type T = typeof real;
const implementations: [string, T][] = [
  ['io-ts', real],
  ['compact', compact as unknown as T],
];

/** What a decode says, comparable across the two: refused, or the value it returned. */
const outcome = (result: real.Validation<unknown>) =>
  result._tag === 'Left' ? { refused: result.left.map((e) => e.context.map((c) => c.key).join('.')).sort() } : { value: result.right };
const refusedOrValue = (result: real.Validation<unknown>) => (result._tag === 'Left' ? 'refused' : { value: result.right });

function codecs(t: T) {
  const Money = t.type({ amount: t.number, currency: t.keyof({ USD: null, CAD: null }) });
  const Positive = t.refinement(t.number, (n) => n > 0, 'Positive');
  return {
    primitives: t.tuple([t.string, t.number, t.boolean, t.null]),
    money: Money,
    partial: t.partial({ note: t.string, count: Positive }),
    merged: t.intersection([Money, t.partial({ label: t.string }), t.type({ kind: t.literal('price') })]),
    list: t.readonlyArray(t.readonly(Money)),
    union: t.union([t.literal('none'), t.type({ kind: t.literal('some'), value: t.number }), t.array(t.string)]),
    record: t.record(t.string, t.union([t.string, t.number])),
    keyedIntersection: t.intersection([t.type({ id: t.string }), t.record(t.string, t.unknown)]),
    custom: new t.Type<number, string, unknown>(
      'NumberFromString',
      (u): u is number => typeof u === 'number',
      (u, c) => (typeof u === 'string' && u.trim() !== '' && !Number.isNaN(Number(u)) ? t.success(Number(u)) : t.failure(u, c, 'not a number')),
      (n) => String(n),
    ),
    nested: t.type({
      prices: t.array(
        t.type({
          at: t.number,
          cents: new t.Type<number, string, unknown>(
            'Cents',
            (u): u is number => typeof u === 'number',
            (u, c) => (typeof u === 'string' ? t.success(Number(u)) : t.failure(u, c)),
            String,
          ),
        }),
      ),
    }),
  };
}

const inputs: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  '',
  'none',
  'some',
  true,
  false,
  [],
  {},
  [null],
  ['a', 1, true, null],
  ['a', 1, true, null, 'extra'],
  { amount: 5, currency: 'USD' },
  { amount: 5, currency: 'EUR' },
  { amount: '5', currency: 'USD' },
  { amount: 5 },
  { amount: 5, currency: 'USD', extra: 1 },
  { amount: 5, currency: 'toString' },
  { amount: 5, currency: '__proto__' },
  { note: 'x' },
  { note: 1 },
  { count: 0 },
  { count: 2 },
  { note: undefined, count: undefined },
  { amount: 1, currency: 'CAD', kind: 'price' },
  { amount: 1, currency: 'CAD', kind: 'price', label: 3 },
  { amount: 1, currency: 'CAD', kind: 'other' },
  [
    { amount: 1, currency: 'USD' },
    { amount: 2, currency: 'CAD' },
  ],
  [{ amount: 1, currency: 'USD' }, null],
  { kind: 'some', value: 3 },
  { kind: 'some', value: '3' },
  ['x', 'y'],
  ['x', 2],
  { a: 'x', b: 2 },
  { a: 'x', b: null },
  { id: 'p', any: [1] },
  { id: 7 },
  '12',
  ' ',
  'abc',
  {
    prices: [
      { at: 1, cents: '100' },
      { at: 2, cents: '250' },
    ],
  },
  { prices: [{ at: 1, cents: 100 }] },
  { prices: {} },
  new Date(0),
  Object.create(null),
  Object.assign(Object.create(null), { amount: 5, currency: 'USD' }),
  [undefined],
  { 0: 'a', length: 1 },
];

describe('compact io-ts decodes as io-ts does', () => {
  it('accepts, refuses and returns the same for every codec and input, failing at the same paths', () => {
    const [realCodecs, compactCodecs] = implementations.map(([, t]) => codecs(t));
    for (const name of Object.keys(realCodecs!) as Array<keyof ReturnType<typeof codecs>>) {
      const a = realCodecs![name] as real.Mixed;
      const b = compactCodecs![name] as real.Mixed;
      expect(b.name, name).toBe(a.name);
      for (const input of inputs) {
        const expected = a.decode(input);
        // A union lists each member's failures on both; io-ts's tagged unions (none here) would list fewer.
        expect(outcome(b.decode(input)), `${name} ${JSON.stringify(input)}`).toEqual(outcome(expected));
        expect(b.is(input), `${name}.is ${JSON.stringify(input)}`).toBe(a.is(input));
        // The same value back where nothing changed: io-ts copies only a changed member.
        if (expected._tag === 'Right') expect((b.decode(input) as { right: unknown }).right === input, name).toBe(expected.right === input);
        if (expected._tag === 'Right') expect(b.encode(expected.right), `${name}.encode`).toEqual(a.encode(expected.right));
      }
    }
  });

  it('keeps the message a custom codec fails with, and the context the error reporter reads', () => {
    for (const [, t] of implementations) {
      const codec = t.type({ when: codecs(t).custom });
      const result = codec.decode({ when: 'soon' });
      expect(result._tag).toBe('Left');
      const [error] = (result as { left: real.Errors }).left;
      expect(error?.message).toBe('not a number');
      expect(error?.context.map((c) => [c.key, c.type.name])).toEqual([
        ['', '{ when: NumberFromString }'],
        ['when', 'NumberFromString'],
      ]);
      expect((t.intersection([t.type({ a: t.string }), t.type({ b: t.string })]) as unknown as { _tag: string })._tag).toBe('IntersectionType');
      expect((t.union([t.string, t.number]) as unknown as { _tag: string })._tag).toBe('UnionType');
    }
  });
});

describe("the boot block's codecs (the app's contract modules, built on each)", async () => {
  const realBoot = await import('../../../src/contract/boot');
  vi.resetModules();
  vi.doMock('io-ts', () => import('../../../src/ui/lib/compact-io-ts'));
  const compactBoot = await import('../../../src/contract/boot');
  vi.doUnmock('io-ts');
  vi.resetModules();
  const samples = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/boot-samples.json'), 'utf8')) as Array<Record<string, unknown>>;

  /** Every hostile variation of a value: each member (to depth 4) removed, nulled, made a string, a number, an array, an object. */
  function* variations(value: unknown, depth = 0): Generator<unknown> {
    yield value;
    if (depth > 3 || value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value) ? value.slice(0, 2).map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, member] of entries) {
      const put = (next: unknown) => (Array.isArray(value) ? value.map((v, i) => (String(i) === key ? next : v)) : { ...value, [key]: next });
      if (!Array.isArray(value)) {
        const { [key]: _, ...rest } = value as Record<string, unknown>;
        yield rest;
      }
      for (const odd of [null, 'x', 7, [], {}, undefined]) yield put(odd);
      for (const deeper of variations(member, depth + 1)) if (deeper !== member) yield put(deeper);
    }
  }

  it('decode every real page part and every hostile variation of it alike', () => {
    // Two builds of the codecs, the second on the compact module (it has no io-ts `pipe`).
    expect('pipe' in realBoot.BootParts.tenant && !('pipe' in compactBoot.BootParts.tenant)).toBe(true);
    let decoded = 0;
    for (const sample of samples) {
      for (const key of Object.keys(realBoot.BootParts) as Array<keyof typeof realBoot.BootParts>) {
        if (sample[key] === undefined) continue;
        const a = realBoot.BootParts[key] as real.Mixed;
        const b = compactBoot.BootParts[key] as unknown as real.Mixed;
        for (const input of variations(sample[key])) {
          expect(refusedOrValue(b.decode(input)), `${key} ${JSON.stringify(input).slice(0, 200)}`).toEqual(refusedOrValue(a.decode(input)));
          decoded++;
        }
      }
    }
    expect(decoded).toBeGreaterThan(1000);
  }, 120_000);
});
