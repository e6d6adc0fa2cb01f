import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import { testDbFactories } from '../test-db';
import { ACCESS } from './access-table';
import { CALLER_NAMES, DEV_JOB_TICK, gateApp, type CallerName } from './gate-app';

/** What each kind of caller must get under each rule: `ok` means one of the rule's expected answers. */
const EXPECTED: Record<'anyone' | 'customer' | 'admin' | 'owner', Record<CallerName, 'ok' | 401 | 403>> = {
  anyone: { anonymous: 'ok', customerA: 'ok', customerB: 'ok', admin: 'ok', otherTenant: 'ok' },
  owner: { anonymous: 'ok', customerA: 'ok', customerB: 'ok', admin: 'ok', otherTenant: 401 },
  customer: { anonymous: 401, customerA: 'ok', customerB: 'ok', admin: 'ok', otherTenant: 401 },
  admin: { anonymous: 401, customerA: 403, customerB: 403, admin: 'ok', otherTenant: 401 },
};

/**
 * The permissions matrix (#20): every endpoint of the contract × {anonymous, customer A, customer B,
 * admin, another store's customer}, against ACCESS. A difference is a failure, and so is an endpoint
 * without a row.
 */
describe.each(testDbFactories)('permissions matrix on $name', ({ open }) => {
  let db: Db;
  let gate: Awaited<ReturnType<typeof gateApp>>;
  beforeAll(async () => {
    db = await open();
    gate = await gateApp(db);
  });
  afterAll(async () => db.close());

  it('has a rule for every endpoint of the contract', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(Object.keys(endpoints).sort());
  });

  const rows = (Object.keys(ACCESS) as EndpointName[]).flatMap((name) => CALLER_NAMES.map((caller) => [name, caller] as const));

  it.each(rows)('%s called by %s', async (name, caller) => {
    const rule = ACCESS[name];
    const e = endpoints[name];
    if (rule.who === 'pending') {
      const res = await gate.call(e, {}, gate.callers[caller]);
      expect(res.status, `${name} has no route yet (${rule.issue}): give it a rule`).toBe(404);
      return;
    }
    const res = await gate.call(e, rule.sample(caller), gate.callers[caller]);
    const expected = EXPECTED[rule.who][caller];
    const text = await res.text();
    if (expected === 'ok') expect(rule.ok, `${name} as ${caller}: ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
    else expect(res.status, `${name} as ${caller}: ${text.slice(0, 200)}`).toBe(expected);
  });

  it.each(CALLER_NAMES)('the development job tick called by %s: runs the jobs (anyone, outside production)', async (caller) => {
    const res = await gate.call(DEV_JOB_TICK, {}, gate.callers[caller]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ ran: { orderEmails: 0 } });
  });
});
