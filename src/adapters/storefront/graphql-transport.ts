import { isLeft, left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { AccessTokenSource, UnauthorizedRecovery } from '../../application/ports/access-token';
import { describeDecodeErrors } from '../../contract/decode-errors';
import type { StorefrontEndpoint } from './storefront-endpoint';
import { backoffDelayMs, DEFAULT_RETRY, isTransientStatus, retryAfterMs, type RetryPolicy } from '../transient-retry';

/** A GraphQL answer: data and/or errors (THROTTLED rides in errors[].extensions.code). */
const GraphQLErrorsCodec = t.array(t.intersection([t.type({ message: t.string }), t.partial({ extensions: t.partial({ code: t.string }) })]));

/** The header that makes a mutation safe to send again (server/storefront: a documented extension of Shopify's API). */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Why one GraphQL call failed before its payload could be read. */
export interface TransportFailure {
  readonly code: 'storefront/throttled' | 'storefront/network' | 'storefront/timeout' | 'storefront/http' | 'storefront/graphql' | 'storefront/decode';
  readonly message: string;
  /** The HTTP status, when an answer came. */
  readonly status?: number;
  /** The server's Retry-After in ms (429). */
  readonly retryAfterMs?: number;
}

export interface TransportTiming {
  /** Waits `ms` (the Scheduler in the app; immediate in tests). */
  readonly sleep: (ms: number) => Promise<void>;
  /** A call still unanswered after this long is abandoned as timed out. */
  readonly timeoutMs: number;
  /** Attempts, backoff and jitter for transient failures (default `DEFAULT_RETRY`); waits go through `sleep`. */
  readonly retry?: Omit<RetryPolicy, 'sleep'>;
}

/** SPEC §7: too-many-requests errors are retried after 1 s. */
export const THROTTLE_RETRY_MS = 1000;
/** How many throttled answers in a row we ride out before giving up. */
export const MAX_THROTTLE_RETRIES = 8;
export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The signed-in customer on storefront calls (issue #14): the server prices the cart for them (membership,
 * welcome offer), so the checkout charges what the cart page shows. A 401 (bad or expired token) asks
 * `unauthorized` once (refresh, else sign-in) and the call is sent again with the then-current token.
 */
export interface TransportAuth {
  readonly tokens: AccessTokenSource;
  readonly unauthorized?: UnauthorizedRecovery;
}

/** The failure of a call whose bearer token the server refused (HTTP 401): it did nothing. */
const UNAUTHORIZED = 'HTTP 401: please sign in again';

const isMutation = (document: string): boolean => /^\s*mutation\b/.test(document);

/** A failure another attempt may fix: no answer, a timeout, a 5xx, or the server still busy with the same key (409). */
const isTransient = (f: TransportFailure): boolean =>
  f.code === 'storefront/network' ||
  f.code === 'storefront/timeout' ||
  (f.code === 'storefront/http' && f.status !== undefined && (isTransientStatus(f.status) || f.status === 409));

const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

const isThrottled = (errors: t.TypeOf<typeof GraphQLErrorsCodec>): boolean => errors.some((e) => e.extensions?.code === 'THROTTLED');

/**
 * POSTs GraphQL documents to the storefront endpoint with the access token header. HTTP 429 and
 * THROTTLED answers are retried after 1 s (or the Retry-After; the server did nothing, so this is safe
 * for mutations). Other transient failures (no answer, a timeout, a 5xx) are retried with backoff for
 * queries, and for mutations only where the endpoint honours an `Idempotency-Key`: each mutation
 * carries one key over all its attempts, so a retry after a lost answer gets the first answer back
 * instead of adding the lines twice. Anything else is returned as a value.
 */
export class GraphQLTransport {
  constructor(
    private readonly endpoint: StorefrontEndpoint,
    private readonly timing: TransportTiming,
    private readonly auth?: TransportAuth,
  ) {}

  async send<A>(document: string, variables: Record<string, unknown>, codec: t.Decoder<unknown, A>): Promise<Either<TransportFailure, A>> {
    let recoveries = 0;
    const mutation = isMutation(document);
    const key = mutation && this.endpoint.honoursIdempotencyKey === true ? newIdempotencyKey() : undefined;
    const repeatable = !mutation || key !== undefined;
    const policy = this.timing.retry ?? DEFAULT_RETRY;
    for (let throttled = 0, retries = 0; ;) {
      const sentWith = this.auth?.tokens.current() ?? null;
      const answer = await this.once(document, variables, key);
      if (isLeft(answer)) {
        // The server refused the bearer token and did nothing: recover (refresh; refused again, sign in), then send again.
        if (answer.left.message === UNAUTHORIZED && recoveries < 2 && this.auth?.unauthorized) {
          if ((await this.auth.unauthorized.recover(recoveries++ > 0, sentWith)) === 'retry') continue;
        }
        if (answer.left.code === 'storefront/throttled' && throttled < MAX_THROTTLE_RETRIES) {
          throttled++;
          await this.timing.sleep(Math.max(THROTTLE_RETRY_MS, Math.min(answer.left.retryAfterMs ?? 0, policy.maxDelayMs)));
          continue;
        }
        if (repeatable && isTransient(answer.left) && retries < policy.attempts - 1) {
          retries++;
          await this.timing.sleep(backoffDelayMs(policy, retries, policy.random(), answer.left.retryAfterMs));
          continue;
        }
        return answer;
      }
      const decoded = codec.decode(answer.right);
      if (isLeft(decoded)) return left({ code: 'storefront/decode', message: describeDecodeErrors(decoded.left, 'data')[0] ?? 'unexpected answer' });
      return right(decoded.right);
    }
  }

  /** One request: the `data` object, or why there is none. */
  private async once(document: string, variables: Record<string, unknown>, idempotencyKey: string | undefined): Promise<Either<TransportFailure, unknown>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timing.timeoutMs);
    try {
      let response: Response;
      const bearer = this.auth?.tokens.current() ?? null;
      try {
        response = await fetch(new URL(this.endpoint.url, globalThis.location?.href ?? 'http://localhost/'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'X-Shopify-Storefront-Access-Token': this.endpoint.accessToken,
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
          },
          body: JSON.stringify({ query: document, variables }),
          signal: controller.signal,
        });
      } catch (error) {
        return controller.signal.aborted
          ? left({ code: 'storefront/timeout', message: 'the request timed out' })
          : left({ code: 'storefront/network', message: error instanceof Error ? error.message : 'network error' });
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        return left({ code: 'storefront/throttled', message: 'Throttled', status: 429, ...(wait === undefined ? {} : { retryAfterMs: wait }) });
      }
      if (response.status === 401 && bearer !== null) return left({ code: 'storefront/http', message: UNAUTHORIZED });
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        if (controller.signal.aborted) return left({ code: 'storefront/timeout', message: 'the request timed out' });
        // A body cut off mid-way is no answer at all: as transient as a dropped connection.
        return left(
          response.ok
            ? { code: 'storefront/network', message: 'the answer is not valid JSON' }
            : { code: 'storefront/http', status: response.status, message: `HTTP ${response.status}` },
        );
      }
      const body = (typeof json === 'object' && json !== null ? json : {}) as { data?: unknown; errors?: unknown };
      const errors = GraphQLErrorsCodec.decode(body.errors ?? []);
      const list = isLeft(errors) ? [] : errors.right;
      if (isThrottled(list)) return left({ code: 'storefront/throttled', message: 'Throttled' });
      if (!response.ok) return left({ code: 'storefront/http', status: response.status, message: list[0]?.message ?? `HTTP ${response.status}` });
      if (list.length > 0 || body.data === undefined || body.data === null) {
        return left({ code: 'storefront/graphql', message: list.map((e) => e.message).join('; ') || 'the answer has no data' });
      }
      return right(body.data);
    } finally {
      clearTimeout(timer);
    }
  }
}
