import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import { testDbFactories } from '../test-db';
import { ACCESS } from './access-table';
import { gateApp } from './gate-app';
import { writeRecorder } from './write-recorder';

/*
 * Issue 26 item 8: strings PostgreSQL cannot take (a NUL; an unpaired UTF-16 surrogate, which its
 * JSON parser refuses as `\ud800`) are refused at the one decode boundary, for every string of
 * every JSON body and every query parameter of every endpoint: a 400 naming the field, and nothing
 * written. Each endpoint's valid sample is called with one string changed at a time.
 */

const LONE = ['\uD800', 'a\uDC00', 'x\uDBFFy'] as const;

/**
 * Routes that refuse the gates' sample before reading its body, and what they answer: a store without
 * an Instagram app; a shop's webhook, whose HMAC covers the raw bytes, so a changed body is refused as
 * unsigned before anything parses it (issue 34 item 4).
 */
const REFUSED_BEFORE_THE_BODY: Partial<Record<EndpointName, number>> = { exchangeInstagramCode: 404, shopOrdersCreateWebhook: 401 };

/** Every string leaf of a JSON value, as a path of keys and the value with that leaf replaced. */
function stringLeaves(value: unknown, replace: string, path = 'body'): Array<{ path: string; body: unknown }> {
  if (typeof value === 'string') return [{ path, body: replace }];
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      stringLeaves(item, replace, `${path}.${i}`).map((leaf) => ({ path: leaf.path, body: value.map((v, j) => (j === i ? leaf.body : v)) })),
    );
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      stringLeaves(child, replace, `${path}.${key}`).map((leaf) => ({ path: leaf.path, body: { ...value, [key]: leaf.body } })),
    );
  }
  return [];
}

describe.each(testDbFactories)('NUL and lone surrogates at the decode boundary on $name', ({ open }) => {
  let db: Db;
  let gate: Awaited<ReturnType<typeof gateApp>>;
  let writes: Awaited<ReturnType<typeof writeRecorder>>;
  beforeAll(async () => {
    db = await open();
    gate = await gateApp(db);
    writes = await writeRecorder(db, ['rate_limits', 'throttle_buckets']);
  }, 60_000);
  afterAll(async () => db.close());

  const jsonBodies = (Object.keys(ACCESS) as EndpointName[]).filter((name) => {
    const rule = ACCESS[name];
    return rule.who !== 'pending' && endpoints[name].body !== null && rule.sample('customerA').body !== undefined;
  });
  const withQuery = (Object.keys(ACCESS) as EndpointName[]).filter((name) => ACCESS[name].who !== 'pending');

  it.each(jsonBodies)('%s: a lone surrogate in any string of the body (value or key) is a 400 naming it, and writes nothing', async (name) => {
    const rule = ACCESS[name];
    if (rule.who === 'pending') return;
    const sample = rule.sample('customerA');
    // Every caller gets past the route's own guard with a JSON sample: the admin for admin routes, a customer otherwise.
    const token = rule.who === 'admin' ? gate.callers.admin : gate.callers.customerA;
    await writes.writtenSince();
    const cases = [
      ...LONE.flatMap((lone) => stringLeaves(sample.body, lone)),
      ...LONE.map((lone) => ({ path: 'body', body: { ...(sample.body as object), [`k${lone}`]: 1 }, key: true })),
    ];
    expect(cases.length).toBeGreaterThan(1);
    for (const c of cases) {
      const res = await gate.call(endpoints[name], { ...sample, body: c.body }, token);
      const early = REFUSED_BEFORE_THE_BODY[name];
      if (early !== undefined) {
        expect(res.status).toBe(early);
        expect(await writes.writtenSince()).toEqual([]);
        continue;
      }
      const what = 'key' in c ? `${c.path} has a key with an unpaired UTF-16 surrogate` : `${c.path} contains an unpaired UTF-16 surrogate`;
      expect([c.path, res.status, ((await res.json()) as { message: string }).message]).toEqual([c.path, 400, `Invalid request: ${what}`]);
      expect(await writes.writtenSince()).toEqual([]);
    }
  });

  it.each(withQuery)('%s: a NUL in any query parameter is a 400 naming it, and writes nothing', async (name) => {
    const rule = ACCESS[name];
    if (rule.who === 'pending') return;
    const sample = rule.sample('customerA');
    const token = rule.who === 'admin' ? gate.callers.admin : gate.callers.customerA;
    await writes.writtenSince();
    for (const key of ['tenantId', ...Object.keys(sample.query ?? {}), 'extra']) {
      const res = await gate.call(endpoints[name], { ...sample, query: { ...sample.query, [key]: 'a\u0000b' } }, token);
      expect([key, res.status, await res.json()]).toEqual([key, 400, { message: `Invalid request: query.${key} contains a NUL character (U+0000)` }]);
      expect(await writes.writtenSince()).toEqual([]);
    }
  });

  it('refuses a NUL in the development mailbox query (JSON and page), and in a query key', async () => {
    for (const url of ['/api/dev/mail?to=%00', '/dev/mail?to=a%00b', '/api/v1/products/config?tenantId=tilepix&a%00=1']) {
      const res = await gate.app.request(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
    expect(await (await gate.app.request('/api/dev/mail?to=%00')).json()).toEqual({ message: 'Invalid request: query.to contains a NUL character (U+0000)' });
    expect(await (await gate.app.request('/?tenant=tilepix&a%00=1')).json()).toEqual({
      message: 'Invalid request: the query has a key with a NUL character (U+0000)',
    });
  });
});
