import { http, HttpResponse } from 'msw';
import { AlbumListCodec } from '../../src/contract/album';
import { ArtistGroupListCodec } from '../../src/contract/artist';
import { FaqArticleListCodec } from '../../src/contract/faq';
import { LayoutListCodec } from '../../src/contract/layout';
import { centsToDecimal } from '../../src/contract/money';
import { ProductAnswerCodec, ProductListCodec } from '../../src/contract/product';
import { PromoAnswerCodec } from '../../src/contract/promo';
import { artistGroupsFor, artistProductsFor, catalogueFor, listedProductsFor, MONOGRAM_TEMPLATE_SVG, productWire } from '../../server/seed/catalogue';
import { albumImageSeeds, albumSeeds, faqSeeds, layoutsFor } from '../../server/seed/content';
import { promoSeeds } from '../../server/seed/promos';
import { endpoints } from '../../src/contract/endpoints';

/**
 * The catalogue part of the main API's happy path, answering from the server's seed fixtures encoded
 * with the shared codecs, as the reference server does. `api` is the API base, `seen` records requests.
 */
export function catalogueHandlers(api: string, seen: Request[]) {
  const tenantOf = (request: Request) => new URL(request.url).searchParams.get('tenantId') ?? 'tilepix';
  const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
  return [
    http.get(`${api}${endpoints.getCustomizableProducts.path}`, ({ request, params }) => {
      seen.push(request);
      return HttpResponse.json(ProductListCodec.encode({ products: listedProductsFor(String(params.tenantId)) }));
    }),
    http.get(`${api}${endpoints.getProduct.path}`, ({ request }) => {
      seen.push(request);
      const query = new URL(request.url).searchParams;
      const productId = query.get('productId');
      const urlSlug = query.get('urlSlug');
      if (!productId && !urlSlug) return HttpResponse.json({ message: 'Either Product ID or Product Slug is required.' }, { status: 400 });
      const product = catalogueFor(tenantOf(request)).products.find((p) => (productId ? p.id === productId : p.urlSlug === urlSlug || p.slug === urlSlug));
      if (!product) return notFound(`No product matches '${productId ?? urlSlug}'.`);
      return HttpResponse.json(ProductAnswerCodec.encode({ product: productWire(product) }));
    }),
    http.get(`${api}${endpoints.getArtistGroups.path}`, ({ request, params }) => {
      seen.push(request);
      return HttpResponse.json(ArtistGroupListCodec.encode({ artistGroups: artistGroupsFor(String(params.tenantId)) }));
    }),
    http.get(`${api}${endpoints.getArtistProducts.path}`, ({ request, params }) => {
      seen.push(request);
      const products = artistProductsFor(String(params.tenantId), String(params.artistName));
      return products ? HttpResponse.json(ProductListCodec.encode({ products })) : notFound('Artist not found.');
    }),
    http.get(`${api}${endpoints.getLayouts.path}`, ({ request }) => {
      seen.push(request);
      const main = tenantOf(request) === 'cvs' ? 'cvs8x8Tile' : 'tilepix';
      return HttpResponse.json(LayoutListCodec.encode({ layouts: layoutsFor(main) }));
    }),
    http.get(`${api}${endpoints.getPublicAlbums.path}`, ({ request }) => {
      seen.push(request);
      const albums = albumSeeds.map((a) => ({
        id: a.id,
        name: a.name,
        images: albumImageSeeds
          .filter((i) => i.albumId === a.id)
          .map((i) => ({
            fileName: i.fileName,
            fileNameThumb: i.fileNameThumb,
            key: i.key,
            keyThumb: i.keyThumb,
            full: `/files/${i.key}`,
            thumb: `/files/${i.keyThumb}`,
            width: i.width,
            height: i.height,
          })),
      }));
      return HttpResponse.json(AlbumListCodec.encode({ albums }));
    }),
    http.get(`${api}${endpoints.getPromotedArticles.path}`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(FaqArticleListCodec.encode({ articles: [...faqSeeds] }));
    }),
    http.get(`${api}${endpoints.getPromo.path}`, ({ request }) => {
      seen.push(request);
      const code = new URL(request.url).searchParams.get('promo')?.toUpperCase();
      const seed = promoSeeds.find((p) => p.code === code && (p.tenantId === null || p.tenantId === tenantOf(request)));
      // As the server: a code that has not started is answered like an unknown one.
      if (!seed || (seed.startDate !== undefined && Date.parse(seed.startDate) > Date.now())) return notFound('Promo code not found.');
      const money = (c: number | undefined) => (c === undefined ? undefined : centsToDecimal(c));
      return HttpResponse.json(
        PromoAnswerCodec.encode({
          promo: {
            code: seed.code,
            type: seed.type,
            value: centsToDecimal(seed.valueCents),
            fullCode: seed.fullCode,
            startDate: seed.startDate,
            endDate: seed.endDate,
            entitledVariantIds: seed.entitledVariantIds ?? [],
            requiredVariantIds: seed.requiredVariantIds ?? [],
            entitledQuantity: seed.entitledQuantity,
            requiredQuantity: seed.requiredQuantity,
            requiredPurchase: money(seed.requiredPurchaseCents),
            minimumQuantity: seed.minimumQuantity,
            minimumPurchase: money(seed.minimumPurchaseCents),
            maxTiles: seed.maxTiles,
            allocationLimit: seed.allocationLimit,
            allocateOncePerOrder: seed.allocateOncePerOrder ?? false,
            isWalgreensPromo: seed.isWalgreensPromo ?? false,
          },
        }),
      );
    }),
    // Stored files: the SVG template product's template.
    http.get('*/files/templates/monogram.svg', ({ request }) => {
      seen.push(request);
      return new HttpResponse(MONOGRAM_TEMPLATE_SVG, { headers: { 'content-type': 'image/svg+xml' } });
    }),
  ];
}
