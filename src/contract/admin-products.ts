import * as t from 'io-ts';
import { pattern } from './checked-codecs';
import type { ProductDraft } from '../domain/catalog/product-rules';
import { OrientationCodec } from '../domain/catalog/product-fields';
import { WholeNumberCodec, VersionCodec } from './admin-groups';
import { centsToDecimal, decimalToCents, DecimalMoneyCodec } from './money';
import { nullable } from './nullable';

/**
 * The admin's products (issue #17): a product's draft on the wire (prices as decimal strings, unset
 * optional fields null), the list's filters and rows. The server checks every draft with the
 * domain's `productProblems`, as the admin form and the CSV import do.
 */

const short = (max: number) =>
  new t.Type<string, string, unknown>(
    `Text(${max})`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c, `expected at most ${max} characters`)),
    t.identity,
  );

export const VariantDraftCodec = t.type({
  id: short(100),
  name: short(200),
  price: DecimalMoneyCodec,
  sku: short(100),
  precustomizedImageUrl: nullable(short(2000)),
});

/** Added with issue 32: optional on the wire (a draft from before them reads as not set). */
const VariantDetailsCodec = t.partial({ imageUrl: nullable(short(2000)) });
const ProductDetailsCodec = t.partial({
  depthInches: nullable(t.number),
  materials: nullable(short(600)),
  hangingMethod: nullable(short(600)),
  shipDaysMin: nullable(t.number),
  shipDaysMax: nullable(t.number),
  pickupHours: nullable(t.number),
});

const ProductDraftCoreCodec = t.type({
  id: short(64),
  name: short(400),
  urlSlug: short(80),
  price: DecimalMoneyCodec,
  sku: nullable(short(100)),
  listed: t.boolean,
  sortOrder: WholeNumberCodec,
  imageUrls: t.array(short(2000)),
  variants: t.array(t.intersection([VariantDraftCodec, VariantDetailsCodec])),
  mats: nullable(t.array(short(20))),
  filters: nullable(t.array(short(20))),
  defaultOrientation: nullable(OrientationCodec),
  orientationEligible: nullable(t.boolean),
  shortNameSingular: nullable(short(200)),
  shortNamePlural: nullable(short(200)),
  widthInches: nullable(t.number),
  heightInches: nullable(t.number),
  physicalWidthInches: nullable(t.number),
  physicalHeightInches: nullable(t.number),
  minInputPpi: nullable(t.number),
  minInputImageWidth: nullable(t.number),
  minInputImageHeight: nullable(t.number),
  outputImageWidth: nullable(t.number),
  outputImageHeight: nullable(t.number),
  matInches: nullable(t.number),
  precustomizedImageUrl: nullable(short(2000)),
  svgTemplateUrl: nullable(short(2000)),
  svgClipPath: nullable(short(4000)),
  ignoreSvg: nullable(t.boolean),
});
export const ProductDraftCodec = t.intersection([ProductDraftCoreCodec, ProductDetailsCodec]);
export type ProductDraftWire = t.TypeOf<typeof ProductDraftCodec>;

/** Wire → domain: decimal prices to cents (exact). Only the draft's own fields are kept (a body's extra keys go no further). */
export const draftFromWire = (w: ProductDraftWire): ProductDraft => ({
  id: w.id,
  name: w.name,
  urlSlug: w.urlSlug,
  priceCents: decimalToCents(w.price),
  sku: w.sku,
  listed: w.listed,
  sortOrder: w.sortOrder,
  imageUrls: w.imageUrls,
  mats: w.mats,
  filters: w.filters,
  defaultOrientation: w.defaultOrientation,
  orientationEligible: w.orientationEligible,
  shortNameSingular: w.shortNameSingular,
  shortNamePlural: w.shortNamePlural,
  widthInches: w.widthInches,
  heightInches: w.heightInches,
  physicalWidthInches: w.physicalWidthInches,
  physicalHeightInches: w.physicalHeightInches,
  minInputPpi: w.minInputPpi,
  minInputImageWidth: w.minInputImageWidth,
  minInputImageHeight: w.minInputImageHeight,
  outputImageWidth: w.outputImageWidth,
  outputImageHeight: w.outputImageHeight,
  matInches: w.matInches,
  precustomizedImageUrl: w.precustomizedImageUrl,
  svgTemplateUrl: w.svgTemplateUrl,
  svgClipPath: w.svgClipPath,
  ignoreSvg: w.ignoreSvg,
  depthInches: w.depthInches ?? null,
  materials: w.materials ?? null,
  hangingMethod: w.hangingMethod ?? null,
  shipDaysMin: w.shipDaysMin ?? null,
  shipDaysMax: w.shipDaysMax ?? null,
  pickupHours: w.pickupHours ?? null,
  variants: w.variants.map((v) => ({
    id: v.id,
    name: v.name,
    priceCents: decimalToCents(v.price),
    sku: v.sku,
    precustomizedImageUrl: v.precustomizedImageUrl,
    imageUrl: v.imageUrl ?? null,
  })),
});

/** Domain → wire: cents to decimal prices. */
export const draftToWire = ({ priceCents, variants, ...d }: ProductDraft): ProductDraftWire => ({
  ...d,
  imageUrls: [...d.imageUrls],
  mats: d.mats ? [...d.mats] : null,
  filters: d.filters ? [...d.filters] : null,
  price: centsToDecimal(priceCents),
  variants: variants.map(({ priceCents: cents, ...v }) => ({ ...v, price: centsToDecimal(cents) })),
});

export const ProductStatusFilterCodec = t.keyof({ active: null, retired: null, all: null });

const SearchCodec = pattern('ProductSearch', /^[^\u0000-\u001f]{1,100}$/, 'expected at most 100 characters');
const PageCodec = new t.Type<number, string, unknown>(
  'Page',
  (u): u is number => typeof u === 'number',
  (u, c) =>
    typeof u === 'string' && /^[1-9]\d{0,4}$/.test(u) && Number(u) <= 10_000 ? t.success(Number(u)) : t.failure(u, c, 'expected a page number from 1 to 10000'),
  String,
);

/** The products list's filters (kept in the admin page's address): search (name, id, slug or SKU), status, page. */
export const ProductListQueryCodec = t.partial({ q: SearchCodec, status: ProductStatusFilterCodec, page: PageCodec });

export const AdminProductSummaryCodec = t.type({
  id: t.string,
  name: t.string,
  urlSlug: t.string,
  price: DecimalMoneyCodec,
  variants: t.number,
  skus: t.array(t.string),
  listed: t.boolean,
  retired: t.boolean,
  imageUrl: nullable(t.string),
  version: t.number,
});
export const AdminProductListCodec = t.type({
  tenant: t.string,
  products: t.array(AdminProductSummaryCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
});

export const AdminProductCodec = t.type({
  tenant: t.string,
  product: ProductDraftCodec,
  version: t.number,
  retired: t.boolean,
  /** Order lines that name this product (its variants on them cannot be deleted). */
  orderLines: t.number,
});
export type AdminProductWire = t.TypeOf<typeof AdminProductCodec>;

export const ProductCreateCodec = t.type({ product: ProductDraftCodec });
export const ProductSaveCodec = t.type({ version: VersionCodec, product: ProductDraftCodec });
export const ProductRetireCodec = t.type({ version: VersionCodec, retired: t.boolean });
