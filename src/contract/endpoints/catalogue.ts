import * as t from 'io-ts';
import { AlbumListCodec } from '../album';
import { ArtistGroupListCodec } from '../artist';
import { ClientEventCodec } from '../client-event';
import { ConfigCodec } from '../config';
import { FaqArticleListCodec } from '../faq';
import { LayoutListCodec } from '../layout';
import { ProductAnswerCodec, ProductListCodec } from '../product';
import { PromoAnswerCodec } from '../promo';
import { TenantCodec } from '../tenant';
import { endpoint } from './endpoint';

/** GET v1/products/get_product takes a product id or a URL slug. */
const ProductKeyQueryCodec = t.union([t.type({ productId: t.string }), t.type({ urlSlug: t.string })]);

/** The storefront's public reads and reports: tenant, config, catalogue, promo codes, client events. The entry loads these (keep them free of project and account codecs). */
export const catalogueEndpoints = {
  getTenant: endpoint({ method: 'GET', path: 'v1/tenants/:tenantId/v2', query: null, body: null, answer: TenantCodec }),
  getConfig: endpoint({ method: 'GET', path: 'v1/products/config', query: null, body: null, answer: ConfigCodec }),
  getPromo: endpoint({ method: 'GET', path: 'v1/promo/get', query: t.type({ promo: t.string }), body: null, answer: PromoAnswerCodec }),
  getArtistGroups: endpoint({ method: 'GET', path: 'v1/products/:tenantId/get_artist_groups', query: null, body: null, answer: ArtistGroupListCodec }),
  getCustomizableProducts: endpoint({
    method: 'GET',
    path: 'v1/products/:tenantId/get_customizable_products',
    query: null,
    body: null,
    answer: ProductListCodec,
  }),
  getProduct: endpoint({ method: 'GET', path: 'v1/products/get_product', query: ProductKeyQueryCodec, body: null, answer: ProductAnswerCodec }),
  getArtistProducts: endpoint({ method: 'GET', path: 'v1/products/:tenantId/artist/:artistName', query: null, body: null, answer: ProductListCodec }),
  getPromotedArticles: endpoint({ method: 'GET', path: 'v1/zendesk/promoted_articles', query: null, body: null, answer: FaqArticleListCodec }),
  getLayouts: endpoint({ method: 'GET', path: 'v1/shopify/layouts_get', query: null, body: null, answer: LayoutListCodec }),
  getPublicAlbums: endpoint({ method: 'GET', path: 'v1/albums/public', query: null, body: null, answer: AlbumListCodec }),
  reportClientEvent: endpoint({ method: 'POST', path: 'v1/client-events', query: null, body: ClientEventCodec, answer: null }),
} as const;
