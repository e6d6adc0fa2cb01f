import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { CardDetails, PaymentVault, VaultFailure } from '../../application/ports/payment-vault';
import { VaultErrorCodec, VaultSessionCodec } from './codecs';
import type { StorefrontEndpoint } from './storefront-endpoint';

/**
 * The card vault over HTTP, in the shape of Shopify's (`{ credit_card: { number, first_name,
 * last_name, month, year, verification_value } }` → `{ id }`). Never retried: a vault session is one-use.
 */
export class HttpPaymentVault implements PaymentVault {
  constructor(private readonly endpoint: Pick<StorefrontEndpoint, 'vaultUrl'>) {}

  async createSession(card: CardDetails): Promise<Either<VaultFailure, { readonly id: string }>> {
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
      return left({ code: 'vault/network', message: error instanceof Error ? error.message : 'network error' });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return left({ code: response.ok ? 'vault/decode' : 'vault/server', message: response.ok ? 'the vault answer is not valid JSON' : `HTTP ${response.status}` });
    }
    if (!response.ok) {
      const error = VaultErrorCodec.decode(json);
      const message = isLeft(error) ? `HTTP ${response.status}` : error.right.message;
      return left({ code: response.status >= 500 ? 'vault/server' : 'vault/refused', message });
    }
    const session = VaultSessionCodec.decode(json);
    return isLeft(session) ? left({ code: 'vault/decode', message: 'the vault answer has no session id' }) : right({ id: session.right.id });
  }
}
