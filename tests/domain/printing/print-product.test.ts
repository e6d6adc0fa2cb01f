import { describe, expect, it } from 'vitest';
import { cents } from '../../../src/domain/money';
import type { Product } from '../../../src/domain/catalog';
import { DEFAULT_TILE_PRODUCT, DEFAULT_TILE_PRODUCT_ID, effectiveOrientation, frameAspect, toPrintProduct } from '../../../src/domain/printing/print-product';
import type { Inches } from '../../../src/domain/units';
import { tileProduct } from '../fixtures';

const poster: Product = {
  id: 'poster',
  name: 'Poster 8x10',
  price: cents(2000),
  variants: [],
  widthInches: 8 as Inches,
  heightInches: 10 as Inches,
  defaultOrientation: 'Landscape',
  orientationEligible: true,
  matInches: 1 as Inches,
};

describe('print product', () => {
  it('takes the product defaults for missing sizes (8 x 8 in, 62.5 ppi) and leaves absent options out', () => {
    const print = toPrintProduct(tileProduct);
    expect(print).toEqual({ id: 'tilepix', name: 'TilePix 8x8', variants: tileProduct.variants, widthInches: 8, heightInches: 8, minInputPpi: 62.5 });
    expect('defaultOrientation' in print).toBe(false);
  });

  it('keeps the orientation, eligibility and mat a product has', () => {
    expect(toPrintProduct(poster)).toMatchObject({
      defaultOrientation: 'Landscape',
      orientationEligible: true,
      matInches: 1,
      widthInches: 8,
      heightInches: 10,
    });
  });

  it('the default tile: the main product, Black, White and Gray frames, 8 x 8 in, not turnable', () => {
    expect(DEFAULT_TILE_PRODUCT.id).toBe(DEFAULT_TILE_PRODUCT_ID);
    expect(DEFAULT_TILE_PRODUCT.variants.map((v) => v.name)).toEqual(['Black', 'White', 'Gray']);
    expect(DEFAULT_TILE_PRODUCT).toMatchObject({ widthInches: 8, heightInches: 8, minInputPpi: 62.5, orientationEligible: false });
  });

  it('only orientation-eligible products turn, and their frame aspect follows the orientation', () => {
    const print = toPrintProduct(poster);
    expect(effectiveOrientation(print, 'Portrait')).toBe('Portrait');
    expect(effectiveOrientation(DEFAULT_TILE_PRODUCT, 'Landscape')).toBeUndefined();
    expect(frameAspect(print, 'Portrait')).toBeCloseTo(0.8);
    expect(frameAspect(print, 'Landscape')).toBeCloseTo(1.25);
    expect(frameAspect(DEFAULT_TILE_PRODUCT, 'Landscape')).toBe(1);
    expect(frameAspect({ ...print, orientationEligible: false }, 'Landscape')).toBeCloseTo(0.8);
  });
});
