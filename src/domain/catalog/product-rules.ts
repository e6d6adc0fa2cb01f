import { CATALOGUE_URL_HINT, integerProblem, isCatalogueUrl, problems, textProblem, type FieldProblem } from './field-problems';
import type { Orientation } from './product';

/** A variant as the admin writes it (prices in integer cents). */
export interface VariantDraft {
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  readonly sku: string;
  readonly precustomizedImageUrl: string | null;
  /** The picture the product page shows when this variant is chosen (issue 32). */
  readonly imageUrl: string | null;
}

/**
 * A product as the admin writes it (SPEC §3 Product): the same draft comes from the admin form, the
 * server's JSON body and a CSV row, and passes the same rules. Optional numbers are null when unset
 * (the storefront then uses its defaults: 8 x 8 inches, 62.5 ppi).
 */
export interface ProductDraft {
  readonly id: string;
  readonly name: string;
  readonly urlSlug: string;
  readonly priceCents: number;
  readonly sku: string | null;
  readonly listed: boolean;
  readonly sortOrder: number;
  readonly imageUrls: readonly string[];
  readonly variants: readonly VariantDraft[];
  readonly mats: readonly string[] | null;
  readonly filters: readonly string[] | null;
  readonly defaultOrientation: Orientation | null;
  readonly orientationEligible: boolean | null;
  readonly shortNameSingular: string | null;
  readonly shortNamePlural: string | null;
  readonly widthInches: number | null;
  readonly heightInches: number | null;
  readonly physicalWidthInches: number | null;
  readonly physicalHeightInches: number | null;
  readonly minInputPpi: number | null;
  readonly minInputImageWidth: number | null;
  readonly minInputImageHeight: number | null;
  readonly outputImageWidth: number | null;
  readonly outputImageHeight: number | null;
  readonly matInches: number | null;
  readonly precustomizedImageUrl: string | null;
  readonly svgTemplateUrl: string | null;
  readonly svgClipPath: string | null;
  readonly ignoreSvg: boolean | null;
  /** The product page's details (issue 32); null: not said. */
  readonly depthInches: number | null;
  readonly materials: string | null;
  readonly hangingMethod: string | null;
  readonly shipDaysMin: number | null;
  readonly shipDaysMax: number | null;
  readonly pickupHours: number | null;
}

export const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const URL_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const VARIANT_ID = /^[A-Za-z0-9][A-Za-z0-9_:/.-]{0,99}$/;
export const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Mat colours as SPEC §3 writes them: #RRGGBBAA (#FFFFFF00 is no mat). */
export const MAT_COLOR = /^#[0-9A-Fa-f]{8}$/;
export const PRODUCT_FILTERS = ['color', 'grayScale'] as const;
export const MAX_PRICE_CENTS = 10_000_00;
export const MAX_VARIANTS = 50;
export const MAX_IMAGES = 20;
/** The product page's details (issue 32): a sentence each, a working-day range, a pick-up lead time. */
export const MAX_DETAIL_TEXT = 300;
export const MAX_SHIP_DAYS = 60;
export const MAX_PICKUP_HOURS = 72;

/** "14", "14.5", "14.00" → cents; anything else (abc, -1, 1e3, 14.005) → null. Exact: no floating point. */
export function parsePrice(text: string): number | null {
  const m = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
}

const positive = (field: string, value: number | null, label: string, max: number): FieldProblem | null =>
  value === null ? null : Number.isFinite(value) && value > 0 && value <= max ? null : { field, message: `${label} must be more than 0 and at most ${max}` };

const pixels = (field: string, value: number | null, label: string): FieldProblem | null =>
  value === null ? null : integerProblem(field, value, label, 1, 20_000);

const url = (field: string, value: string | null): FieldProblem | null =>
  value === null || isCatalogueUrl(value) ? null : { field, message: CATALOGUE_URL_HINT };

const price = (field: string, cents: number): FieldProblem | null =>
  Number.isInteger(cents) && cents >= 0 && cents <= MAX_PRICE_CENTS ? null : { field, message: 'Price must be an amount from 0.00 to 10000.00' };

