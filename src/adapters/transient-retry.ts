/**
 * Retries for transient failures (a network error, a timeout, a 5xx, a 429), shared by the main-API
 * transport, the storefront GraphQL transport, the card vault and the HEAD size probe. Bounded, with
 * exponential backoff and full jitter (so a crowd of clients does not retry in step), and a server's
 * Retry-After honoured. Which calls may be repeated at all is the caller's decision: only reads and
 * calls made idempotent (an idempotency key the server honours) come through here.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** The first retry waits up to this long; each later one doubles it. */
  readonly baseDelayMs: number;
  /** No wait exceeds this (a Retry-After above it is cut down to it). */
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1): the jitter. */
  readonly random: () => number;
}

/** 5 attempts, waits up to 250 ms, 500 ms, 1 s, 2 s: a 10 % fault rate loses one call in 100,000. */
export const DEFAULT_RETRY: Omit<RetryPolicy, 'sleep'> = { attempts: 5, baseDelayMs: 250, maxDelayMs: 4000, random: Math.random };

/** The policy with the browser's timer: what the adapters use unless a test hands them its own. */
export const browserRetryPolicy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => ({
  ...DEFAULT_RETRY,
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ...overrides,
});

/** Binds a policy other than `browserRetryPolicy()` (a test's instant one); optional. */
export const TransientRetryPolicy = Symbol('TransientRetryPolicy');

/** What one attempt came to: its outcome, and whether another attempt may fix it. */
export interface AttemptResult<T> {
  readonly outcome: T;
  readonly transient: boolean;
  /** The server's Retry-After, in ms, when it sent one. */
  readonly retryAfterMs?: number;
}

/**
 * The wait before retry number `retry` (1-based): full jitter over base·2^(retry−1), capped; a
 * Retry-After is a floor (the server asked for at least that), also capped.
 */
export function backoffDelayMs(policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>, retry: number, random: number, retryAfterMs?: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  const jittered = Math.floor(Math.min(Math.max(random, 0), 1) * ceiling);
  return retryAfterMs === undefined ? jittered : Math.min(policy.maxDelayMs, Math.max(jittered, retryAfterMs));
}

/** Runs `attempt` until it succeeds, fails for good, or the policy's attempts are spent; answers the last outcome. */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (index: number) => Promise<AttemptResult<T>>,
  onRetry?: (retry: number, delayMs: number) => void,
): Promise<T> {
  let result = await attempt(0);
  for (let retry = 1; retry < policy.attempts && result.transient; retry++) {
    const delay = backoffDelayMs(policy, retry, policy.random(), result.retryAfterMs);
    onRetry?.(retry, delay);
    await policy.sleep(delay);
    result = await attempt(retry);
  }
  return result.outcome;
}

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A status another attempt may fix: 408, 429 and every 5xx except 501 (not implemented stays so). */
export const isTransientStatus = (status: number): boolean => status === 408 || status === 429 || (status >= 500 && status !== 501);
