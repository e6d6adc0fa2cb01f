import type { ArtistGroup, Product, StoreConfig } from '../../domain/catalog';
import type { FaqArticle, TenantSettings } from './main-api';
import type { SharedDesignView } from './design-shares';

/**
 * The data the server sent with the page for its first paint (issue 19): the stores read it before
 * asking the API, so the first screen needs no round trip. Each answer is given once (a later load
 * asks the API); null when the page came without it or it did not decode.
 */
export interface FirstPaintData {
  tenant(tenantId: string): TenantSettings | null;
  config(): StoreConfig | null;
  products(): readonly Product[] | null;
  artistGroups(): readonly ArtistGroup[] | null;
  /** The promoted help articles, on the /faqs page. */
  faqs(): readonly FaqArticle[] | null;
  /** The product of the /products/{slug} page the visit started on, with its slug (lower case). */
  product(): { readonly urlSlug: string; readonly product: Product } | null;
  /** The slug (lower case) of the /products/{slug} page the visit started on when no product has it. */
  productNotFound(): string | null;
  /** The designs of the /artists/{name} page the visit started on, with the artist's slug. */
  artistProducts(): { readonly slug: string; readonly products: readonly Product[] } | null;
  /**
   * /cart: the server drew the empty cart (no hint that this browser's cart has lines). Not given
   * once: the server's render and the browser's hydration of it both read it.
   */
  cartDrawnEmpty(): boolean;
  /** /cart: the phone banner's HTML as the server read it (`html` null: none); null when the page came without it. */
  cartBanner?(): { readonly html: string | null } | null;
  /** The design of the /d/{id} page the visit started on (issue 35); optional: fakes without it have none. */
  sharedDesign?(): SharedDesignView | null;
  /** The id of the /d/{id} page the visit started on when its link is unknown or turned off. */
  sharedDesignNotFound?(): string | null;
  /** /photo-picker: the social logins' app ids (null: the store does not offer that network); optional like the above. */
  socialSettings?(): { readonly facebookAppId: string | null; readonly instagramAppId: string | null } | null;
  /**
   * Where the store's photos live besides /files/ (the S3 bucket's bases), for their sized pictures; empty
   * on the disk store. Not given once: every picture reads it, on the server's render and in the browser.
   */
  photoBases?(): readonly string[];
}

export const FirstPaintData = Symbol('FirstPaintData');
