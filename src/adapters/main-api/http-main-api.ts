import { inject, injectable } from 'inversify';
import { left, right, type Either, isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import type {
  ApiFailure,
  ClientEventReport,
  FaqArticle,
  MainApi,
  ProductKey,
  PublicAlbum,
  StoreConfig,
  TenantSettings,
} from '../../application/ports/main-api';
import type { ArtistGroup, Product } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { PromoWire } from '../../domain/promo';
import { toAlbum, toArtistGroup, toFaqArticle, toLayout, toProduct, toPromoWire } from './catalogue-mapping';
import { AlbumListCodec } from './codecs/album';
import { ArtistGroupListCodec } from './codecs/artist';
import { FaqArticleListCodec } from './codecs/faq';
import { LayoutListCodec } from './codecs/layout';
import { ProductAnswerCodec, ProductListCodec } from './codecs/product';
import { PromoAnswerCodec } from './codecs/promo';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { ClientEventCodec } from './codecs/client-event';
import { ConfigCodec } from './codecs/config';
import { ApiErrorBodyCodec } from './codecs/errors';
import { decimalToCents } from './codecs/money';
import { TenantCodec } from './codecs/tenant';
import { describeDecodeErrors } from './decode-errors';

/** The largest SVG template the client accepts (a template is a few KB; this only stops abuse). */
export const MAX_SVG_TEMPLATE_BYTES = 512 * 1024;

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

  async getCustomizableProducts(): Promise<Either<ApiFailure, readonly Product[]>> {
    const path = `v1/products/${encodeURIComponent(this.tenantId)}/get_customizable_products`;
    return map(await this.request('GET', path, ProductListCodec), (a) => a.products.map(toProduct));
  }

  async getProduct(key: ProductKey): Promise<Either<ApiFailure, Product | null>> {
    const query = 'productId' in key ? `productId=${encodeURIComponent(key.productId)}` : `urlSlug=${encodeURIComponent(key.urlSlug)}`;
    return map(await this.request('GET', `v1/products/get_product?${query}`, ProductAnswerCodec), (a) => (a.product ? toProduct(a.product) : null));
  }

  async getArtistGroups(): Promise<Either<ApiFailure, readonly ArtistGroup[]>> {
    const path = `v1/products/${encodeURIComponent(this.tenantId)}/get_artist_groups`;
    return map(await this.request('GET', path, ArtistGroupListCodec), (a) => a.artistGroups.map(toArtistGroup));
  }

  async getArtistProducts(artistName: string): Promise<Either<ApiFailure, readonly Product[]>> {
    const path = `v1/products/${encodeURIComponent(this.tenantId)}/artist/${encodeURIComponent(artistName)}`;
    return map(await this.request('GET', path, ProductListCodec), (a) => a.products.map(toProduct));
  }

  async getLayouts(): Promise<Either<ApiFailure, readonly Layout[]>> {
    return map(await this.request('GET', 'v1/shopify/layouts_get', LayoutListCodec), (a) => a.layouts.map(toLayout));
  }

  async getPublicAlbums(): Promise<Either<ApiFailure, readonly PublicAlbum[]>> {
    return map(await this.request('GET', 'v1/albums/public', AlbumListCodec), (a) => a.albums.map(toAlbum));
  }

  async getPromotedArticles(): Promise<Either<ApiFailure, readonly FaqArticle[]>> {
    return map(await this.request('GET', 'v1/zendesk/promoted_articles', FaqArticleListCodec), (a) => a.articles.map(toFaqArticle));
  }

  async getPromo(code: string): Promise<Either<ApiFailure, PromoWire>> {
    return map(await this.request('GET', `v1/promo/get?promo=${encodeURIComponent(code)}`, PromoAnswerCodec), (a) => toPromoWire(a.promo));
  }

  /**
   * GET of a product's SVG template (a stored file, not a main-API call: no tenant query, version or
   * token), then sanitised. DOMPurify loads on demand so it stays out of the initial bundle.
   */
  async getSvgTemplate(templateUrl: string): Promise<Either<ApiFailure, string>> {
    const where = `SVG template ${templateUrl}`;
    let response: Response;
    try {
      response = await fetch(new URL(templateUrl, globalThis.location?.href ?? 'http://localhost/'), { headers: { accept: 'image/svg+xml' } });
    } catch (error) {
      return left({ code: 'api/network', message: `${where}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) return left({ ...(await failureOf(response)), message: `${where}: HTTP ${response.status}` });
    const markup = await response.text();
    if (markup.length > MAX_SVG_TEMPLATE_BYTES) return left({ code: 'api/decode', status: response.status, message: `${where}: too large` });
    const { sanitizeSvg } = await import('./svg-sanitizer');
    const clean = sanitizeSvg(markup);
    return clean.ok ? right(clean.svg) : left({ code: 'api/decode', status: response.status, message: `${where}: ${clean.reason === 'not-svg' ? 'not an SVG document' : 'cannot be sanitised here'}` });
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
    const where = path.replace(/\?.*$/, '');
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
      return left({ code: 'api/decode', status: response.status, message: `${where}: the answer is not valid JSON` });
    }
    const decoded = codec.decode(json);
    if (isLeft(decoded)) {
      return left({ code: 'api/decode', status: response.status, message: `${where}: ${describeDecodeErrors(decoded.left)[0]}` });
    }
    return right(decoded.right);
  }
}

function map<A, B>(result: Either<ApiFailure, A>, f: (a: A) => B): Either<ApiFailure, B> {
  return isLeft(result) ? result : right(f(result.right));
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
