import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { AccessTokenSource, UnauthorizedRecovery } from '../../application/ports/access-token';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { GraphQLErrorsCodec } from './codecs';
import type { StorefrontEndpoint } from './storefront-endpoint';

/** Why one GraphQL call failed before its payload could be read. */
export interface TransportFailure {
  readonly code: 'storefront/throttled' | 'storefront/network' | 'storefront/timeout' | 'storefront/http' | 'storefront/graphql' | 'storefront/decode';
  readonly message: string;
}

export interface TransportTiming {
  /** Waits `ms` (the Scheduler in the app; immediate in tests). */
  readonly sleep: (ms: number) => Promise<void>;
  /** A call still unanswered after this long is abandoned as timed out. */
  readonly timeoutMs: number;
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

const isThrottled = (errors: t.TypeOf<typeof GraphQLErrorsCodec>): boolean => errors.some((e) => e.extensions?.code === 'THROTTLED');

/**
 * POSTs GraphQL documents to the storefront endpoint with the access token header. HTTP 429 and
 * THROTTLED answers are retried after 1 s (the server did nothing, so this is safe for mutations);
 * every other failure, a timeout included, is returned as a value and never re-sent here.
 */
export class GraphQLTransport {
  constructor(
    private readonly endpoint: StorefrontEndpoint,
    private readonly timing: TransportTiming,
    private readonly auth?: TransportAuth,
  ) {}

  async send<A>(document: string, variables: Record<string, unknown>, codec: t.Decoder<unknown, A>): Promise<Either<TransportFailure, A>> {
    let recoveries = 0;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.once(document, variables);
      if (isLeft(answer)) {
        // The server refused the bearer token and did nothing: recover (refresh; refused again, sign in), then send again.
        if (answer.left.message === UNAUTHORIZED && recoveries < 2 && this.auth?.unauthorized) {
          if ((await this.auth.unauthorized.recover(recoveries++ > 0)) === 'retry') continue;
        }
        if (answer.left.code === 'storefront/throttled' && attempt < MAX_THROTTLE_RETRIES) {
          await this.timing.sleep(THROTTLE_RETRY_MS);
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
  private async once(document: string, variables: Record<string, unknown>): Promise<Either<TransportFailure, unknown>> {
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
          },
          body: JSON.stringify({ query: document, variables }),
          signal: controller.signal,
        });
      } catch (error) {
        return controller.signal.aborted
          ? left({ code: 'storefront/timeout', message: 'the request timed out' })
          : left({ code: 'storefront/network', message: error instanceof Error ? error.message : 'network error' });
      }
      if (response.status === 429) return left({ code: 'storefront/throttled', message: 'Throttled' });
      if (response.status === 401 && bearer !== null) return left({ code: 'storefront/http', message: UNAUTHORIZED });
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        if (controller.signal.aborted) return left({ code: 'storefront/timeout', message: 'the request timed out' });
        return left({ code: response.ok ? 'storefront/decode' : 'storefront/http', message: response.ok ? 'the answer is not valid JSON' : `HTTP ${response.status}` });
      }
      const body = (typeof json === 'object' && json !== null ? json : {}) as { data?: unknown; errors?: unknown };
      const errors = GraphQLErrorsCodec.decode(body.errors ?? []);
      const list = isLeft(errors) ? [] : errors.right;
      if (isThrottled(list)) return left({ code: 'storefront/throttled', message: 'Throttled' });
      if (!response.ok) return left({ code: 'storefront/http', message: list[0]?.message ?? `HTTP ${response.status}` });
      if (list.length > 0 || body.data === undefined || body.data === null) {
        return left({ code: 'storefront/graphql', message: list.map((e) => e.message).join('; ') || 'the answer has no data' });
      }
      return right(body.data);
    } finally {
      clearTimeout(timer);
    }
  }
}
