import * as t from 'io-ts';
import { AlbumListCodec } from '../album';
import { ArtistGroupListCodec } from '../artist';
import { ClientEventCodec } from '../client-event';
import { ConfigCodec } from '../config';
import { FaqArticleListCodec } from '../faq';
import { LayoutListCodec } from '../layout';
import { ProductAnswerCodec, ProductListCodec } from '../product';
import { TenantCodec } from '../tenant';
import { getEndpoint, postEndpoint } from './endpoint';

/** GET v1/products/get_product takes a product id or a URL slug. */
const ProductKeyQueryCodec = t.union([t.type({ productId: t.string }), t.type({ urlSlug: t.string })]);

/**
 * The storefront's public reads and reports: tenant, config, catalogue, client events. The entry loads
 * these (keep them free of project, account and promo codecs: the promo code lookup is `./promo`).
 */
export const catalogueEndpoints = {
  getTenant: getEndpoint('v1/tenants/:tenantId/v2', TenantCodec),
  getConfig: getEndpoint('v1/products/config', ConfigCodec),
  getArtistGroups: getEndpoint('v1/products/:tenantId/get_artist_groups', ArtistGroupListCodec),
  getCustomizableProducts: getEndpoint('v1/products/:tenantId/get_customizable_products', ProductListCodec),
  getProduct: getEndpoint('v1/products/get_product', ProductAnswerCodec, ProductKeyQueryCodec),
  getArtistProducts: getEndpoint('v1/products/:tenantId/artist/:artistName', ProductListCodec),
  getPromotedArticles: getEndpoint('v1/zendesk/promoted_articles', FaqArticleListCodec),
  getLayouts: getEndpoint('v1/shopify/layouts_get', LayoutListCodec),
  getPublicAlbums: getEndpoint('v1/albums/public', AlbumListCodec),
  reportClientEvent: postEndpoint('v1/client-events', ClientEventCodec, null),
} as const;