function variantProblems(variants: readonly VariantDraft[]): FieldProblem[] {
  if (variants.length === 0) return [{ field: 'variants', message: 'A product needs at least one variant' }];
  if (variants.length > MAX_VARIANTS) return [{ field: 'variants', message: `At most ${MAX_VARIANTS} variants` }];
  const seen = { id: new Set<string>(), name: new Set<string>(), sku: new Set<string>() };
  return variants.flatMap((v, i) => {
    const at = `variants.${i}`;
    const found = problems(
      VARIANT_ID.test(v.id) ? null : { field: `${at}.id`, message: 'Variant id must be letters, digits or _ : / . - (at most 100)' },
      textProblem(`${at}.name`, v.name, 'Variant name', 100),
      price(`${at}.price`, v.priceCents),
      SKU.test(v.sku) ? null : { field: `${at}.sku`, message: 'SKU must be letters, digits or . _ - (at most 64)' },
      url(`${at}.precustomizedImageUrl`, v.precustomizedImageUrl),
      url(`${at}.imageUrl`, v.imageUrl),
      seen.id.has(v.id) ? { field: `${at}.id`, message: `Variant id ${v.id} is used twice` } : null,
      seen.name.has(v.name.trim().toLowerCase()) ? { field: `${at}.name`, message: `Variant name ${v.name.trim()} is used twice` } : null,
      seen.sku.has(v.sku.toUpperCase()) ? { field: `${at}.sku`, message: `SKU ${v.sku} is used twice` } : null,
    );
    seen.id.add(v.id);
    seen.name.add(v.name.trim().toLowerCase());
    seen.sku.add(v.sku.toUpperCase());
    return found;
  });
}

/**
 * Every rule a product must pass before the catalogue stores it: the admin form shows these beside
 * the fields, the server refuses a draft with any (400), and the CSV import reports them per row.
 */
export function productProblems(d: ProductDraft): FieldProblem[] {
  const width = d.widthInches ?? 8;
  return problems(
    PRODUCT_ID.test(d.id) ? null : { field: 'id', message: 'Id must be letters, digits, _ or - (at most 64)' },
    textProblem('name', d.name, 'Name', 200),
    URL_SLUG.test(d.urlSlug) ? null : { field: 'urlSlug', message: 'URL slug must be lowercase letters, digits or - (at most 80)' },
    price('price', d.priceCents),
    d.sku === null || SKU.test(d.sku) ? null : { field: 'sku', message: 'SKU must be letters, digits or . _ - (at most 64)' },
    integerProblem('sortOrder', d.sortOrder, 'Sort order', -1000, 100_000),
    d.imageUrls.length > MAX_IMAGES ? { field: 'imageUrls', message: `At most ${MAX_IMAGES} images` } : null,
    d.imageUrls.find((u) => !isCatalogueUrl(u)) !== undefined ? { field: 'imageUrls', message: CATALOGUE_URL_HINT } : null,
    d.mats?.find((m) => !MAT_COLOR.test(m)) !== undefined ? { field: 'mats', message: 'Mats must be colours like #FFFFFF00 (#RRGGBBAA)' } : null,
    d.filters?.find((f) => !(PRODUCT_FILTERS as readonly string[]).includes(f)) !== undefined
      ? { field: 'filters', message: 'Filters must be color or grayScale' }
      : null,
    d.shortNameSingular === null ? null : textProblem('shortNameSingular', d.shortNameSingular, 'Short name', 60),
    d.shortNamePlural === null ? null : textProblem('shortNamePlural', d.shortNamePlural, 'Short name (plural)', 60),
    positive('widthInches', d.widthInches, 'Width', 120),
    positive('heightInches', d.heightInches, 'Height', 120),
    positive('physicalWidthInches', d.physicalWidthInches, 'Physical width', 120),
    positive('physicalHeightInches', d.physicalHeightInches, 'Physical height', 120),
    positive('minInputPpi', d.minInputPpi, 'Minimum input ppi', 1200),
    pixels('minInputImageWidth', d.minInputImageWidth, 'Minimum image width'),
    pixels('minInputImageHeight', d.minInputImageHeight, 'Minimum image height'),
    pixels('outputImageWidth', d.outputImageWidth, 'Output width'),
    pixels('outputImageHeight', d.outputImageHeight, 'Output height'),
    (d.outputImageWidth === null) !== (d.outputImageHeight === null)
      ? { field: 'outputImageHeight', message: 'Give both output width and height, or neither' }
      : null,
    d.matInches === null
      ? null
      : Number.isFinite(d.matInches) && d.matInches >= 0 && d.matInches * 2 < width
        ? null
        : { field: 'matInches', message: 'Mat must be 0 or more and leave some of the photo showing' },
    url('precustomizedImageUrl', d.precustomizedImageUrl),
    url('svgTemplateUrl', d.svgTemplateUrl),
    d.svgClipPath === null ? null : textProblem('svgClipPath', d.svgClipPath, 'SVG clip path', 2000),
    ...detailProblems(d),
  ).concat(variantProblems(d.variants));
}

