import { decimalToCents } from '../../src/contract/money';
import type { ProductWire } from '../../src/contract/product';
import { lineKindOf } from '../../src/domain/pricing';
import { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { VariantInfo } from './cart-repository';
import type { StorefrontContext } from './cart-checks';
import { gid, parseGid } from './gid';
import { imageView, variantView } from './views';

/**
 * The catalogue and the shop as Shopify's Storefront API shows them (issue 34): `products`, `product`,
 * `shop`, `localization`, read from the tenant's catalogue. TilePix sells in the United States only
 * (SPEC: 'TilePix are only available in the United States'), in US dollars and English.
 */

const MAX_PAGE = 250;

const US = { isoCode: 'US', name: 'United States', unitSystem: 'IMPERIAL_SYSTEM' } as const;
const ENGLISH = { isoCode: 'EN', name: 'English', endonymName: 'English' } as const;
const DOLLAR = { isoCode: 'USD', name: 'US Dollar', symbol: '$' } as const;
const country = { ...US, currency: DOLLAR, availableLanguages: [ENGLISH], defaultLanguage: ENGLISH };

const variantInfo = (p: ProductWire, v: ProductWire['variants'][number]): VariantInfo => ({
  id: v.id,
  productId: p.id,
  productTitle: p.name,
  productHandle: p.urlSlug,
  title: v.name,
  sku: v.sku,
  priceCents: decimalToCents(v.price),
  kind: lineKindOf(p.id, p.outputImageWidth !== undefined),
  imageUrl: v.imageUrl ?? p.imageUrls?.[0] ?? null,
  words: { singular: p.shortNameSingular ?? 'item', plural: p.shortNamePlural ?? 'items' },
});

/** A page of a list, by Shopify's cursor rules (`after` is the cursor of the last item seen). */
function connection<T>(all: readonly T[], cursorOf: (item: T) => string, { first, after }: { first?: number | null; after?: string | null }) {
  const start = after ? all.findIndex((item) => cursorOf(item) === after) + 1 : 0;
  const page = all.slice(start, start + Math.max(0, Math.min(first ?? MAX_PAGE, MAX_PAGE)));
  return {
    nodes: page,
    edges: page.map((node) => ({ cursor: cursorOf(node), node })),
    pageInfo: {
      hasNextPage: start + page.length < all.length,
      hasPreviousPage: start > 0,
      startCursor: page.length > 0 ? cursorOf(page[0] as T) : null,
      endCursor: page.length > 0 ? cursorOf(page[page.length - 1] as T) : null,
    },
  };
}

const productView = (p: ProductWire, origin: string) => {
  const variants = p.variants.map((v) => variantView(variantInfo(p, v), origin));
  return {
    __typename: 'Product',
    id: gid('Product', p.id),
    handle: p.urlSlug,
    title: p.name,
    availableForSale: variants.some((v) => v.availableForSale),
    featuredImage: imageView(p.imageUrls?.[0] ?? null, p.name, origin),
    variants: (args: { first?: number | null; after?: string | null }) => connection(variants, (v) => v.id, args),
  };
};

export function catalogueRoot() {
  return {
    products: async (args: { first?: number | null; after?: string | null }, ctx: StorefrontContext) => {
      const products = (await new CatalogueRepository(ctx.db).listedProducts(ctx.tenantId)).map((p) => productView(p, ctx.checkoutBase));
      return connection(products, (p) => p.id, args);
    },

    /** By handle (its url slug, or an older slug) or by id (Shopify's gid, or our plain id). */
    product: async ({ id, handle }: { id?: string | null; handle?: string | null }, ctx: StorefrontContext) => {
      const catalogue = new CatalogueRepository(ctx.db);
      const productId = id ? (parseGid('Product', id) ?? id) : null;
      const product =
        productId !== null ? await catalogue.product(ctx.tenantId, { productId }) : handle ? await catalogue.product(ctx.tenantId, { urlSlug: handle }) : null;
      return product ? productView(product, ctx.checkoutBase) : null;
    },

    shop: async (_: unknown, ctx: StorefrontContext) => {
      const [row] = await ctx.db.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [ctx.tenantId]);
      const origin = new URL(ctx.checkoutBase);
      return {
        __typename: 'Shop',
        id: gid('Shop', ctx.tenantId),
        name: row?.name ?? ctx.tenantId,
        moneyFormat: '${{amount}}',
        primaryDomain: { host: origin.host, url: origin.origin, sslEnabled: origin.protocol === 'https:' },
        shipsToCountries: [US.isoCode],
      };
    },

    /** `@inContext(country)` outside the United States answers the shop's one country, as Shopify does for a market it does not sell in. */
    localization: () => ({ availableCountries: [country], availableLanguages: [ENGLISH], country, language: ENGLISH }),
  };
}
