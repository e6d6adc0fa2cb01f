import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelayMs,
  browserRetryPolicy,
  DEFAULT_RETRY,
  isTransientStatus,
  retryAfterMs,
  withRetries,
  type AttemptResult,
} from '../../src/adapters/transient-retry';

/** The retry policy under fake timers: how many attempts, how long between them, when it stops. */
describe('transient retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const failing = (times: number, extra: Partial<AttemptResult<string>> = {}) => {
    const at: number[] = [];
    const attempt = vi.fn(async (index: number): Promise<AttemptResult<string>> => {
      at.push(Date.now());
      return index < times ? { outcome: `fail ${index}`, transient: true, ...extra } : { outcome: 'ok', transient: false };
    });
    return { attempt, at };
  };

  it('retries a transient failure with exponential backoff and full jitter, then answers the success', async () => {
    // random() = 0.999…: each wait is just under its ceiling: 250, 500, 1000 ms.
    const policy = browserRetryPolicy({ random: () => 0.9999 });
    const { attempt, at } = failing(3);
    const result = withRetries(policy, attempt);
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([249, 499, 999]);
  });

  it('stops after 5 attempts in all and answers the last failure', async () => {
    const { attempt, at } = failing(99);
    const result = withRetries(browserRetryPolicy({ random: () => 0.5 }), attempt);
    await vi.runAllTimersAsync();
    expect(await result).toBe('fail 4');
    expect(attempt).toHaveBeenCalledTimes(DEFAULT_RETRY.attempts);
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([125, 250, 500, 1000]);
  });

  it('never retries a failure that is not transient', async () => {
    const attempt = vi.fn(async (): Promise<AttemptResult<string>> => ({ outcome: 'refused', transient: false }));
    const result = withRetries(browserRetryPolicy(), attempt);
    await vi.runAllTimersAsync();
    expect(await result).toBe('refused');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("honours Retry-After as a floor, capped at the policy's longest wait", async () => {
    const { attempt, at } = failing(2, { retryAfterMs: 3000 });
    const result = withRetries(browserRetryPolicy({ random: () => 0 }), attempt);
    await vi.runAllTimersAsync();
    expect(await result).toBe('ok');
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([3000, 3000]);
    expect(backoffDelayMs(DEFAULT_RETRY, 1, 0, 60_000)).toBe(DEFAULT_RETRY.maxDelayMs);
  });

  it('reports each retry and its wait', async () => {
    const seen: Array<[number, number]> = [];
    const result = withRetries(browserRetryPolicy({ random: () => 0 }), failing(2).attempt, (retry, ms) => seen.push([retry, ms]));
    await vi.runAllTimersAsync();
    await result;
    expect(seen).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it('caps the backoff ceiling', () => {
    expect(backoffDelayMs({ baseDelayMs: 250, maxDelayMs: 4000 }, 10, 0.9999)).toBe(3999);
    expect(backoffDelayMs({ baseDelayMs: 250, maxDelayMs: 4000 }, 1, 2)).toBe(250);
    expect(backoffDelayMs({ baseDelayMs: 250, maxDelayMs: 4000 }, 1, -1)).toBe(0);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(' 0 ')).toBe(0);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('')).toBeUndefined();
    expect(retryAfterMs('-3')).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 08:00:00 GMT'))).toBe(0);
  });

  it('treats 408, 429 and 5xx but 501 as transient', () => {
    expect([408, 429, 500, 502, 503, 504].every(isTransientStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422, 501].some(isTransientStatus)).toBe(false);
  });
});
