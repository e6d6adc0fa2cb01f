import { Hono } from 'hono';
import { isPromoCodeForm } from '../../src/domain/promo/promo-code';
import { AlbumListCodec } from '../../src/contract/album';
import { ArtistGroupListCodec } from '../../src/contract/artist';
import { FaqArticleListCodec } from '../../src/contract/faq';
import { LayoutListCodec } from '../../src/contract/layout';
import { ProductAnswerCodec, ProductListCodec } from '../../src/contract/product';
import { PromoAnswerCodec } from '../../src/contract/promo';
import { CATALOG_MESSAGES } from '../../src/domain/catalog/catalog-errors';
import type { CatalogueRepository } from './catalogue-repository';
import { clientAddress } from '../storefront/client-address';
import type { Queryable } from '../db/db';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import { tenantIdOf } from '../http/tenant-context';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { isRefusal, refusal, refused, type Refusal } from '../http/refusal';

/** Product ids and slugs: letters, digits, hyphens and underscores (the products table enforces the same). */
const PRODUCT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
/** Artist names as the client sends them (a slug or the name): letters of any script, digits, spaces, . ' & -. */
const ARTIST_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]{0,99}$/u;
/** A shopper checks a few codes; a script guessing them (330 a second before) gets a burst of 30, then 1 a second. */
export const PROMO_THROTTLE: ThrottleLimits = { capacity: 30, refillPerSecond: 1 };

export interface CatalogueRouteOptions {
  readonly promoThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

/**
 * The catalogue endpoints of SPEC §7, per tenant. Every answer is encoded with the shared codecs;
 * bad input gets a 400 with a message and unknown things a 404. These routes only read.
 */
export function catalogueRoutes(
  catalogue: CatalogueRepository,
  db: Queryable,
  { promoThrottle = PROMO_THROTTLE, now = Date.now }: CatalogueRouteOptions = {},
): Hono {
  const api = new Hono();
  const promoChecks = new PgRateLimiter(db, 'promo', promoThrottle, now);

  /** The tenant of a /products/{tenantId}/... path: well-formed and known. */
  const knownTenant = async (raw: string | undefined): Promise<string | Refusal> => {
    const tenantId = tenantIdOf(raw);
    if (isRefusal(tenantId)) return tenantId;
    if (!(await catalogue.tenantExists(tenantId))) return refusal(404, 'Tenant not found.');
    return tenantId;
  };

  api.get(v1Route(endpoints.getCustomizableProducts), async (c) => {
    const tenantId = await knownTenant(c.req.param('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    return c.json(ProductListCodec.encode({ products: await catalogue.listedProducts(tenantId) }));
  });

  api.get(v1Route(endpoints.getProduct), async (c) => {
    const tenantId = await knownTenant(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const productId = c.req.query('productId')?.trim() || undefined;
    const urlSlug = c.req.query('urlSlug')?.trim() || undefined;
    if (productId === undefined && urlSlug === undefined) return refused(c, refusal(400, CATALOG_MESSAGES['catalog/product-key-required']));
    const [field, value] = productId !== undefined ? (['productId', productId] as const) : (['urlSlug', urlSlug as string] as const);
    if (!PRODUCT_KEY.test(value)) return refused(c, refusal(400, `Invalid request: ${field} must be letters, digits, hyphens or underscores`));
    const key = field === 'productId' ? { productId: value } : { urlSlug: value };
    const product = await catalogue.product(tenantId, key);
    if (!product) return refused(c, refusal(404, `No product matches '${value}'.`));
    return c.json(ProductAnswerCodec.encode({ product }));
  });

  api.get(v1Route(endpoints.getArtistGroups), async (c) => {
    const tenantId = await knownTenant(c.req.param('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    return c.json(ArtistGroupListCodec.encode({ artistGroups: await catalogue.artistGroups(tenantId) }));
  });

  api.get(v1Route(endpoints.getArtistProducts), async (c) => {
    const tenantId = await knownTenant(c.req.param('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const artistName = c.req.param('artistName');
    if (!ARTIST_NAME.test(artistName)) return refused(c, refusal(400, 'Invalid request: artistName must be an artist name or its slug'));
    const products = await catalogue.artistProducts(tenantId, artistName);
    if (!products) return refused(c, refusal(404, 'Artist not found.'));
    return c.json(ProductListCodec.encode({ products }));
  });

  api.get(v1Route(endpoints.getLayouts), async (c) => {
    const tenantId = await knownTenant(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    return c.json(LayoutListCodec.encode({ layouts: await catalogue.layouts(tenantId) }));
  });

  api.get(v1Route(endpoints.getPublicAlbums), async (c) => c.json(AlbumListCodec.encode({ albums: await catalogue.publicAlbums() })));

  api.get(v1Route(endpoints.getPromotedArticles), async (c) => c.json(FaqArticleListCodec.encode({ articles: await catalogue.promotedArticles() })));

  api.get(v1Route(endpoints.getPromo), async (c) => {
    if (!(await promoChecks.take(clientAddress(c)))) return refused(c, refusal(429, 'Too many promo code checks. Please wait a moment and try again.'));
    const tenantId = await knownTenant(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const code = c.req.query('promo')?.trim();
    if (!code) return refused(c, refusal(400, 'Invalid request: promo is required'));
    if (!isPromoCodeForm(code)) return refused(c, refusal(400, 'Invalid request: promo must be letters, digits, hyphens or underscores'));
    const promo = await catalogue.promo(tenantId, code);
    // A code that has not started yet is answered exactly like an unknown one: its terms are not public yet.
    const started = promo && (promo.startDate === undefined || promo.startDate === null || Date.parse(promo.startDate) <= now());
    if (!promo || !started) return refused(c, refusal(404, 'Promo code not found.'));
    return c.json(PromoAnswerCodec.encode({ promo }));
  });

  return api;
}
