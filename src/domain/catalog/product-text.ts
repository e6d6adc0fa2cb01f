import type { FieldProblem } from './field-problems';
import { emptyProductDraft, parsePrice, type ProductDraft, type VariantDraft } from './product-rules';

/**
 * Products as text: the admin form's inputs and the CSV import's cells are both strings, read by the
 * same functions into a `ProductDraft` (then checked by `productProblems`). Lists are separated by
 * `|` (a comma is the CSV's own separator); an empty cell leaves an optional field unset.
 */
type Kind = 'text' | 'optionalText' | 'price' | 'number' | 'integer' | 'boolean' | 'list' | 'orientation';

export const PRODUCT_TEXT_FIELDS = [
  { key: 'id', label: 'Id', kind: 'text' },
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'urlSlug', label: 'URL slug', kind: 'text' },
  { key: 'price', label: 'Price', kind: 'price' },
  { key: 'sku', label: 'Product SKU', kind: 'optionalText' },
  { key: 'listed', label: 'Listed in shop-all', kind: 'boolean' },
  { key: 'sortOrder', label: 'Sort order', kind: 'integer' },
  { key: 'imageUrls', label: 'Image URLs', kind: 'list' },
  { key: 'mats', label: 'Mats', kind: 'list' },
  { key: 'filters', label: 'Filters', kind: 'list' },
  { key: 'defaultOrientation', label: 'Default orientation', kind: 'orientation' },
  { key: 'orientationEligible', label: 'Orientation eligible', kind: 'boolean' },
  { key: 'shortNameSingular', label: 'Short name', kind: 'optionalText' },
  { key: 'shortNamePlural', label: 'Short name (plural)', kind: 'optionalText' },
  { key: 'widthInches', label: 'Width (inches)', kind: 'number' },
  { key: 'heightInches', label: 'Height (inches)', kind: 'number' },
  { key: 'physicalWidthInches', label: 'Physical width (inches)', kind: 'number' },
  { key: 'physicalHeightInches', label: 'Physical height (inches)', kind: 'number' },
  { key: 'minInputPpi', label: 'Minimum input ppi', kind: 'number' },
  { key: 'minInputImageWidth', label: 'Minimum image width (px)', kind: 'integer' },
  { key: 'minInputImageHeight', label: 'Minimum image height (px)', kind: 'integer' },
  { key: 'outputImageWidth', label: 'Output width (px)', kind: 'integer' },
  { key: 'outputImageHeight', label: 'Output height (px)', kind: 'integer' },
  { key: 'matInches', label: 'Mat (inches)', kind: 'number' },
  { key: 'precustomizedImageUrl', label: 'Precustomized image URL', kind: 'optionalText' },
  { key: 'svgTemplateUrl', label: 'SVG template URL', kind: 'optionalText' },
  { key: 'svgClipPath', label: 'SVG clip path', kind: 'optionalText' },
  { key: 'ignoreSvg', label: 'Ignore SVG', kind: 'boolean' },
  // The product page's details (issue 32).
  { key: 'depthInches', label: 'Depth on the wall (inches)', kind: 'number' },
  { key: 'materials', label: 'Materials', kind: 'optionalText' },
  { key: 'hangingMethod', label: 'How it hangs', kind: 'optionalText' },
  { key: 'shipDaysMin', label: 'Ships in (fewest business days)', kind: 'integer' },
  { key: 'shipDaysMax', label: 'Ships in (most business days)', kind: 'integer' },
  { key: 'pickupHours', label: 'Ready for pick-up in (hours)', kind: 'integer' },
] as const satisfies ReadonlyArray<{ key: string; label: string; kind: Kind }>;

export const VARIANT_TEXT_FIELDS = [
  { key: 'variantId', label: 'Variant id', kind: 'text' },
  { key: 'variantName', label: 'Variant name', kind: 'text' },
  { key: 'variantPrice', label: 'Variant price', kind: 'price' },
  { key: 'variantSku', label: 'Variant SKU', kind: 'text' },
  { key: 'variantPrecustomizedImageUrl', label: 'Variant precustomized image URL', kind: 'optionalText' },
  { key: 'variantImageUrl', label: 'Variant picture URL', kind: 'optionalText' },
] as const satisfies ReadonlyArray<{ key: string; label: string; kind: Kind }>;

