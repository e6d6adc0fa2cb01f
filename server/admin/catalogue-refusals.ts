import type { ProductDraft } from '../../src/domain/catalog/product-rules';

/**
 * The catalogue's refusals, worded once: the single product write (`CatalogueWriter`) and the batched
 * import (`import-checks.ts`) say the same thing about the same clash.
 */
export const skuInUse = (sku: string, productId: string) => `SKU ${sku} is already used by product ${productId}.`;
/** A variant id names one thing the store sells: the storefront prices a line by it (issue 26, item 13). */
export const variantIdInUse = (id: string, productId: string) => `Variant id ${id} is already used by product ${productId}.`;
export const slugInUse = (slug: string, productId: string) => `URL slug ${slug} is already used by product ${productId}.`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `numbers`: at most 3 order numbers naming the variant, lowest first (3 means there may be more). */
export const variantInOrders = (name: string, numbers: ReadonlyArray<string | number>) =>
  `Variant ${name} cannot be deleted: orders name it (${numbers.map((n) => `#${n}`).join(', ')}${numbers.length === 3 ? '…' : ''}). Retire the product instead, or keep the variant.`;

export const variantInCarts = (name: string, carts: number) =>
  `Variant ${name} cannot be deleted: it is in ${plural(carts, "a shopper's cart", "shoppers' carts")}. Retire the product instead, or keep the variant.`;

/** The products row of a draft, column by column (names as stored), as both writers store it. */
export function productColumnsOf(draft: ProductDraft) {
  return {
    name: draft.name.trim(),
    url_slug: draft.urlSlug,
    sku: draft.sku,
    price_cents: draft.priceCents,
    listed: draft.listed,
    sort_order: draft.sortOrder,
    image_urls: draft.imageUrls,
    mats: draft.mats,
    filters: draft.filters,
    default_orientation: draft.defaultOrientation,
    orientation_eligible: draft.orientationEligible,
    short_name_singular: draft.shortNameSingular?.trim() ?? null,
    short_name_plural: draft.shortNamePlural?.trim() ?? null,
    width_inches: draft.widthInches,
    height_inches: draft.heightInches,
    physical_width_inches: draft.physicalWidthInches,
    physical_height_inches: draft.physicalHeightInches,
    min_input_ppi: draft.minInputPpi,
    min_input_image_width: draft.minInputImageWidth,
    min_input_image_height: draft.minInputImageHeight,
    output_image_width: draft.outputImageWidth,
    output_image_height: draft.outputImageHeight,
    mat_inches: draft.matInches,
    precustomized_image_url: draft.precustomizedImageUrl,
    svg_template_url: draft.svgTemplateUrl,
    svg_clip_path: draft.svgClipPath,
    ignore_svg: draft.ignoreSvg,
    depth_inches: draft.depthInches,
    materials: draft.materials?.trim() ?? null,
    hanging_method: draft.hangingMethod?.trim() ?? null,
    ship_days_min: draft.shipDaysMin,
    ship_days_max: draft.shipDaysMax,
    pickup_hours: draft.pickupHours,
  };
}

/** The SQL type of each column of `productColumnsOf` (for `jsonb_to_recordset`). */
export const PRODUCT_COLUMN_TYPES: Readonly<Record<keyof ReturnType<typeof productColumnsOf>, string>> = {
  name: 'text',
  url_slug: 'text',
  sku: 'text',
  price_cents: 'integer',
  listed: 'boolean',
  sort_order: 'integer',
  image_urls: 'text[]',
  mats: 'text[]',
  filters: 'text[]',
  default_orientation: 'text',
  orientation_eligible: 'boolean',
  short_name_singular: 'text',
  short_name_plural: 'text',
  width_inches: 'double precision',
  height_inches: 'double precision',
  physical_width_inches: 'double precision',
  physical_height_inches: 'double precision',
  min_input_ppi: 'double precision',
  min_input_image_width: 'integer',
  min_input_image_height: 'integer',
  output_image_width: 'integer',
  output_image_height: 'integer',
  mat_inches: 'double precision',
  precustomized_image_url: 'text',
  svg_template_url: 'text',
  svg_clip_path: 'text',
  ignore_svg: 'boolean',
  depth_inches: 'double precision',
  materials: 'text',
  hanging_method: 'text',
  ship_days_min: 'integer',
  ship_days_max: 'integer',
  pickup_hours: 'integer',
};
