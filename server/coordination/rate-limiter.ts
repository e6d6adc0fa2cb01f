/**
 * A per-key rate limit (a throttle): `take` spends one call for `key` and answers whether it may
 * go ahead. Every server process asks the same shared store, so a burst spread over several
 * servers is counted once (issue 21: no correctness may depend on which server answers).
 */
export interface RateLimiter {
  take(key: string): Promise<boolean>;
}

/** A token bucket: `capacity` calls at once, refilled steadily at `refillPerSecond`. */
export interface ThrottleLimits {
  readonly capacity: number;
  readonly refillPerSecond: number;
}

/** Generous for a shopper, tight for a script: a burst of 20, then 5 calls a second per cart. */
export const DEFAULT_THROTTLE: ThrottleLimits = { capacity: 20, refillPerSecond: 5 };
