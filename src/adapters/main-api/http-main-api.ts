import { inject, injectable } from 'inversify';
import { left, right, type Either, isLeft } from 'fp-ts/Either';
import type {
  AccountCreated,
  AccountSession,
  ApiFailure,
  ClientEventReport,
  FaqArticle,
  MainApi,
  ProductKey,
  PublicAlbum,
  SignUpInput,
  StoreConfig,
  TenantSettings,
  WelcomeEligibility,
} from '../../application/ports/main-api';
import { toStoreConfig } from '../../contract/config';
import { catalogueEndpoints as endpoints } from '../../contract/endpoints/catalogue';
import { toPromo } from '../../contract/promo';
import type { Customer } from '../../domain/account';
import type { ArtistGroup, Product } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { Promo, UnexpectedPromoType } from '../../domain/promo';
import { AccountCalls } from './account-calls';
import { authorizeSite } from './site-calls';
import { toAlbum, toArtistGroup, toFaqArticle, toLayout, toProduct } from './catalogue-mapping';
import { failureOf, MainApiTransport, VERSION_HEADER } from './transport';
import { SharedTransport } from './transport-from-context';
import { loadChunk } from '../../application/loading/chunk-loader';

export { VERSION_HEADER };

/** The largest SVG template the client accepts (a template is a few KB; this only stops abuse). */
export const MAX_SVG_TEMPLATE_BYTES = 512 * 1024;

/**
 * The main API port over the one transport (transport.ts): each method is an entry of the contract's
 * endpoint table plus the conversion of its answer to domain values. Failures are values.
 */
@injectable()
export class HttpMainApi implements MainApi {
  private readonly account: AccountCalls;

  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {
    this.account = new AccountCalls(this.transport);
  }

  login(email: string): Promise<Either<ApiFailure, void>> {
    return this.account.login(email);
  }

  loginVerify(email: string, code: string, source: string): Promise<Either<ApiFailure, AccountSession>> {
    return this.account.loginVerify(email, code, source);
  }

  createAccount(input: SignUpInput, source: string): Promise<Either<ApiFailure, AccountCreated>> {
    return this.account.createAccount(input, source);
  }

  createWelcomeAccount(email: string, grantedAt: number, percentOff: number): Promise<Either<ApiFailure, AccountCreated>> {
    return this.account.createWelcomeAccount(email, grantedAt, percentOff);
  }

  welcomePromoEligible(email: string): Promise<Either<ApiFailure, WelcomeEligibility>> {
    return this.account.welcomePromoEligible(email);
  }

  refreshSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, AccountSession>> {
    return this.account.refreshSession(userId, refreshToken);
  }

  revokeSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, void>> {
    return this.account.revokeSession(userId, refreshToken);
  }

  getCustomer(): Promise<Either<ApiFailure, Customer>> {
    return this.account.getCustomer();
  }

  getGeolocation(): Promise<Either<ApiFailure, string | null>> {
    return this.account.getGeolocation();
  }

  async getTenant(tenantId: string): Promise<Either<ApiFailure, TenantSettings>> {
    return this.transport.call(endpoints.getTenant, { params: { tenantId } });
  }

  async authorizeSite(password: string): Promise<Either<ApiFailure, void>> {
    return authorizeSite(this.transport, password);
  }

  async getConfig(): Promise<Either<ApiFailure, StoreConfig>> {
    return map(await this.transport.call(endpoints.getConfig, {}), toStoreConfig);
  }

  async reportClientEvent(event: ClientEventReport): Promise<Either<ApiFailure, void>> {
    return this.transport.call(endpoints.reportClientEvent, { body: event });
  }

  async getCustomizableProducts(): Promise<Either<ApiFailure, readonly Product[]>> {
    const answer = await this.transport.call(endpoints.getCustomizableProducts, { params: { tenantId: this.transport.tenantId } });
    return map(answer, (a) => a.products.map(toProduct));
  }

  async getProduct(key: ProductKey): Promise<Either<ApiFailure, Product | null>> {
    const query = 'productId' in key ? { productId: key.productId } : { urlSlug: key.urlSlug };
    return map(await this.transport.call(endpoints.getProduct, { query }), (a) => (a.product ? toProduct(a.product) : null));
  }

  async getArtistGroups(): Promise<Either<ApiFailure, readonly ArtistGroup[]>> {
    const answer = await this.transport.call(endpoints.getArtistGroups, { params: { tenantId: this.transport.tenantId } });
    return map(answer, (a) => a.artistGroups.map(toArtistGroup));
  }

  async getArtistProducts(artistName: string): Promise<Either<ApiFailure, readonly Product[]>> {
    const answer = await this.transport.call(endpoints.getArtistProducts, { params: { tenantId: this.transport.tenantId, artistName } });
    return map(answer, (a) => a.products.map(toProduct));
  }

  async getLayouts(): Promise<Either<ApiFailure, readonly Layout[]>> {
    return map(await this.transport.call(endpoints.getLayouts, {}), (a) => a.layouts.map(toLayout));
  }

  async getPublicAlbums(): Promise<Either<ApiFailure, readonly PublicAlbum[]>> {
    return map(await this.transport.call(endpoints.getPublicAlbums, {}), (a) => a.albums.map(toAlbum));
  }

  async getPromotedArticles(): Promise<Either<ApiFailure, readonly FaqArticle[]>> {
    return map(await this.transport.call(endpoints.getPromotedArticles, {}), (a) => a.articles.map(toFaqArticle));
  }

  async getPromo(code: string): Promise<Either<ApiFailure | UnexpectedPromoType, Promo>> {
    const answer = await this.transport.call(endpoints.getPromo, { query: { promo: code } });
    return isLeft(answer) ? answer : toPromo(answer.right.promo);
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
    const { sanitizeSvg } = await loadChunk(() => import('./svg-sanitizer'));
    const clean = sanitizeSvg(markup);
    return clean.ok
      ? right(clean.svg)
      : left({
          code: 'api/decode',
          status: response.status,
          message: `${where}: ${clean.reason === 'not-svg' ? 'not an SVG document' : 'cannot be sanitised here'}`,
        });
  }
}

function map<A, B>(result: Either<ApiFailure, A>, f: (a: A) => B): Either<ApiFailure, B> {
  return isLeft(result) ? result : right(f(result.right));
}
