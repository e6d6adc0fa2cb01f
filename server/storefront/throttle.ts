/** A token bucket per key (a cart, or a shopper creating carts): `capacity` calls at once, refilled steadily. */
export interface ThrottleLimits {
  readonly capacity: number;
  readonly refillPerSecond: number;
}

/** Generous for a shopper, tight for a script: a burst of 20, then 5 calls a second per cart. */
export const DEFAULT_THROTTLE: ThrottleLimits = { capacity: 20, refillPerSecond: 5 };

export class Throttle {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty (the call is THROTTLED). */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limits.capacity, at: now };
    const tokens = Math.min(this.limits.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.refillPerSecond);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > 10_000) this.prune(now);
    return allowed;
  }

  /** Drops full buckets so that the map does not grow with every cart ever seen. */
  private prune(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.limits.refillPerSecond >= this.limits.capacity) this.buckets.delete(key);
    }
  }
}
