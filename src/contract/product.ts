import * as t from 'io-ts';
import { productDetailProps, type ProductGroupCodec } from '../domain/catalog/product-fields';
import type { Product, ProductVariant } from '../domain/catalog';
import { cents } from '../domain/money';
import { inches, ppi } from '../domain/units';
import { decimalToCents, DecimalMoneyCodec } from './money';
import { nullable } from './nullable';

/** One purchasable variant (for tiles: the frame colour, 'Black' / 'White' / 'Gray'). */
export const ProductVariantCodec = t.intersection([
  t.type({ id: t.string, name: t.string, price: DecimalMoneyCodec, sku: t.string }),
  t.partial({ precustomizedImageUrl: t.string, toolThumbs: t.partial({ Primary: t.string }), imageUrl: t.string }),
]);
export type ProductVariantWire = t.TypeOf<typeof ProductVariantCodec>;

export { ProductGroupCodec } from '../domain/catalog/product-fields';
export type ProductGroupWire = t.TypeOf<typeof ProductGroupCodec>;

/** A product with every field of SPEC §3. Sizes are inches, densities pixels per inch, prices decimals. */
export const ProductCodec = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    urlSlug: t.string,
    price: DecimalMoneyCodec,
    variants: t.array(ProductVariantCodec),
  }),
  t.partial(productDetailProps),
]);
export type ProductWire = t.TypeOf<typeof ProductCodec>;

/** GET v1/products/{tenantId}/get_customizable_products and GET v1/products/{tenantId}/artist/{artistName}. */
export const ProductListCodec = t.type({ products: t.array(ProductCodec) });

/**
 * GET v1/products/get_product?productId|urlSlug. `product` may be missing or null in an answer we
 * did not write ourselves: the client reports that as 'Product data is missing in the API response.'.
 */
export const ProductAnswerCodec = t.partial({ product: nullable(ProductCodec) });

const maybe = <A, B>(value: A | undefined, f: (a: A) => B): B | undefined => (value === undefined ? undefined : f(value));

const variantFromWire = (v: ProductVariantWire): ProductVariant => ({ ...v, price: cents(decimalToCents(v.price)) });

/** A decoded wire product → the domain's: decimal prices to cents, sizes to branded inches and ppi. */
export const productFromWire = (p: ProductWire): Product => ({
  ...p,
  price: cents(decimalToCents(p.price)),
  variants: p.variants.map(variantFromWire),
  widthInches: maybe(p.widthInches, inches),
  heightInches: maybe(p.heightInches, inches),
  physicalWidthInches: maybe(p.physicalWidthInches, inches),
  physicalHeightInches: maybe(p.physicalHeightInches, inches),
  matInches: maybe(p.matInches, inches),
  depthInches: maybe(p.depthInches, inches),
  minInputPpi: maybe(p.minInputPpi, ppi),
});
