import fc from 'fast-check';

/** Keys an attacker tries on a JSON object: prototype pollution and the like. */
const hostileKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', '\u0000'));

/** Strings that have broken parsers, queries and paths somewhere. */
export const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\r\n\r\nX-Injected: 1',
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE customers; --',
    '=HYPERLINK("http://evil")',
    // Unpaired UTF-16 surrogates (issue 26): JSON carries them as `\ud800`, PostgreSQL's JSON refuses them.
    '\uD800',
    '\uDC00',
    'a\uDBFFb',
    '\uDFFF\uD800',
    '\uFEFF',
    '１２３４５６',
    'https://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    ' ',
    '',
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at the edges JSON can carry. */
export const hostileNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 53 + 1, 1e-308, 0.1 + 0.2, 99_999_999_999),
);

/** Any JSON value, nested a little, with hostile leaves and keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A valid body with fields dropped, replaced by hostile values, or joined by extra (prototype) keys. */
export const mutatedBody = (sample: unknown): fc.Arbitrary<unknown> => {
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) return hostileValue;
  const entries = Object.entries(sample);
  const field = ([key, value]: [string, unknown]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, unknown] | null>([key, value]) },
      { weight: 1, arbitrary: fc.constant<[string, unknown] | null>(null) },
      { weight: 3, arbitrary: hostileValue.map((v): [string, unknown] | null => [key, v]) },
    );
  return fc.tuple(fc.tuple(...entries.map(field)), fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 })).map(([kept, extra]) => {
    const body: Record<string, unknown> = {};
    for (const pair of kept) if (pair) Object.defineProperty(body, pair[0], { value: pair[1], enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(extra)) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
    return body;
  });
};

/** Bodies that are not what the content type says, or that stress the parser. */
export const hostileRawBody = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"text"',
    '{',
    '{"a":',
    'not json',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":"\\ud800"}',
    '{"\\udc00":1}',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 70_000, max: 300_000 }).map((n) => JSON.stringify({ pad: 'x'.repeat(n) })),
);

/** Query parameters: the sample's, hostile values for its keys, and extra ones (tenantId included). */
export const hostileQuery = (sample: Readonly<Record<string, string>> | undefined): fc.Arbitrary<Record<string, string>> =>
  fc
    .tuple(
      fc.record(Object.fromEntries(Object.keys(sample ?? {}).map((k) => [k, fc.oneof(fc.constant(sample![k]!), hostileString)]))),
      fc.dictionary(fc.oneof(hostileKey, fc.constant('tenantId')), hostileString, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...known, ...extra }));

/** Authorization and content headers a client could send. */
export const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom('Bearer ', 'Bearer null', 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.', 'Bearer a.b.c'),
      hostileString.map((s) => `Bearer ${s.replace(/[\r\n\u0000-\u001f\u007f-\uffff]/g, '')}`),
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ),
  },
  { requiredKeys: [] },
);

/** Values for a path's `:param` segments (the tenant id in `v1/tenants/:tenantId/v2`, an artist's name…). */
export const hostileParams = (path: string): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, hostileString.map((s) => s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))])),
  );

/** Path segments as a client could put them on the wire: bad percent-encoding, dot segments, lone surrogates. */
export const hostileRawParams = (path: string): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    Object.fromEntries(
      [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
        name!,
        fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..', '..%2F..%2F', '%2e%2e', 'a%2Fb', '%C0%AF', '%FF%FE', '%E2%80%AE'),
      ]),
    ),
  );
