import { randomBytes, scryptSync } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { openTestPglite } from '../test-db';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import { ACCESS } from './access-table';
import { writeRecorder } from './write-recorder';
import { DEV_JOB_TICK, gateApp, type CallInput } from './gate-app';
import { hostileHeaders, hostileParams, hostileRawParams, hostileQuery, hostileRawBody, mutatedBody } from './hostile-values';

/** Cases per endpoint: 1,000 in `npm test`, more with `npm run fuzz` (TPX_FUZZ_RUNS=10000). */
const RUNS = Number(process.env.TPX_FUZZ_RUNS ?? 1_000);

/**
 * Tables a refusal may legitimately write: a wrong code counts a try against the code (SPEC: five
 * tries), a replayed refresh token revokes its family, and the per-client limits count calls.
 */
const WRITES_ON_REFUSAL: Partial<Record<EndpointName, readonly string[]>> = {
  loginVerify: ['login_codes'],
  refreshSession: ['refresh_tokens'],
};
/** Counters every call may touch, whatever its answer. */
const ALWAYS_EXEMPT = ['rate_limits', 'throttle_buckets'];

/** scrypt's cost for the stored password below (the product's own is 2^15). */
const CHEAP_SCRYPT_N = 1 << 10;

/**
 * State an endpoint's cases run in, undone after them (the read-back is reset before the cases).
 * authorizeSite: the default tenant private, its password stored with scrypt N = 2^10 (a stored value
 * carries its own parameters, as one set under other parameters would). Every case then checks its
 * password against that (~1 ms) instead of the 2^15 decoy a public tenant is answered after (~100 ms
 * a case: a thousand cases were the suite's longest test). The hostile input, the bound on the
 * answers and the read-back are the same; a public tenant's 403 is the permissions matrix's.
 */
const WHILE_FUZZED: Partial<Record<EndpointName, (db: Db) => Promise<() => Promise<unknown>>>> = {
  authorizeSite: async (db) => {
    const salt = randomBytes(16);
    const key = scryptSync('gate-site-password', salt, 32, { N: CHEAP_SCRYPT_N, r: 8, p: 1 });
    const stored = ['scrypt', CHEAP_SCRYPT_N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await db.query('INSERT INTO site_gates (tenant_id, password_hash) VALUES ($1, $2)', ['tilepix', stored]);
    return () => db.query('DELETE FROM site_gates WHERE tenant_id = $1', ['tilepix']);
  },
};

/**
 * Hostile input on every endpoint (#20): bodies, queries and headers generated from each endpoint's
 * valid sample (fields dropped, replaced by hostile values, prototype keys added; raw bodies that
 * are not JSON, nested 20,000 deep or over the size limit). Never a 5xx; a refusal writes nothing.
 * Runs on PGlite (the PostgreSQL leg of the suite covers the same SQL through the feature tests).
 *
 * The endpoints are dealt into `of` files (hostile-input-N.test.ts), each with its own app and
 * database, so that the suite's workers share the ~48,000 cases instead of one worker running them
 * all at the end (issue 20: `npm test` under 20 minutes).
 */
export const hostileInputSuite = (part: number, of: number) =>
  describe(`hostile input on every endpoint (part ${part + 1} of ${of})`, () => {
    let db: Db;
    let gate: Awaited<ReturnType<typeof gateApp>>;
    let writes: Awaited<ReturnType<typeof writeRecorder>>;
    beforeAll(async () => {
      db = await openTestPglite();
      gate = await gateApp(db);
      writes = await writeRecorder(db, ALWAYS_EXEMPT);
    });
    afterAll(async () => db.close());

    const names = (Object.keys(ACCESS) as EndpointName[]).filter((name) => ACCESS[name].who !== 'pending').filter((_, i) => i % of === part);

    it.each(names)(
      '%s: never a 5xx, and a refusal writes nothing',
      async (name) => {
        const rule = ACCESS[name];
        if (rule.who === 'pending') return;
        const e = endpoints[name];
        const sample = rule.sample('customerA');
        const callers = [undefined, gate.callers.customerA, gate.callers.admin];
        const input: fc.Arbitrary<CallInput> = fc.oneof(
          fc.record({ body: mutatedBody(sample.body ?? {}) }).map((c) => ({ ...sample, ...c })),
          fc.record({ rawBody: hostileRawBody }).map((c) => ({ ...sample, ...c })),
          fc.record({ query: hostileQuery(sample.query) }).map((c) => ({ ...sample, ...c })),
          fc.record({ headers: hostileHeaders, body: mutatedBody(sample.body ?? {}) }).map((c) => ({ ...sample, ...c })),
          fc.record({ params: hostileParams(e.path) }).map((c) => ({ ...sample, ...c })),
          fc.record({ rawParams: hostileRawParams(e.path) }).map((c) => ({ ...sample, ...c })),
        );
        const exempt = WRITES_ON_REFUSAL[name] ?? [];
        const statuses = new Map<number, number>();
        const undo = await WHILE_FUZZED[name]?.(db);
        await writes.writtenSince();
        try {
          await fc.assert(
            fc.asyncProperty(input, fc.constantFrom(...callers), async (call, token) => {
              const res = await gate.call(e, call, call.headers?.authorization ? undefined : token);
              const text = await res.text();
              const changed = (await writes.writtenSince()).filter((table) => !exempt.includes(table));
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              expect(res.status, `${name} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
              if (res.status >= 400) expect(changed, `${name} refused with ${res.status} but wrote to ${changed.join(', ')}`).toEqual([]);
            }),
            { numRuns: RUNS, seed: process.env.TPX_FUZZ_SEED ? Number(process.env.TPX_FUZZ_SEED) : undefined },
          );
        } finally {
          await undo?.();
        }
        if (process.env.TPX_FUZZ_REPORT)
          console.log(
            `${name}: ${[...statuses]
              .sort(([a], [b]) => a - b)
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
          );
      },
      600_000,
    );

    // The development job tick reads no input: none makes it fail (the last part runs it).
    it.runIf(part === of - 1)(
      'the development job tick: never a 5xx, and a refusal writes nothing',
      async () => {
        const callers = [undefined, gate.callers.customerA, gate.callers.admin];
        const input: fc.Arbitrary<CallInput> = fc.oneof(
          fc.record({ body: mutatedBody({}) }),
          fc.record({ rawBody: hostileRawBody }),
          fc.record({ query: hostileQuery(undefined) }),
          fc.record({ headers: hostileHeaders, body: mutatedBody({}) }),
        );
        await writes.writtenSince();
        await fc.assert(
          fc.asyncProperty(input, fc.constantFrom(...callers), async (call, token) => {
            const res = await gate.call(DEV_JOB_TICK, call, call.headers?.authorization ? undefined : token);
            const text = await res.text();
            const changed = (await writes.writtenSince()).filter((table) => !ALWAYS_EXEMPT.includes(table));
            expect(res.status, `the job tick answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) expect(changed, `the job tick refused with ${res.status} but wrote to ${changed.join(', ')}`).toEqual([]);
          }),
          { numRuns: RUNS, seed: process.env.TPX_FUZZ_SEED ? Number(process.env.TPX_FUZZ_SEED) : undefined },
        );
      },
      600_000,
    );
  });
