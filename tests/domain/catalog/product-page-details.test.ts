import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalog';
import { emptyProductDraft, IMPORT_COLUMNS, planImport, productFromText, productProblems, productToText, type ProductDraft } from '../../../src/domain/catalog';
import { productDetails, productDetailView, searchWithVariant, shownProductImage, variantNameFromSearch } from '../../../src/domain/catalog/catalog-views';
import { cents } from '../../../src/domain/money';
import type { Inches } from '../../../src/domain/units';
import { tileProduct } from '../fixtures';

/** Issue 32 item 4: the variant's picture and the details shoppers look for, from product data. */
const framed: Product = {
  ...tileProduct,
  imageUrls: ['/files/black.png', '/files/white.png', '/files/lifestyle.png'],
  variants: [
    { id: 'b', name: 'Black', price: cents(1400), sku: 'B', imageUrl: '/files/black.png' },
    { id: 'w', name: 'White', price: cents(1400), sku: 'W', imageUrl: '/files/white.png' },
    { id: 'g', name: 'Gray', price: cents(1400), sku: 'G', imageUrl: '/files/gray.png' },
  ],
  depthInches: 0.75 as Inches,
  materials: 'Photo print on rigid board',
  hangingMethod: 'A reusable adhesive pad',
  shipDaysMin: 3,
  shipDaysMax: 5,
  pickupHours: 1,
};

describe('the product page (issue 32 item 4)', () => {
  it("shows the chosen variant's picture, the thumbnails staying in their places", () => {
    expect(productDetailView(framed).shownImageIndex).toBe(0);
    const white = productDetailView(framed, 'white');
    expect(white.images).toEqual(['/files/black.png', '/files/white.png', '/files/lifestyle.png']);
    expect(white.images[white.shownImageIndex]).toBe('/files/white.png');
    // A variant picture that is not among the product's joins them.
    const gray = productDetailView(framed, 'Gray');
    expect(gray.images).toEqual(['/files/black.png', '/files/white.png', '/files/lifestyle.png', '/files/gray.png']);
    expect(gray.images[gray.shownImageIndex]).toBe('/files/gray.png');
    // Without a picture of its own the product's first stays.
    const plain = productDetailView({ ...framed, variants: framed.variants.map(({ imageUrl: _i, ...v }) => v) }, 'White');
    expect(plain.shownImageIndex).toBe(0);
  });

  it('the picture shown: the chosen colour’s, a picked thumbnail’s, the last one past the end, none without pictures', () => {
    const white = productDetailView(framed, 'White');
    expect(shownProductImage(white)).toBe('/files/white.png');
    expect(shownProductImage(white, 2)).toBe('/files/lifestyle.png');
    expect(shownProductImage(white, 9)).toBe('/files/lifestyle.png');
    expect(shownProductImage({ images: [], shownImageIndex: 0 })).toBeUndefined();
  });

  it('lists size on the wall, materials, how it hangs, shipping and pick-up from the product', () => {
    expect(productDetails(framed)).toEqual([
      { label: 'Size on the wall', text: '8 x 8 inches, 0.75 inches deep' },
      { label: 'Materials', text: 'Photo print on rigid board' },
      { label: 'How it hangs', text: 'A reusable adhesive pad' },
      { label: 'Shipping', text: 'Ships in 3–5 business days' },
      { label: 'Pick-up', text: 'Ready for pick-up in a store near you in about 1 hour' },
    ]);
    expect(productDetails({ ...framed, depthInches: 1 as Inches, shipDaysMin: 1, shipDaysMax: 1, pickupHours: 4 })).toEqual(
      expect.arrayContaining([
        { label: 'Size on the wall', text: '8 x 8 inches, 1 inch deep' },
        { label: 'Shipping', text: 'Ships in 1 business day' },
        { label: 'Pick-up', text: 'Ready for pick-up in a store near you in about 4 hours' },
      ]),
    );
    // A product without them says only its size.
    expect(productDetails(tileProduct)).toEqual([{ label: 'Size on the wall', text: '8 x 8 inches' }]);
  });

  it('keeps the chosen colour in the address, the rest of the query kept', () => {
    expect(variantNameFromSearch('?tenant=wg&variant=White')).toBe('White');
    expect(variantNameFromSearch('variant=%20')).toBeUndefined();
    expect(variantNameFromSearch('')).toBeUndefined();
    expect(searchWithVariant('?tenant=wg', 'White')).toBe('tenant=wg&variant=White');
    expect(searchWithVariant('variant=Black&p=TAKE20', 'Gray')).toBe('variant=Gray&p=TAKE20');
    // An unknown name shows the first variant (as before).
    expect(productDetailView(framed, 'Purple').selectedVariantName).toBe('Black');
  });
});

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyProductDraft(),
  id: 'coast10',
  name: 'Coast 10',
  urlSlug: 'coast-10',
  variants: [{ id: 'coast10-black', name: 'Black', priceCents: 1900, sku: 'C10-BLK', precustomizedImageUrl: null, imageUrl: '/files/c.png' }],
  ...over,
});

