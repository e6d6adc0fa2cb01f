import * as t from 'io-ts';
import { DecimalMoneyCodec } from './money';

/** One purchasable variant (for tiles: the frame colour, 'Black' / 'White' / 'Gray'). */
export const ProductVariantCodec = t.intersection([
  t.type({ id: t.string, name: t.string, price: DecimalMoneyCodec, sku: t.string }),
  t.partial({ precustomizedImageUrl: t.string, toolThumbs: t.partial({ Primary: t.string }) }),
]);
export type ProductVariantWire = t.TypeOf<typeof ProductVariantCodec>;

/** A group a product belongs to (a shop-all collection or an artist), with the product's place in it. */
export const ProductGroupCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ tags: t.array(t.string), defaultProduct: t.string, productSortOrder: t.number }),
]);
export type ProductGroupWire = t.TypeOf<typeof ProductGroupCodec>;

export const OrientationCodec = t.keyof({ Landscape: null, Portrait: null });

/** A product with every field of SPEC §3. Sizes are inches, densities pixels per inch, prices decimals. */
export const ProductCodec = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    urlSlug: t.string,
    price: DecimalMoneyCodec,
    variants: t.array(ProductVariantCodec),
  }),
  t.partial({
    slug: t.string,
    sku: t.string,
    imageUrls: t.array(t.string),
    mats: t.array(t.string),
    filters: t.array(t.string),
    defaultOrientation: OrientationCodec,
    orientationEligible: t.boolean,
    shortNameSingular: t.string,
    shortNamePlural: t.string,
    widthInches: t.number,
    heightInches: t.number,
    physicalWidthInches: t.number,
    physicalHeightInches: t.number,
    minInputPpi: t.number,
    minInputImageWidth: t.number,
    minInputImageHeight: t.number,
    outputImageWidth: t.number,
    outputImageHeight: t.number,
    matInches: t.number,
    precustomizedImageUrl: t.string,
    svgTemplateUrl: t.string,
    svgTemplateData: t.string,
    svgClipPath: t.string,
    ignoreSvg: t.boolean,
    groups: t.array(ProductGroupCodec),
  }),
]);
export type ProductWire = t.TypeOf<typeof ProductCodec>;

/** GET v1/products/{tenantId}/get_customizable_products and GET v1/products/{tenantId}/artist/{artistName}. */
export const ProductListCodec = t.type({ products: t.array(ProductCodec) });
export type ProductListWire = t.TypeOf<typeof ProductListCodec>;

/**
 * GET v1/products/get_product?productId|urlSlug. `product` may be missing or null in an answer we
 * did not write ourselves: the client reports that as 'Product data is missing in the API response.'.
 */
export const ProductAnswerCodec = t.partial({ product: t.union([ProductCodec, t.null]) });
export type ProductAnswerWire = t.TypeOf<typeof ProductAnswerCodec>;
