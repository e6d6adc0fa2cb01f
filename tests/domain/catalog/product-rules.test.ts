import { describe, expect, it } from 'vitest';
import {
  emptyProductDraft,
  parsePrice,
  productFromText,
  productProblems,
  productProblemPlace,
  productProblemText,
  productToText,
  slugFromName,
  type ProductDraft,
} from '../../../src/domain/catalog';

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyProductDraft(),
  id: 'coast10',
  name: 'Coast 10',
  urlSlug: 'coast-10',
  variants: [{ id: 'coast10-black', name: 'Black', priceCents: 1900, sku: 'C10-BLK', precustomizedImageUrl: null, imageUrl: null }],
  ...over,
});

describe('product rules', () => {
  it('passes a complete draft', () => {
    expect(
      productProblems(draft({ minInputPpi: 62.5, outputImageWidth: 2400, outputImageHeight: 2400, matInches: 1, mats: ['#FFFFFF00'], filters: ['grayScale'] })),
    ).toEqual([]);
  });

  it('names every broken rule with its field', () => {
    const found = productProblems(
      draft({
        id: 'bad id',
        urlSlug: 'Bad Slug',
        priceCents: -1,
        minInputPpi: 0,
        outputImageWidth: 2400,
        matInches: 4,
        mats: ['black'],
        filters: ['sepia'],
        svgTemplateUrl: 'http://insecure.test/t.svg',
        variants: [
          { id: 'a', name: 'Black', priceCents: 100, sku: 'S1', precustomizedImageUrl: null, imageUrl: null },
          { id: 'a', name: 'black', priceCents: 100, sku: 's1', precustomizedImageUrl: null, imageUrl: null },
        ],
      }),
    );
    expect(found).toEqual([
      { field: 'id', message: 'Id must be letters, digits, _ or - (at most 64)' },
      { field: 'urlSlug', message: 'URL slug must be lowercase letters, digits or - (at most 80)' },
      { field: 'price', message: 'Price must be an amount from 0.00 to 10000.00' },
      { field: 'mats', message: 'Mats must be colours like #FFFFFF00 (#RRGGBBAA)' },
      { field: 'filters', message: 'Filters must be color or grayScale' },
      { field: 'minInputPpi', message: 'Minimum input ppi must be more than 0 and at most 1200' },
      { field: 'outputImageHeight', message: 'Give both output width and height, or neither' },
      { field: 'matInches', message: 'Mat must be 0 or more and leave some of the photo showing' },
      { field: 'svgTemplateUrl', message: 'Must be a site path starting with / or an https:// address' },
      { field: 'variants.1.id', message: 'Variant id a is used twice' },
      { field: 'variants.1.name', message: 'Variant name black is used twice' },
      { field: 'variants.1.sku', message: 'SKU s1 is used twice' },
    ]);
  });

  it('reads prices exactly, refusing what is not an amount', () => {
    expect(['14', '14.5', '14.05', '$0.99', ' 1400.00 '].map(parsePrice)).toEqual([1400, 1450, 1405, 99, 140000]);
    expect(['abc', '-1', '1e3', '14.005', '', '1,00'].map(parsePrice)).toEqual([null, null, null, null, null, null]);
  });

  it('reads a product from text and back (the form and the CSV share this)', () => {
    const d = draft({ imageUrls: ['/a.png', '/b.png'], orientationEligible: true, minInputPpi: 62.5, listed: false });
    const text = productToText(d);
    expect(text.product).toMatchObject({
      price: '14.00',
      imageUrls: '/a.png|/b.png',
      orientationEligible: 'true',
      minInputPpi: '62.5',
      listed: 'false',
      sku: '',
    });
    expect(productFromText(text.product, text.variants)).toEqual({ draft: d, problems: [] });
  });

  it('reads an orientation only as Landscape or Portrait', () => {
    const { product, variants } = productToText(draft());
    expect(productFromText({ ...product, defaultOrientation: 'Sideways' }, variants).problems).toEqual([
      { field: 'defaultOrientation', message: 'Default orientation must be Landscape or Portrait' },
    ]);
    expect(productFromText({ ...product, defaultOrientation: 'Landscape' }, variants).draft?.defaultOrientation).toBe('Landscape');
  });

  it('names the cells it cannot read', () => {
    const { product, variants } = productToText(draft());
    const read = productFromText({ ...product, price: 'abc', minInputPpi: 'high', listed: 'maybe', name: ' ' }, [{ ...variants[0]!, variantSku: '' }]);
    expect(read.draft).toBeNull();
    expect(read.problems).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'price', message: "Price must be an amount like 14.00 (got 'abc')" },
      { field: 'listed', message: "Listed in shop-all must be true or false (got 'maybe')" },
      { field: 'minInputPpi', message: "Minimum input ppi must be a number (got 'high')" },
      { field: 'variantSku', message: 'Variant SKU is required' },
    ]);
  });

  it("words a problem as the form does: its field's label and its variant, never the code's key", () => {
    const { product, variants } = productToText(draft());
    const two = [variants[0]!, { ...variants[0]!, variantId: '', variantSku: 'C10-WHT' }];
    const read = productFromText({ ...product, id: '', urlSlug: '' }, two);
    expect(read.problems.map(productProblemText)).toEqual(['Id is required', 'URL slug is required', 'Variant 2: Variant id is required']);
    const broken = draft({
      name: 'x'.repeat(201),
      variants: [
        { id: 'a', name: 'Black', priceCents: 1900, sku: 'bad sku', precustomizedImageUrl: null, imageUrl: 'ftp://x' },
        { id: 'a', name: 'White', priceCents: 1900, sku: 'C10-WHT', precustomizedImageUrl: null, imageUrl: null },
      ],
    });
    expect(productProblems(broken).map(productProblemText)).toEqual([
      'Name: Must be no more than 200 characters',
      'Variant 1: SKU must be letters, digits or . _ - (at most 64)',
      'Variant 1, picture URL: Must be a site path starting with / or an https:// address',
      'Variant 2: Variant id a is used twice',
    ]);
    expect(productProblemText({ field: 'variants', message: 'A product needs at least one variant' })).toBe('Variants: A product needs at least one variant');
  });

  it("places a problem on the form's field, whichever keys named it", () => {
    const { product, variants } = productToText(draft());
    // One variant: the text's keys carry no index ('variantId'); among several they do ('variantSku.1').
    const one = productFromText({ ...product, id: '' }, [{ ...variants[0]!, variantId: '', variantSku: '' }]);
    expect(one.problems.map(productProblemPlace)).toEqual([
      { variant: null, key: 'id' },
      { variant: 0, key: 'variantId' },
      { variant: 0, key: 'variantSku' },
    ]);
    const two = productFromText(product, [variants[0]!, { ...variants[0]!, variantSku: '' }]);
    expect(two.problems.map(productProblemPlace)).toEqual([{ variant: 1, key: 'variantSku' }]);
    // The rules' keys ('variants.1.sku', 'variants.0.imageUrl') name the same fields.
    const broken = draft({
      variants: [
        { id: 'a', name: 'Black', priceCents: 1900, sku: 'bad sku', precustomizedImageUrl: null, imageUrl: 'ftp://x' },
        { id: 'a', name: 'White', priceCents: 1900, sku: 'C10-WHT', precustomizedImageUrl: null, imageUrl: null },
      ],
    });
    expect(productProblems(broken).map(productProblemPlace)).toEqual([
      { variant: 0, key: 'variantSku' },
      { variant: 0, key: 'variantImageUrl' },
      { variant: 1, key: 'variantId' },
    ]);
    expect(productProblemPlace({ field: 'matInches', message: 'Mat must be 0 or more and leave some of the photo showing' })).toEqual({
      variant: null,
      key: 'matInches',
    });
    expect(productProblemPlace({ field: 'variants', message: 'A product needs at least one variant' })).toEqual({ variant: null, key: 'variants' });
    expect(productProblemPlace({ field: 'variants.0.colour', message: 'x' })).toBeNull();
    expect(productProblemPlace({ field: 'priceCents', message: 'x' })).toBeNull();
  });

  it('makes slugs from names', () => {
    expect(slugFromName('  Coast & Sea 10×10 ')).toBe('coast-sea-10-10');
  });
});
