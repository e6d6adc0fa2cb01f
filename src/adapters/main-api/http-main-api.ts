import { inject, injectable } from 'inversify';
import { right, type Either, isLeft } from 'fp-ts/Either';
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
import type { Customer } from '../../domain/account';
import type { ArtistGroup, Product } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { Promo, UnexpectedPromoType } from '../../domain/promo';
import type { AccountCalls } from './account-calls';
import { authorizeSite, getGeolocation } from './site-calls';
import { toAlbum, toArtistGroup, toFaqArticle, toLayout, toProduct } from './catalogue-mapping';
import { MainApiTransport, VERSION_HEADER } from './transport';
import { SharedTransport } from './transport-from-context';
import { loadChunk } from '../../application/loading/chunk-loader';
import { lazyPort } from '../lazy-port';

export { VERSION_HEADER };

/**
 * The main API port over the one transport (transport.ts): each method is an entry of the contract's
 * endpoint table plus the conversion of its answer to domain values. Failures are values.
 */
@injectable()
export class HttpMainApi implements MainApi {
  private readonly account: AccountCalls;

  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {
    // The account calls' code loads on first use (issue 27's JS budget): a signed-out first screen
    // makes none. What every call needs (the bearer token, the 401 recovery) is the transport's, here.
    this.account = lazyPort(() => import('./account-calls').then((m) => new m.AccountCalls(this.transport)));
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
    return getGeolocation(this.transport);
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

  /** Only the cart's pricing looks a code up: the call and the promo's codec load with the first lookup. */
  async getPromo(code: string): Promise<Either<ApiFailure | UnexpectedPromoType, Promo>> {
    return (await loadChunk(() => import('./promo-calls'))).getPromo(this.transport, code);
  }

  /** A product's SVG template, sanitised: the fetch and DOMPurify load on first use (svg-template.ts). */
  async getSvgTemplate(templateUrl: string): Promise<Either<ApiFailure, string>> {
    return (await loadChunk(() => import('./svg-template'))).getSvgTemplate(templateUrl);
  }
}

function map<A, B>(result: Either<ApiFailure, A>, f: (a: A) => B): Either<ApiFailure, B> {
  return isLeft(result) ? result : right(f(result.right));
}