export type ProductTextKey = (typeof PRODUCT_TEXT_FIELDS)[number]['key'];
export type VariantTextKey = (typeof VARIANT_TEXT_FIELDS)[number]['key'];
export type ProductText = Readonly<Record<ProductTextKey, string>>;
export type VariantText = Readonly<Record<VariantTextKey, string>>;

const REQUIRED: ReadonlySet<string> = new Set(['id', 'name', 'urlSlug', 'price', 'variantId', 'variantName', 'variantPrice', 'variantSku']);

/** One cell read by its kind: the value, or the reason it cannot be read. */
function readCell(kind: Kind, raw: string, label: string, key: string): { value: unknown } | { problem: string } {
  const text = raw.trim();
  if (text === '') {
    if (REQUIRED.has(key)) return { problem: `${label} is required` };
    return { value: kind === 'list' ? null : kind === 'text' ? '' : null };
  }
  switch (kind) {
    case 'text':
    case 'optionalText':
      return { value: text };
    case 'price': {
      const cents = parsePrice(text);
      return cents === null ? { problem: `${label} must be an amount like 14.00 (got '${text.slice(0, 20)}')` } : { value: cents };
    }
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : { problem: `${label} must be a number (got '${text.slice(0, 20)}')` };
    case 'integer':
      return /^-?\d{1,9}$/.test(text) ? { value: Number(text) } : { problem: `${label} must be a whole number (got '${text.slice(0, 20)}')` };
    case 'boolean': {
      const v = text.toLowerCase();
      if (['true', 'yes', '1'].includes(v)) return { value: true };
      if (['false', 'no', '0'].includes(v)) return { value: false };
      return { problem: `${label} must be true or false (got '${text.slice(0, 20)}')` };
    }
    case 'list':
      return {
        value: text
          .split('|')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      };
    case 'orientation':
      return text === 'Landscape' || text === 'Portrait' ? { value: text } : { problem: `${label} must be Landscape or Portrait` };
  }
}

function readAll<F extends ReadonlyArray<{ key: string; label: string; kind: Kind }>>(fields: F, text: Readonly<Record<string, string>>) {
  const values: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const f of fields) {
    const read = readCell(f.kind, text[f.key] ?? '', f.label, f.key);
    if ('problem' in read) problems.push({ field: f.key, message: read.problem });
    else values[f.key] = read.value;
  }
  return { values, problems };
}

/**
 * A product's text (form inputs or a CSV row's product cells) and its variants' texts → a draft, or
 * the cells that cannot be read. `listed` defaults to true and `sortOrder` to 0 when left empty.
 */
export function productFromText(
  product: Partial<ProductText>,
  variants: ReadonlyArray<Partial<VariantText>>,
): { draft: ProductDraft | null; problems: FieldProblem[] } {
  const p = readAll(PRODUCT_TEXT_FIELDS, product);
  const vs = variants.map((v, i) => {
    const read = readAll(VARIANT_TEXT_FIELDS, v);
    return { ...read, problems: read.problems.map((pr) => ({ ...pr, field: variants.length > 1 ? `${pr.field}.${i}` : pr.field })) };
  });
  const problems = [...p.problems, ...vs.flatMap((v) => v.problems)];
  if (problems.length > 0) return { draft: null, problems };
  const { price, ...fields } = p.values as Record<string, unknown> & { price: number };
  const draft: ProductDraft = {
    ...emptyProductDraft(),
    ...(fields as Partial<ProductDraft>),
    priceCents: price,
    sku: (fields.sku as string | null) ?? null,
    listed: (fields.listed as boolean | null) ?? true,
    sortOrder: (fields.sortOrder as number | null) ?? 0,
    imageUrls: (fields.imageUrls as string[] | null) ?? [],
    variants: vs.map(({ values: v }): VariantDraft => ({
      id: v.variantId as string,
      name: v.variantName as string,
      priceCents: v.variantPrice as number,
      sku: v.variantSku as string,
      precustomizedImageUrl: (v.variantPrecustomizedImageUrl as string | null) ?? null,
      imageUrl: (v.variantImageUrl as string | null) ?? null,
    })),
  };
  return { draft, problems: [] };
}

