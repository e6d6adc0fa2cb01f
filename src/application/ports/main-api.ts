import type { TenantShop } from '../../domain/tenant/tenant-shop';
import type { Either } from 'fp-ts/Either';
import type { Customer } from '../../domain/account';
import type { ArtistGroup, Product, StoreConfig } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { Promo, UnexpectedPromoType } from '../../domain/promo';
import type { TenantImage } from '../../domain/tenant/tenant-images';
import type { TenantBranding } from '../../domain/tenant/tenant-settings';

export type { StoreConfig };

/** Why a main-API call failed. `message` is the server's text when it sent one. */
export interface ApiFailure {
  readonly code: 'api/not-found' | 'api/unauthorized' | 'api/bad-request' | 'api/server' | 'api/network' | 'api/decode';
  readonly status?: number;
  readonly message: string;
  /** Text written for the shopper, when the server sent one (SPEC §8: sign-up shows it). */
  readonly customerMessage?: string;
}

/** A signed-in session (DESIGN §9): a short-lived access token, a rotating refresh token and the customer. */
export interface AccountSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly customer: Customer;
}

/** What POST v1/account/create answered: the account itself, or a login code sent to the email. */
export type AccountCreated = { readonly kind: 'accountReturned'; readonly customer: Customer } | { readonly kind: 'loginCodeSent' };

/** The sign-up form's input (SPEC §3 login/sign-up inputs). */
export interface SignUpInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** POST v1/account/welcome_promo_eligible's answer; reason 'Create Customer' asks the client to create the account. */
export interface WelcomeEligibility {
  readonly eligible: boolean;
  readonly discount?: number;
  readonly reason?: string;
}

export interface FooterLinks {
  readonly text: string;
  readonly social: ReadonlyArray<{ readonly label: string; readonly href: string }>;
  readonly quickLinks: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

/** A tenant's settings as the client uses them (decoded from GET v1/tenants/{tenantId}/v2). */
export interface TenantSettings extends TenantBranding {
  readonly id: string;
  readonly maxMainProductTiles: number | null;
  readonly allowedFrameColors: readonly string[] | null;
  readonly forcedProductId: string | null;
  readonly productInstructions: 'steps' | 'wall-tile-guide';
  readonly promoBannerHtml: string | null;
  readonly hostedPageUrl: string;
  readonly appScheme: string;
  readonly allowedParentOrigins: readonly string[];
  /** SPEC §3: the tenant's Google Tag Manager container; none: no tag at all (checked by `checkGtmContainerId`). */
  readonly googleTagManagerContainerId?: string | null;
  /** SPEC §3: the prefix of our own analytics event names ('tpx_page_view'). */
  readonly analyticsPrefix: string;
  readonly footer: FooterLinks;
  /** The header's logo from the admin's asset library (issue #17); none: the default wordmark. */
  readonly logo?: TenantImage | null;
  /** The partner's wall-tile guide picture from the asset library; none: the bundled drawing. */
  readonly wallTileGuideImage?: TenantImage | null;
  /** SPEC §1, §6: how a promo code combines with the welcome offer; absent: 'sum'. */
  readonly promoCombination?: 'sum' | 'larger';
  /** Prints picked up in a store (issue 30); absent: no. */
  readonly pickup?: boolean;
  /** The shop it checks out through (hosted checkout); null or absent: the default local store's card checkout. */
  readonly shop?: TenantShop | null;
}

export interface ClientEventReport {
  readonly kind: 'error' | 'event';
  readonly name: string;
  readonly message?: string;
  readonly path?: string;
  readonly detail?: Record<string, unknown>;
}

/** How get_product finds a product: by id or by its URL slug. */
export type ProductKey = { readonly productId: string } | { readonly urlSlug: string };

/** A photo of a public shared album: storage keys under 'shared/' and where to fetch it and its thumbnail. */
export interface SharedImage {
  readonly fileName: string;
  readonly fileNameThumb: string;
  readonly key: string;
  readonly keyThumb: string;
  readonly full: string;
  readonly thumb: string;
  readonly width?: number;
  readonly height?: number;
}

export interface PublicAlbum {
  readonly id?: string;
  readonly name: string;
  readonly images: readonly SharedImage[];
}

/** A promoted help article; `bodyHtml` is untrusted HTML that views sanitise before showing. */
export interface FaqArticle {
  readonly id: number;
  readonly title: string;
  readonly bodyHtml: string;
}

/** The store's main API (SPEC §7). Every call carries the tenant id, a version header and the access token. */
export interface MainApi {
  getTenant(tenantId: string): Promise<Either<ApiFailure, TenantSettings>>;
  /** POST v1/site/authorize: lets this browser into a private tenant (the server keeps the pass in an HttpOnly cookie). */
  authorizeSite(password: string): Promise<Either<ApiFailure, void>>;
  getConfig(): Promise<Either<ApiFailure, StoreConfig>>;
  reportClientEvent(event: ClientEventReport): Promise<Either<ApiFailure, void>>;
  /** The tenant's shop-all products (GET v1/products/{tenantId}/get_customizable_products). */
  getCustomizableProducts(): Promise<Either<ApiFailure, readonly Product[]>>;
  /** One product; `null` when the answer carried no product data (SPEC §8: 'Product data is missing…'). */
  getProduct(key: ProductKey): Promise<Either<ApiFailure, Product | null>>;
  /** The tenant's artist groups, hidden ones (negative sortOrder) included. */
  getArtistGroups(): Promise<Either<ApiFailure, readonly ArtistGroup[]>>;
  /** An artist's products, by the artist's name or slug. */
  getArtistProducts(artistName: string): Promise<Either<ApiFailure, readonly Product[]>>;
  getLayouts(): Promise<Either<ApiFailure, readonly Layout[]>>;
  getPublicAlbums(): Promise<Either<ApiFailure, readonly PublicAlbum[]>>;
  getPromotedArticles(): Promise<Either<ApiFailure, readonly FaqArticle[]>>;
  /** A promo in domain units, or the spec's 'Unexpected promo type: {type}' for a type the store does not know. */
  getPromo(code: string): Promise<Either<ApiFailure | UnexpectedPromoType, Promo>>;
  /**
   * A product's SVG template, already sanitised (script elements removed, javascript: links
   * stripped). Any failure, including markup that is not an SVG, is a Left.
   */
  getSvgTemplate(url: string): Promise<Either<ApiFailure, string>>;

