import * as t from 'io-ts';

/**
 * SPEC §3's product fields that read the same on the wire and in local storage (sizes in inches,
 * densities in pixels per inch, texts and flags). The main API's product codec and the catalogue
 * cache both build on these, so a field added to the spec is added once.
 */
export const OrientationCodec = t.keyof({ Landscape: null, Portrait: null });

/** A group a product belongs to (a shop-all collection or an artist), with the product's place in it. */
export const ProductGroupCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ tags: t.array(t.string), defaultProduct: t.string, productSortOrder: t.number }),
]);

/** The optional product fields besides prices. */
export const productDetailProps = {
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
  depthInches: t.number,
  materials: t.string,
  hangingMethod: t.string,
  shipDaysMin: t.number,
  shipDaysMax: t.number,
  pickupHours: t.number,
};
