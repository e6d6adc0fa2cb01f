import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { CardDetails, PaymentVault, VaultFailure } from '../../application/ports/payment-vault';
import { VaultErrorCodec, VaultSessionCodec } from './codecs';
import type { StorefrontEndpoint } from './storefront-endpoint';
import { browserRetryPolicy, isTransientStatus, retryAfterMs, withRetries, type AttemptResult, type RetryPolicy } from '../transient-retry';

/**
 * The card vault over HTTP, in the shape of Shopify's (`{ credit_card: { number, first_name,
 * last_name, month, year, verification_value } }` → `{ id }`). A transient failure (no answer, a 5xx,
 * a 429) is retried with backoff: a session whose answer was lost is never used (sessions are one-use
 * and only a payment consumes one), so asking for another charges nothing twice.
 */
export class HttpPaymentVault implements PaymentVault {
  constructor(
    private readonly endpoint: Pick<StorefrontEndpoint, 'vaultUrl'>,
    private readonly retry: RetryPolicy = browserRetryPolicy(),
  ) {}

  createSession(card: CardDetails): Promise<Either<VaultFailure, { readonly id: string }>> {
    return withRetries(this.retry, () => this.once(card));
  }

  private async once(card: CardDetails): Promise<AttemptResult<Either<VaultFailure, { readonly id: string }>>> {
    const result = (outcome: Either<VaultFailure, { readonly id: string }>, transient = false, wait?: number) => ({
      outcome,
      transient,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    });
    const [first = '', ...rest] = card.name.trim().split(/\s+/);
    const [month = '', year = ''] = card.expiry.replace(/\s/g, '').split('/');
    const body = {
      credit_card: {
        number: card.number.replace(/[\s-]/g, ''),
        first_name: first,
        last_name: rest.join(' '),
        month: Number(month),
        year: Number(year.length === 2 ? `20${year}` : year),
        verification_value: card.securityCode.trim(),
      },
    };
    let response: Response;
    try {
      response = await fetch(new URL(this.endpoint.vaultUrl, globalThis.location?.href ?? 'http://localhost/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      return result(left({ code: 'vault/network', message: error instanceof Error ? error.message : 'network error' }), true);
    }
    const transient = isTransientStatus(response.status);
    const wait = retryAfterMs(response.headers.get('retry-after'));
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      const failure: VaultFailure = {
        code: response.ok ? 'vault/decode' : 'vault/server',
        message: response.ok ? 'the vault answer is not valid JSON' : `HTTP ${response.status}`,
      };
      return result(left(failure), transient, wait);
    }
    if (!response.ok) {
      const error = VaultErrorCodec.decode(json);
      const message = isLeft(error) ? `HTTP ${response.status}` : error.right.message;
      return result(left({ code: response.status >= 500 ? 'vault/server' : 'vault/refused', message }), transient, wait);
    }
    const session = VaultSessionCodec.decode(json);
    return result(isLeft(session) ? left({ code: 'vault/decode', message: 'the vault answer has no session id' }) : right({ id: session.right.id }));
  }
}