/** The product page's details (issue 32): each optional, each with a reason a shopper-facing text would be wrong. */
function detailProblems(d: ProductDraft): Array<FieldProblem | null> {
  const days = (field: string, value: number | null, label: string) => (value === null ? null : integerProblem(field, value, label, 1, MAX_SHIP_DAYS));
  return [
    positive('depthInches', d.depthInches, 'Depth', 12),
    d.materials === null ? null : textProblem('materials', d.materials, 'Materials', MAX_DETAIL_TEXT),
    d.hangingMethod === null ? null : textProblem('hangingMethod', d.hangingMethod, 'How it hangs', MAX_DETAIL_TEXT),
    days('shipDaysMin', d.shipDaysMin, 'Ships in (fewest business days)'),
    days('shipDaysMax', d.shipDaysMax, 'Ships in (most business days)'),
    (d.shipDaysMin === null) !== (d.shipDaysMax === null)
      ? { field: 'shipDaysMax', message: 'Give both the fewest and the most business days to ship, or neither' }
      : null,
    d.shipDaysMin !== null && d.shipDaysMax !== null && d.shipDaysMin > d.shipDaysMax
      ? { field: 'shipDaysMax', message: 'The most business days to ship cannot be fewer than the fewest' }
      : null,
    d.pickupHours === null ? null : integerProblem('pickupHours', d.pickupHours, 'Ready for pick-up in (hours)', 1, MAX_PICKUP_HOURS),
  ];
}

/** A new product's empty draft: one Black variant at $14.00, the storefront's 8 x 8 defaults. */
export const emptyProductDraft = (): ProductDraft => ({
  id: '',
  name: '',
  urlSlug: '',
  priceCents: 1400,
  sku: null,
  listed: true,
  sortOrder: 0,
  imageUrls: [],
  variants: [{ id: '', name: 'Black', priceCents: 1400, sku: '', precustomizedImageUrl: null, imageUrl: null }],
  mats: null,
  filters: null,
  defaultOrientation: null,
  orientationEligible: null,
  shortNameSingular: null,
  shortNamePlural: null,
  widthInches: null,
  heightInches: null,
  physicalWidthInches: null,
  physicalHeightInches: null,
  minInputPpi: null,
  minInputImageWidth: null,
  minInputImageHeight: null,
  outputImageWidth: null,
  outputImageHeight: null,
  matInches: null,
  precustomizedImageUrl: null,
  svgTemplateUrl: null,
  svgClipPath: null,
  ignoreSvg: null,
  depthInches: null,
  materials: null,
  hangingMethod: null,
  shipDaysMin: null,
  shipDaysMax: null,
  pickupHours: null,
});

/** A slug from a name: lowercase, runs of anything else turned into one hyphen. */
export const slugFromName = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
