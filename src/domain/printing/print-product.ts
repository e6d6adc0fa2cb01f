import { cents } from '../money';
import { MAIN_TILE_PRODUCT_ID } from '../tenant';
import { printedInches } from '../imaging';
import type { Layout } from '../layouts';
import { withProductSizeDefaults, type Orientation, type PrintSpec, type Product } from '../catalog';

/** What the printing tool needs of a product: its variants (frame colours), size and minimum ppi. */
export type PrintProduct = Pick<Product, 'id' | 'name' | 'variants' | 'defaultOrientation' | 'orientationEligible' | 'matInches'> &
  PrintSpec & {
    /** The store's wall layouts for this product (GET v1/shopify/layouts_get); absent: the client's own. */
    readonly layouts?: readonly Layout[];
  };

/** A product as the printing tool uses it: missing sizes take the product defaults (8 x 8 in, 62.5 ppi). */
export const toPrintProduct = (product: Product): PrintProduct => {
  const sized = withProductSizeDefaults(product);
  return {
    id: product.id,
    name: product.name,
    variants: product.variants,
    ...(product.defaultOrientation === undefined ? {} : { defaultOrientation: product.defaultOrientation }),
    ...(product.orientationEligible === undefined ? {} : { orientationEligible: product.orientationEligible }),
    ...(product.matInches === undefined ? {} : { matInches: product.matInches }),
    widthInches: sized.widthInches,
    heightInches: sized.heightInches,
    minInputPpi: sized.minInputPpi,
  };
};

/** The main tile product id (the seeded 8 x 8 tile). */
export const DEFAULT_TILE_PRODUCT_ID = MAIN_TILE_PRODUCT_ID;

/** SPEC §3/§9's default tile: Black, White and Gray frames, 8 x 8 inches, minInputPpi 62.5. */
export const DEFAULT_TILE_PRODUCT: PrintProduct = toPrintProduct({
  id: DEFAULT_TILE_PRODUCT_ID,
  name: 'TilePix 8x8',
  price: cents(1400),
  variants: [
    { id: 'tile-black', name: 'Black', price: cents(1400), sku: 'TPX-TILE-8X8-BLACK' },
    { id: 'tile-white', name: 'White', price: cents(1400), sku: 'TPX-TILE-8X8-WHITE' },
    { id: 'tile-gray', name: 'Gray', price: cents(1400), sku: 'TPX-TILE-8X8-GRAY' },
  ],
  defaultOrientation: 'Portrait',
  orientationEligible: false,
});

/** The orientation that counts for sizing: only orientation-eligible products turn. */
export const effectiveOrientation = (product: Pick<PrintProduct, 'orientationEligible'>, orientation: Orientation): Orientation | undefined =>
  product.orientationEligible === true ? orientation : undefined;

/** The crop aspect (width / height) of a frame of this product in an orientation. */
export const frameAspect = (product: PrintProduct, orientation: Orientation): number => {
  const printed = printedInches(product, effectiveOrientation(product, orientation));
  return printed.width / printed.height;
};