  // Accounts (SPEC §7, issue #14). Failures carry the server's `message` the domain maps (SPEC §8).
  /** POST v1/account/login: a code is mailed. */
  login(email: string): Promise<Either<ApiFailure, void>>;
  /** POST v1/account/login_verify: the code for a session; `source` names where the login started. */
  loginVerify(email: string, code: string, source: string): Promise<Either<ApiFailure, AccountSession>>;
  /** POST v1/account/create (the sign-up form's variant). */
  createAccount(input: SignUpInput, source: string): Promise<Either<ApiFailure, AccountCreated>>;
  /** POST v1/account/create (the welcome promo's variant, with its metafields). */
  createWelcomeAccount(email: string, grantedAt: number, percentOff: number): Promise<Either<ApiFailure, AccountCreated>>;
  welcomePromoEligible(email: string): Promise<Either<ApiFailure, WelcomeEligibility>>;
  /**
   * POST v1/account/refresh. Never runs the 401 recovery itself (it is what recovery calls): a 401
   * here is the server refusing the refresh token.
   */
  refreshSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, AccountSession>>;
  /**
   * POST v1/account/revoke (logout, issue 26): the server revokes the refresh token's whole family, so
   * nobody holding a copy (a parent page, another tab) refreshes it again. Never runs the 401 recovery.
   */
  revokeSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, void>>;
  /** GET v1/shopify/customer_get: the signed-in customer (with the access token). */
  getCustomer(): Promise<Either<ApiFailure, Customer>>;
  /** GET v1/geolocation: the shopper's country code, null when unknown. */
  getGeolocation(): Promise<Either<ApiFailure, string | null>>;
}
export const MainApi = Symbol('MainApi');
