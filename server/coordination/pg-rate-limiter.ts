import type { Queryable } from '../db/db';
import type { RateLimiter, ThrottleLimits } from './rate-limiter';

/**
 * One atomic statement per check: the bucket is refilled for the time since its last call, one
 * token is spent when there is one, and the decision is returned; two servers checking the same key
 * at once are serialised by the row lock of the upsert, so each call is counted exactly once.
 * `at_ms` never goes back, so a server whose clock lags a little refills nothing rather than
 * something negative.
 */
const TAKE = `
INSERT INTO rate_limits AS r (name, key, tokens, at_ms, allowed)
VALUES ($1, $2, $3::float8 - 1, $4::bigint, true)
ON CONFLICT (name, key) DO UPDATE SET
  allowed = least($3::float8, r.tokens + greatest(0, $4::bigint - r.at_ms)::float8 / 1000 * $5::float8) >= 1,
  tokens = least($3::float8, r.tokens + greatest(0, $4::bigint - r.at_ms)::float8 / 1000 * $5::float8)
    - CASE WHEN least($3::float8, r.tokens + greatest(0, $4::bigint - r.at_ms)::float8 / 1000 * $5::float8) >= 1 THEN 1 ELSE 0 END,
  at_ms = greatest(r.at_ms, $4::bigint)
RETURNING allowed`;

/** How many checks of one limiter between two prunes of its refilled rows. */
const PRUNE_EVERY = 1000;

/**
 * The PostgreSQL (and PGlite) rate limiter: token buckets in `rate_limits` (migration 008), one
 * round trip per check. `name` keeps the limiters apart (the same client address has a bucket in
 * each); rows whose bucket is full again are the same as absent ones and are pruned now and then.
 */
export class PgRateLimiter implements RateLimiter {
  private checks = 0;
  /**
   * The bucket family: the limiter's name and its limits. Servers with the same settings share their
   * buckets; a deploy that changes a limit starts its buckets afresh rather than reading tokens
   * counted under another capacity.
   */
  private readonly name: string;

  constructor(
    private readonly db: Queryable,
    name: string,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {
    if (!(limits.capacity >= 1) || !(limits.refillPerSecond > 0)) throw new Error(`Rate limit ${name}: capacity must be ≥ 1 and refill > 0`);
    this.name = `${name}@${limits.capacity}/${limits.refillPerSecond}`;
  }

  async take(key: string): Promise<boolean> {
    const now = Math.floor(this.now());
    const [row] = await this.db.query<{ allowed: boolean }>(TAKE, [this.name, key, this.limits.capacity, now, this.limits.refillPerSecond]);
    if (++this.checks % PRUNE_EVERY === 0) void this.prune(now).catch(() => {});
    return row!.allowed;
  }

  /** Deletes the rows whose bucket has refilled completely by `now`. */
  async prune(now: number = this.now()): Promise<number> {
    const fullAfterMs = Math.ceil((this.limits.capacity / this.limits.refillPerSecond) * 1000);
    const rows = await this.db.query('DELETE FROM rate_limits WHERE name = $1 AND at_ms < $2::bigint RETURNING key', [
      this.name,
      Math.floor(now) - fullAfterMs,
    ]);
    return rows.length;
  }
}
