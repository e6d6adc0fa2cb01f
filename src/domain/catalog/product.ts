import type { Cents } from '../money';
import { inches, ppi, type Inches, type Ppi } from '../units';

/** Orientation of a print. */
export type Orientation = 'Landscape' | 'Portrait';

/** One purchasable variant of a product (for tiles: the frame colour, e.g. 'Black'). */
export interface ProductVariant {
  readonly id: string;
  readonly name: string;
  readonly price: Cents;
  readonly sku: string;
  readonly precustomizedImageUrl?: string;
  readonly toolThumbs?: { readonly Primary?: string };
  /** The product page's picture of this variant (a tile in its frame colour, issue 32). */
  readonly imageUrl?: string;
}

/** A product group (shop-all grouping or artist collection membership). */
export interface ProductGroup {
  readonly id: string;
  readonly name: string;
  readonly tags?: readonly string[];
  readonly defaultProduct?: string;
  readonly productSortOrder?: number;
}

/** A sold product, with every field of SPEC §3. Prices are integer cents. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly slug?: string;
  readonly urlSlug?: string;
  readonly price: Cents;
  readonly sku?: string;
  readonly imageUrls?: readonly string[];
  readonly variants: readonly ProductVariant[];
  readonly mats?: readonly string[];
  readonly filters?: readonly string[];
  readonly defaultOrientation?: Orientation;
  readonly orientationEligible?: boolean;
  readonly shortNameSingular?: string;
  readonly shortNamePlural?: string;
  readonly widthInches?: Inches;
  readonly heightInches?: Inches;
  readonly physicalWidthInches?: Inches;
  readonly physicalHeightInches?: Inches;
  readonly minInputPpi?: Ppi;
  readonly minInputImageWidth?: number;
  readonly minInputImageHeight?: number;
  readonly outputImageWidth?: number;
  readonly outputImageHeight?: number;
  readonly matInches?: Inches;
  readonly precustomizedImageUrl?: string;
  readonly svgTemplateUrl?: string;
  readonly svgTemplateData?: string;
  readonly svgClipPath?: string;
  readonly ignoreSvg?: boolean;
  readonly groups?: readonly ProductGroup[];
  /** What shoppers look for on the product page (issue 32): depth on the wall, materials, how it hangs, when it ships or is ready. */
  readonly depthInches?: Inches;
  readonly materials?: string;
  readonly hangingMethod?: string;
  /** Business days from order to dispatch: the fewest and the most. */
  readonly shipDaysMin?: number;
  readonly shipDaysMax?: number;
  /** Hours from order until a store has it ready for pick-up (the tenant's stores' usual lead time). */
  readonly pickupHours?: number;
}

/** An artist partnership group. */
export interface ArtistGroup {
  readonly id: string;
  readonly name: string;
  readonly collectionName?: string;
  readonly imageUrl?: string;
  readonly sortOrder: number;
}

/** Size defaults of a product record: 8 x 8 inches at 62.5 ppi minimum input. */
export const PRODUCT_SIZE_DEFAULTS = {
  widthInches: inches(8),
  heightInches: inches(8),
  minInputPpi: ppi(62.5),
} as const;

/**
 * Size defaults used by the sizing helpers when a field is missing (1 inch, 62.5 ppi):
 * the spec keeps the helper's 1-inch fallback distinct from the product's 8-inch default.
 */
export const HELPER_SIZE_DEFAULTS = {
  widthInches: inches(1),
  heightInches: inches(1),
  minInputPpi: ppi(62.5),
} as const;

/** The print size and minimum density of a product. */
export interface PrintSpec {
  readonly widthInches: Inches;
  readonly heightInches: Inches;
  readonly minInputPpi: Ppi;
}

/** Fills in a product's missing size fields with the product defaults (8 x 8 in, 62.5 ppi). */
export const withProductSizeDefaults = <P extends Partial<PrintSpec>>(product: P): P & PrintSpec => ({
  ...product,
  widthInches: product.widthInches ?? PRODUCT_SIZE_DEFAULTS.widthInches,
  heightInches: product.heightInches ?? PRODUCT_SIZE_DEFAULTS.heightInches,
  minInputPpi: product.minInputPpi ?? PRODUCT_SIZE_DEFAULTS.minInputPpi,
});

/** The print spec the sizing helpers use: missing inches fall back to 1, missing ppi to 62.5. */
export const printSpecOf = (product: Partial<PrintSpec> | undefined): PrintSpec => ({
  widthInches: product?.widthInches ?? HELPER_SIZE_DEFAULTS.widthInches,
  heightInches: product?.heightInches ?? HELPER_SIZE_DEFAULTS.heightInches,
  minInputPpi: product?.minInputPpi ?? HELPER_SIZE_DEFAULTS.minInputPpi,
});

/** Precustomized: the product or any of its variants has a precustomized image URL. */
export const isPrecustomized = (product: Pick<Product, 'precustomizedImageUrl' | 'variants'>): boolean =>
  Boolean(product.precustomizedImageUrl) || product.variants.some((v) => Boolean(v.precustomizedImageUrl));

/** The name shown on cards: the leading letters and spaces only ('Wood 8x8' -> 'Wood'). */
export const shownName = (name: string): string => name.replace(/[^\p{L} ].*$/su, '').trim();

const formatInches = (value: number): string => String(Number(value.toFixed(2)));

/** The size text on cards, 'W x H inches', using the physical size when the product has one. */
export const sizeText = (product: Pick<Product, 'widthInches' | 'heightInches' | 'physicalWidthInches' | 'physicalHeightInches'>): string => {
  const sized = withProductSizeDefaults(product);
  const width = product.physicalWidthInches ?? sized.widthInches;
  const height = product.physicalHeightInches ?? sized.heightInches;
  return `${formatInches(width)} x ${formatInches(height)} inches`;
};

/** The wall-pad kit's slug in every tenant's catalogue (what /buy-wallpads sells, SPEC §2). */
export const WALL_PAD_SLUG = 'wall-pad-kit';

/** The URL slug of a group: the name lowercased with spaces replaced by hyphens. */
export const groupSlug = (groupName: string): string => groupName.toLowerCase().replace(/ /g, '-');

/** The item word for a quantity: the product's short singular/plural name ('tile' / 'tiles'). */
export const itemsWord = (product: Pick<Product, 'shortNameSingular' | 'shortNamePlural'> | undefined, quantity: number): string =>
  quantity === 1 ? (product?.shortNameSingular ?? 'tile') : (product?.shortNamePlural ?? 'tiles');

/** Finds a product's variant by its name, ignoring case. */
export const findVariantByName = (product: Pick<Product, 'variants'>, name: string): ProductVariant | undefined =>
  product.variants.find((v) => v.name.toLowerCase() === name.toLowerCase());
