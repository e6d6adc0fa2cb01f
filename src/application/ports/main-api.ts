import type { Either } from 'fp-ts/Either';
import type { ArtistGroup, Product, StoreConfig } from '../../domain/catalog';
import type { Layout } from '../../domain/layouts';
import type { Promo, UnexpectedPromoType } from '../../domain/promo';

export type { StoreConfig };

/** Why a main-API call failed. `message` is the server's text when it sent one. */
export interface ApiFailure {
  readonly code: 'api/not-found' | 'api/unauthorized' | 'api/bad-request' | 'api/server' | 'api/network' | 'api/decode';
  readonly status?: number;
  readonly message: string;
}

export interface FooterLinks {
  readonly text: string;
  readonly social: ReadonlyArray<{ readonly label: string; readonly href: string }>;
  readonly quickLinks: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

/** A tenant's settings as the client uses them (decoded from GET v1/tenants/{tenantId}/v2). */
export interface TenantSettings {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly shopAllLabel: string;
  readonly accentColor: string;
  readonly homeVariant: 'default' | 'pharmacy' | 'drugstore';
  readonly partner: boolean;
  readonly hideAbout: boolean;
  readonly loginModalEnabled: boolean;
  readonly maxMainProductTiles: number | null;
  readonly allowedFrameColors: readonly string[] | null;
  readonly forcedProductId: string | null;
  readonly productInstructions: 'steps' | 'wall-tile-guide';
  readonly promoBannerHtml: string | null;
  readonly hostedPageUrl: string;
  readonly appScheme: string;
  readonly allowedParentOrigins: readonly string[];
  readonly analyticsPrefix: string;
  readonly footer: FooterLinks;
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
}
export const MainApi = Symbol('MainApi');