const cellOf = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join('|') : typeof value === 'number' ? String(value) : String(value);

/** A draft back to text (the form's starting values; the CSV's cells). Prices as 14.00. */
export function productToText(d: ProductDraft): { product: ProductText; variants: VariantText[] } {
  const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const product = Object.fromEntries(
    PRODUCT_TEXT_FIELDS.map((f) => [f.key, f.key === 'price' ? money(d.priceCents) : cellOf(d[f.key as keyof ProductDraft])]),
  ) as ProductText;
  const variants = d.variants.map((v) => ({
    variantId: v.id,
    variantName: v.name,
    variantPrice: money(v.priceCents),
    variantSku: v.sku,
    variantPrecustomizedImageUrl: v.precustomizedImageUrl ?? '',
    variantImageUrl: v.imageUrl ?? '',
  }));
  return { product, variants };
}

const labelOf = (fields: ReadonlyArray<{ key: string; label: string }>, key: string): string | undefined => fields.find((f) => f.key === key)?.label;
const capitalised = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** A variant's problem key, the rules' ('variants.1.sku') or the text's ('variantSku', or 'variantSku.1' among several): which variant, which text key. */
function variantOf(field: string): { at: number; key: string } | null {
  const rule = /^variants\.(\d+)\.(\w+)$/.exec(field);
  const text = /^(variant[A-Z]\w*)(?:\.(\d+))?$/.exec(field);
  return rule ? { at: Number(rule[1]), key: `variant${capitalised(rule[2]!)}` } : text ? { at: Number(text[2] ?? 0), key: text[1]! } : null;
}

/** Where a problem sits in the product form: a product field, one variant's field, or the variants as a whole. */
export type ProductProblemPlace =
  | { readonly variant: null; readonly key: ProductTextKey }
  | { readonly variant: number; readonly key: VariantTextKey }
  | { readonly variant: null; readonly key: 'variants' };

const isProductKey = (key: string): key is ProductTextKey => PRODUCT_TEXT_FIELDS.some((f) => f.key === key);
const isVariantKey = (key: string): key is VariantTextKey => VARIANT_TEXT_FIELDS.some((f) => f.key === key);

/**
 * The form's field a problem is about, whichever keys named it: the rules' ('variants.1.sku') or the
 * text's. Null for a key the form has no field for.
 */
export function productProblemPlace(problem: FieldProblem): ProductProblemPlace | null {
  const variant = variantOf(problem.field);
  if (variant) return isVariantKey(variant.key) ? { variant: variant.at, key: variant.key } : null;
  if (problem.field === 'variants') return { variant: null, key: 'variants' };
  return isProductKey(problem.field) ? { variant: null, key: problem.field } : null;
}

/**
 * A problem as the product form lists it: in the form's own words (its field's label, which variant),
 * never the code's key ('urlSlug', 'variants.1.sku'). The label is not repeated when the message starts with it.
 */
export function productProblemText(problem: FieldProblem): string {
  const said = (label: string) => (problem.message.startsWith(label) ? problem.message : `${label}: ${problem.message}`);
  const variant = variantOf(problem.field);
  if (variant) {
    // 'picture URL' of 'Variant picture URL': the variant is named once, first.
    const label = (labelOf(VARIANT_TEXT_FIELDS, variant.key) ?? '').replace(/^Variant /, '');
    const named = label === '' || problem.message.startsWith('Variant ') || problem.message.toLowerCase().startsWith(label.toLowerCase());
    return `Variant ${variant.at + 1}${named ? '' : `, ${label}`}: ${problem.message}`;
  }
  if (problem.field === 'variants') return said('Variants');
  return said(labelOf(PRODUCT_TEXT_FIELDS, problem.field) ?? capitalised(problem.field));
}
