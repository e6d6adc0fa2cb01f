import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PgRateLimiter } from '../../server/coordination/pg-rate-limiter';
import { claimJob, releaseJob } from '../../server/coordination/job-claims';
import { testDbFactories } from './test-db';

describe.each(testDbFactories)('shared state on $name', ({ open }) => {
  // One migrated database for the file, emptied before each test: a database per test cost a
  // PGlite copy, or a schema migrated from nothing on PostgreSQL, for a few queries (issue 36).
  // These tests write only the two shared-state tables.
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM rate_limits; DELETE FROM job_claims;');
  });
  afterAll(() => db.close());

  it('a rate limiter allows a burst of `capacity` calls per key, then refills at the set rate', async () => {
    let now = 1_700_000_000_000;
    const limiter = new PgRateLimiter(db, 'test', { capacity: 2, refillPerSecond: 1 }, () => now);
    const first = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a'), await limiter.take('b')];
    expect(first).toEqual([true, true, false, true]);
    now += 999;
    expect(await limiter.take('a')).toBe(false);
    now += 1001;
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([true, true, false]);
  });

  it('two limiters over one database (two servers) count each call once, also when called at the same moment', async () => {
    const now = () => 1_700_000_000_000;
    const serverA = new PgRateLimiter(db, 'shared', { capacity: 10, refillPerSecond: 0.001 }, now);
    const serverB = new PgRateLimiter(db, 'shared', { capacity: 10, refillPerSecond: 0.001 }, now);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? serverA : serverB).take('client')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    // Another limiter name is another bucket: the login limit does not spend the promo limit; other
    // limits (a deploy that changed them) start afresh.
    expect(await new PgRateLimiter(db, 'other', { capacity: 1, refillPerSecond: 0.001 }, now).take('client')).toBe(true);
    expect(await new PgRateLimiter(db, 'shared', { capacity: 11, refillPerSecond: 0.001 }, now).take('client')).toBe(true);
  });

  it('a server whose clock lags refills nothing rather than going negative', async () => {
    let now = 1_700_000_010_000;
    const limiter = new PgRateLimiter(db, 'skew', { capacity: 1, refillPerSecond: 1 }, () => now);
    expect(await limiter.take('k')).toBe(true);
    now -= 5_000;
    expect(await limiter.take('k')).toBe(false);
    now += 6_000;
    expect(await limiter.take('k')).toBe(true);
  });

  it('prunes only the rows whose bucket has refilled completely', async () => {
    let now = 1_700_000_000_000;
    const limiter = new PgRateLimiter(db, 'prune', { capacity: 4, refillPerSecond: 2 }, () => now);
    await limiter.take('old');
    now += 1_000;
    await limiter.take('recent');
    now += 1_500; // 'old' is 2.5 s old: full again after 2 s; 'recent' is 1.5 s old.
    expect(await limiter.prune()).toBe(1);
    const rows = await db.query<{ key: string }>("SELECT key FROM rate_limits WHERE name = 'prune@4/2'");
    expect(rows.map((r) => r.key)).toEqual(['recent']);
  });

  it('refuses limits that would never allow a call', () => {
    expect(() => new PgRateLimiter(db, 'bad', { capacity: 0, refillPerSecond: 1 })).toThrow('Rate limit bad: capacity must be ≥ 1 and refill > 0');
  });

  it('a job is claimed by one holder at a time until its lease ends or is released', async () => {
    const at = new Date('2026-01-01T12:00:00Z');
    const claims = await Promise.all(['server-a', 'server-b', 'server-c'].map((holder) => claimJob(db, 'reminders', holder, 60_000, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = ['server-a', 'server-b', 'server-c'][claims.indexOf(true)]!;
    const loser = winner === 'server-a' ? 'server-b' : 'server-a';
    expect(await claimJob(db, 'reminders', loser, 60_000, new Date(at.getTime() + 59_000))).toBe(false);
    expect(await claimJob(db, 'reminders', winner, 60_000, new Date(at.getTime() + 59_000))).toBe(true);
    expect(await claimJob(db, 'reminders', loser, 60_000, new Date(at.getTime() + 120_000))).toBe(true);
    await releaseJob(db, 'reminders', loser);
    expect(await claimJob(db, 'reminders', winner, 60_000, new Date(at.getTime() + 121_000))).toBe(true);
  });

  it('one check is one round trip: the time of 500 checks', async () => {
    const limiter = new PgRateLimiter(db, 'timing', { capacity: 1_000_000, refillPerSecond: 1 });
    const started = performance.now();
    for (let i = 0; i < 500; i++) await limiter.take(`k${i % 50}`);
    const perCheckMs = (performance.now() - started) / 500;
    console.log(`[rate limiter] ${db.kind}: ${perCheckMs.toFixed(3)} ms per check`);
    expect(perCheckMs).toBeLessThan(50);
  });
});

describe.each(testDbFactories)('migrations started by two servers at once on $name', ({ openEmpty }) => {
  it('apply each migration once; neither start fails', async () => {
    const db = await openEmpty();
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      const versions = (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version);
      expect([...a!, ...b!].sort((x, y) => x - y)).toEqual(versions);
      expect(versions).toContain(8);
    } finally {
      await db.close();
    }
  });
});
