import { inject, injectable } from 'inversify';
import { left, right, type Either, isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import type {
  ApiFailure,
  ClientEventReport,
  MainApi,
  StoreConfig,
  TenantSettings,
} from '../../application/ports/main-api';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { ClientEventCodec } from './codecs/client-event';
import { ConfigCodec } from './codecs/config';
import { ApiErrorBodyCodec } from './codecs/errors';
import { decimalToCents } from './codecs/money';
import { TenantCodec } from './codecs/tenant';
import { describeDecodeErrors } from './decode-errors';

/** The version header every main-API request carries (SPEC §7). */
export const VERSION_HEADER = 'x-tpx-version';

/**
 * The main API over fetch: adds the tenantId query, the version header and the access token to
 * every call, and decodes every answer with the shared io-ts codecs. Failures are values.
 */
@injectable()
export class HttpMainApi implements MainApi {
  constructor(
    @inject(ClientSettings) private readonly settings: Settings,
    @inject(TenantId) private readonly tenantId: string,
    @inject(AccessTokenSource) private readonly tokens: Tokens,
  ) {}

  async getTenant(tenantId: string): Promise<Either<ApiFailure, TenantSettings>> {
    return this.request('GET', `v1/tenants/${encodeURIComponent(tenantId)}/v2`, TenantCodec);
  }

  async getConfig(): Promise<Either<ApiFailure, StoreConfig>> {
    const result = await this.request('GET', 'v1/products/config', ConfigCodec);
    if (isLeft(result)) return result;
    const { products, welcomePromo } = result.right;
    return right({
      products: products.map((p) => ({ id: p.id, shopifyId: p.shopifyId, priceCents: decimalToCents(p.price) })),
      welcomePromo: { active: welcomePromo.active, percentOff: welcomePromo.percentOff, durationDays: welcomePromo.duration },
    });
  }

  async reportClientEvent(event: ClientEventReport): Promise<Either<ApiFailure, void>> {
    const result = await this.request('POST', 'v1/client-events', null, ClientEventCodec.encode(event));
    return isLeft(result) ? result : right(undefined);
  }

  /** One call: `codec` null means the answer has no body worth reading (204). */
  private async request<A>(
    method: 'GET' | 'POST',
    path: string,
    codec: t.Decoder<unknown, A> | null,
    body?: unknown,
  ): Promise<Either<ApiFailure, A>> {
    const url = new URL(this.settings.apiBase + path, globalThis.location?.href ?? 'http://localhost/');
    url.searchParams.set('tenantId', this.tenantId);
    const headers: Record<string, string> = { accept: 'application/json', [VERSION_HEADER]: this.settings.version };
    const token = this.tokens.current();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      return left({ code: 'api/network', message: error instanceof Error ? error.message : 'Network error' });
    }
    if (!response.ok) return left(await failureOf(response));
    if (codec === null) return right(undefined as A);

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return left({ code: 'api/decode', status: response.status, message: `${path}: the answer is not valid JSON` });
    }
    const decoded = codec.decode(json);
    if (isLeft(decoded)) {
      return left({ code: 'api/decode', status: response.status, message: `${path}: ${describeDecodeErrors(decoded.left)[0]}` });
    }
    return right(decoded.right);
  }
}

async function failureOf(response: Response): Promise<ApiFailure> {
  let message = `HTTP ${response.status}`;
  try {
    const body = ApiErrorBodyCodec.decode(await response.json());
    if (!isLeft(body)) message = body.right.message;
  } catch {
    // A non-JSON error page: keep the status line.
  }
  const code: ApiFailure['code'] =
    response.status === 404 ? 'api/not-found'
    : response.status === 401 ? 'api/unauthorized'
    : response.status < 500 ? 'api/bad-request'
    : 'api/server';
  return { code, status: response.status, message };
}