describe("the details' rules (admin form, server, CSV import)", () => {
  it('passes good details and names each bad one clearly', () => {
    expect(productProblems(draft({ depthInches: 0.75, materials: 'Board', hangingMethod: 'Pad', shipDaysMin: 3, shipDaysMax: 5, pickupHours: 1 }))).toEqual([]);
    expect(
      productProblems(draft({ depthInches: 0, materials: '  ', hangingMethod: 'x'.repeat(301), shipDaysMin: 6, shipDaysMax: 2, pickupHours: 100 })),
    ).toEqual([
      { field: 'depthInches', message: 'Depth must be more than 0 and at most 12' },
      { field: 'materials', message: 'Materials is required' },
      { field: 'hangingMethod', message: 'Must be no more than 300 characters' },
      { field: 'shipDaysMax', message: 'The most business days to ship cannot be fewer than the fewest' },
      { field: 'pickupHours', message: 'Ready for pick-up in (hours) must be between 1 and 72' },
    ]);
    expect(productProblems(draft({ shipDaysMin: 3 }))).toEqual([
      { field: 'shipDaysMax', message: 'Give both the fewest and the most business days to ship, or neither' },
    ]);
    expect(productProblems(draft({ shipDaysMin: 0, shipDaysMax: 61 }))).toEqual([
      { field: 'shipDaysMin', message: 'Ships in (fewest business days) must be between 1 and 60' },
      { field: 'shipDaysMax', message: 'Ships in (most business days) must be between 1 and 60' },
    ]);
    expect(productProblems(draft({ variants: [{ ...draft().variants[0]!, imageUrl: 'javascript:alert(1)' }] }))).toEqual([
      { field: 'variants.0.imageUrl', message: 'Must be a site path starting with / or an https:// address' },
    ]);
  });

  it('reads and writes them as text, as the form and the CSV do', () => {
    const d = draft({ depthInches: 0.75, materials: 'Board', hangingMethod: 'Pad', shipDaysMin: 3, shipDaysMax: 5, pickupHours: 2 });
    const text = productToText(d);
    expect(text.product).toMatchObject({ depthInches: '0.75', materials: 'Board', hangingMethod: 'Pad', shipDaysMin: '3', shipDaysMax: '5', pickupHours: '2' });
    expect(text.variants[0]).toMatchObject({ variantImageUrl: '/files/c.png' });
    expect(productFromText(text.product, text.variants).draft).toEqual(d);
    expect(productFromText({ ...text.product, shipDaysMin: 'soon' }, text.variants).problems).toEqual([
      { field: 'shipDaysMin', message: "Ships in (fewest business days) must be a whole number (got 'soon')" },
    ]);
  });

  it('imports them by CSV (columns in any case), reporting a bad cell by row and column', () => {
    for (const column of ['depthInches', 'materials', 'hangingMethod', 'shipDaysMin', 'shipDaysMax', 'pickupHours', 'variantImageUrl'])
      expect(IMPORT_COLUMNS).toContain(column);
    const csv = [
      'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku,variantImageUrl,MATERIALS,shipDaysMin,shipDaysMax',
      'a,A,a,1.00,a-b,Black,1.00,A-B,/files/a-black.png,Board,3,5',
      'b,B,b,1.00,b-b,Black,1.00,B-B,,Board,5,3',
    ].join('\n');
    const plan = planImport(csv);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.products.map((p) => p.id)).toEqual(['a']);
    expect(plan.products[0]!.draft).toMatchObject({ materials: 'Board', shipDaysMin: 3, shipDaysMax: 5, variants: [{ imageUrl: '/files/a-black.png' }] });
    expect(plan.errors).toEqual([{ row: 3, column: 'shipDaysMax', message: 'The most business days to ship cannot be fewer than the fewest' }]);
  });
});
