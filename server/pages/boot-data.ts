import { createHash } from 'node:crypto';
import { ArtistGroupListCodec } from '../../src/contract/artist';
import { bootJson, BOOT_ELEMENT_ID, type BootWire } from '../../src/contract/boot';
import { ConfigCodec } from '../../src/contract/config';
import { FaqArticleListCodec } from '../../src/contract/faq';
import { ProductCodec, ProductListCodec } from '../../src/contract/product';
import { SocialSettingsCodec } from '../../src/contract/social';
import { TenantCodec } from '../../src/contract/tenant';
import { hasCartHint } from '../../src/contract/cart-hint';
import { WALL_PAD_SLUG } from '../../src/domain/catalog/product';
import { CART_PROMO_BANNER_PAGE_HANDLE } from '../../src/domain/tenant/banner-pages';
import { HOST_TENANTS, resolveTenantId } from '../../src/domain/tenant/tenant-resolution';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { TenantRepository } from '../tenants/tenant-repository';

export interface BootSources {
  tenants: TenantRepository;
  catalogue: CatalogueRepository;
  /** Whether a browser with these cookies may read the tenant (a private one's data never goes in the page without its pass). */
  siteOpen?: (tenantId: string, cookies: string | undefined) => Promise<boolean>;
  /** A live shared design's boot part (issue 35: `sharedDesignBoot`), or null. */
  sharedDesign?: (tenantId: string, id: string) => Promise<unknown>;
  /** The social logins' app ids (GET v1/social/settings' answer), for /photo-picker's boot part. */
  socialSettings?: { readonly facebookAppId: string | null; readonly instagramAppId: string | null };
  /** A storefront page's body (the reference storefront's `storefront_pages`), for /cart's banner; null when it has none. */
  storefrontPage?: (tenantId: string, handle: string) => Promise<string | null>;
  /** S3_BUCKET: the bases a stored photo's address starts with besides /files/ (each ending in '/'), on every page. */
  photoBases?: readonly string[];
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A /products/{slug} and an /artists/{name} path (the route table's, with or without a trailing slash). */
const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;
const ARTIST_PATH = /^\/artists\/([^/]+)\/?$/;
/** A shared design's page (issue 35): /d/{id}. */
const SHARE_PATH = /^\/d\/([^/]+)\/?$/;
/** What a product's slug may be (the API's PRODUCT_KEY): anything else is no product's. */
const PRODUCT_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
/** What an artist's name or slug may be (the API's ARTIST_NAME). */
const ARTIST_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]{0,99}$/u;

/** The route's parameter as the client reads it (decoded); null when it does not decode (no route matches then). */
function paramOf(pattern: RegExp, path: string): string | null {
  const segment = pattern.exec(path)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** tpx-initial-data's tenant, read loosely: the client decodes it properly and logs a bad one. */
function initialDataTenant(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return undefined;
    const { tenant, tenantId } = data as Record<string, unknown>;
    const value = typeof tenant === 'string' ? tenant : tenantId;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The request's tenant, resolved as the client does (DESIGN §3): initial data, `tenant` query, host name, default. */
export function requestTenantId(url: URL, host: string | undefined): string {
  return resolveTenantId({
    initialDataTenant: initialDataTenant(url.searchParams.get('tpx-initial-data')),
    queryTenant: url.searchParams.get('tenant'),
    hostname: (host ?? url.host).replace(/:\d+$/, ''),
    hostTenants: HOST_TENANTS,
    path: url.pathname,
  });
}

/**
 * What the page needs for its first paint, encoded with the contract's codecs: the tenant, its
 * config and artist groups, the listed products on / and /shop-all, the product on /products/{slug}
 * (or that it has none) and the wall-pad kit on /buy-wallpads, the artist's designs on /artists/{name}.
 * Null when the tenant is unknown (the client then fetches and shows 'Tenant not found.').
 */
export async function bootData(sources: BootSources, url: URL, host: string | undefined, cookies?: string): Promise<BootWire | null> {
  const tenantId = requestTenantId(url, host);
  if (!TENANT_ID.test(tenantId)) return null;
  if (sources.siteOpen && !(await sources.siteOpen(tenantId, cookies))) return null;
  const tenant = await sources.tenants.find(tenantId);
  if (!tenant) return null;
  const path = url.pathname;
  const slug = paramOf(PRODUCT_PATH, path);
  // /buy-wallpads sells the wall-pad kit: its product page's data, under the kit's slug.
  const productSlug = path === '/buy-wallpads' || path === '/buy-wallpads/' ? WALL_PAD_SLUG : slug !== null && PRODUCT_SLUG.test(slug) ? slug : null;
  const artistName = paramOf(ARTIST_PATH, path);
  const wantsProducts = path === '/' || path === '/shop-all' || path.startsWith('/shop-all/');
  const wantsFaqs = path === '/faqs' || path === '/faqs/';
  const shareId = paramOf(SHARE_PATH, path);
  const isCart = path === '/cart' || path === '/cart/';
  // The reference storefront's pages only: a tenant with its own shop keeps them there (the browser asks it).
  const wantsCartBanner = isCart && tenant.shop === null && sources.storefrontPage !== undefined;
  const [config, artistGroups, products, product, faqs, artistProducts, shared, cartBanner] = await Promise.all([
    sources.tenants.config(tenantId),
    sources.catalogue.artistGroups(tenantId),
    wantsProducts ? sources.catalogue.listedProducts(tenantId) : null,
    productSlug !== null ? sources.catalogue.product(tenantId, { urlSlug: productSlug }) : null,
    wantsFaqs ? sources.catalogue.promotedArticles() : null,
    artistName !== null && ARTIST_NAME.test(artistName) ? sources.catalogue.artistProducts(tenantId, artistName) : null,
    shareId !== null && sources.sharedDesign ? sources.sharedDesign(tenantId, shareId) : null,
    wantsCartBanner ? sources.storefrontPage!(tenantId, CART_PROMO_BANNER_PAGE_HANDLE) : null,
  ]);
  const boot: BootWire = {
    tenantId,
    tenant: TenantCodec.encode(tenant),
    ...(config ? { config: ConfigCodec.encode(config) } : {}),
    artistGroups: ArtistGroupListCodec.encode({ artistGroups }),
    ...(products ? { products: ProductListCodec.encode({ products }) } : {}),
    ...(faqs ? { faqs: FaqArticleListCodec.encode({ articles: faqs }) } : {}),
    ...(product && productSlug !== null ? { product: { urlSlug: productSlug.toLowerCase(), product: ProductCodec.encode(product) } } : {}),
    // No product has this slug (or none could: it is not one): the page is Product Not Found, answered 404.
    ...(!product && slug !== null ? { productNotFound: { urlSlug: slug.toLowerCase() } } : {}),
    ...(artistProducts && artistName !== null ? { artist: { artistName, products: ProductListCodec.encode({ products: artistProducts }).products } } : {}),
    // The cart lives in the browser: without its hint that it has lines, /cart is drawn empty (issue 27).
    ...(isCart ? { cart: { drawnEmpty: !hasCartHint(cookies, tenantId) } } : {}),
    ...(wantsCartBanner ? { cartBanner: { body: cartBanner } } : {}),
    ...(shareId !== null ? (shared ? { sharedDesign: shared as NonNullable<BootWire['sharedDesign']> } : { sharedDesignNotFound: { id: shareId } }) : {}),
    // The picker draws the social sources the store offers from the first frame (issue 27: CLS).
    ...((path === '/photo-picker' || path === '/photo-picker/') && sources.socialSettings
      ? { socialSettings: SocialSettingsCodec.encode(sources.socialSettings) }
      : {}),
    ...(sources.photoBases && sources.photoBases.length > 0 ? { storage: { photoBases: [...sources.photoBases] } } : {}),
  };
  return boot;
}

/** index.html with the boot block in place of its `<!--tpx:boot-->` marker (or none). */
export function withBootData(template: string, boot: BootWire | null): string {
  const block = boot ? `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootJson(boot)}</script>` : '';
  return template.replace('<!--tpx:boot-->', block);
}

/** A strong validator for an HTML answer: it differs per tenant and per catalogue change. */
export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha1').update(body).digest('base64url')}"`;
