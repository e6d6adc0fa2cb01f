import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkResolution, cropSize, minimumResolution } from '../../../src/domain/imaging';
import { cappedScale, printWellScale, wellPrintedScaleLimit, zoomCap } from '../../../src/domain/imaging/print-well-zoom';
import type { PrintSpec } from '../../../src/domain/catalog';
import { imageSize, type Inches, type Ppi, type Scale } from '../../../src/domain/units';

const s = (v: number) => v as Scale;
/** The default 8 x 8 inch tile at 62.5 ppi: 500 x 500 px minimum. */
const tile: PrintSpec = { widthInches: 8 as Inches, heightInches: 8 as Inches, minInputPpi: 62.5 as Ppi };

describe('wellPrintedScaleLimit (issue 28: the zoom cap from the original pixels)', () => {
  it('is where the rounded crop reaches the minimum: a 3024 px square at scale 1 prints well up to 6.05x (500 px)', () => {
    const limit = wellPrintedScaleLimit(imageSize(3024, 3024), s(1), imageSize(500, 500));
    expect(limit).toBeCloseTo(3024 / 499.5, 6);
    expect(isRight(checkResolution(cropSize(imageSize(3024, 3024), 1, s(limit)), tile))).toBe(true);
    expect(isRight(checkResolution(cropSize(imageSize(3024, 3024), 1, s(limit * 1.001)), tile))).toBe(false);
  });

  it('the 2048 px copy the old pipeline stored capped the same photo at 4.1x; the original allows 6.05x', () => {
    expect(wellPrintedScaleLimit(imageSize(2048, 2048), s(1), imageSize(500, 500))).toBeLessThan(4.11);
  });

  it("is the crop's scale times its ratio to the minimum, the narrower axis deciding", () => {
    expect(wellPrintedScaleLimit(imageSize(1000, 2000), s(2), imageSize(500.5, 500.5))).toBeCloseTo(4, 6);
    expect(wellPrintedScaleLimit(imageSize(300, 300), s(1), imageSize(500, 500))).toBeLessThan(1);
    expect(wellPrintedScaleLimit(imageSize(300, 300), s(1), imageSize(0, 0))).toBeGreaterThan(1e6);
  });

  it("for crops cut at whole pixels (a split's pieces) keeps a pixel to spare: 1000 / 500.5, not 1000 / 499.5", () => {
    expect(wellPrintedScaleLimit(imageSize(1000, 1000), s(1), imageSize(500, 500), true)).toBeCloseTo(1000 / 500.5, 6);
  });

  it("property (1000 runs): at the limit the crop passes SPEC §5's test, just past it the crop fails", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 12000 }),
        fc.integer({ min: 200, max: 12000 }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        fc.constantFrom(8, 10, 11.5, 12),
        fc.constantFrom(62.5, 100, 150, 300),
        (w, h, aspect, inches, ppi) => {
          const product: PrintSpec = { widthInches: inches as Inches, heightInches: inches as Inches, minInputPpi: ppi as Ppi };
          const image = imageSize(w, h);
          const minimum = minimumResolution(product);
          const atOne = cropSize(image, aspect, s(1));
          const limit = wellPrintedScaleLimit(atOne, s(1), minimum);
          // Within the hair kept below the bound, a crop exactly at minimum - ½ (rounding up to it) is both.
          if (limit < 1 - 1e-8) {
            expect(isRight(checkResolution(atOne, product))).toBe(false);
            return;
          }
          if (limit < 1) return;
          expect(isRight(checkResolution(cropSize(image, aspect, s(limit)), product))).toBe(true);
          expect(isRight(checkResolution(cropSize(image, aspect, s(limit * 1.0001 + 1e-6)), product))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property (1000 runs): the limit does not depend on the scale it is measured at', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 9000 }), fc.double({ min: 1, max: 4, noNaN: true }), (edge, scale) => {
        const image = imageSize(edge, edge);
        const minimum = imageSize(500, 500);
        const fromOne = wellPrintedScaleLimit(cropSize(image, 1, s(1)), s(1), minimum);
        const fromScale = wellPrintedScaleLimit(cropSize(image, 1, s(scale)), s(scale), minimum);
        expect(fromScale).toBeCloseTo(fromOne, 6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('zoomCap, cappedScale and printWellScale', () => {
  it("caps at the smallest limit of every piece, within 1..the slider's end", () => {
    expect(zoomCap([6.05])).toBe(4);
    expect(zoomCap([2.5, 1.8, 3])).toBe(1.8);
    expect(zoomCap([0.6])).toBe(1);
    expect(zoomCap([])).toBe(4);
  });

  it('lands a zoom on the cap, lets a photo past the cap zoom out but never further in', () => {
    expect(cappedScale(s(1.5), s(1), s(2))).toBe(1.5);
    expect(cappedScale(s(3), s(1), s(2))).toBe(2);
    expect(cappedScale(s(3.5), s(3), s(2))).toBe(3);
    expect(cappedScale(s(2.5), s(3), s(2))).toBe(2.5);
  });

  it('offers zooming out to the largest crop that prints well, or nothing when only another photo helps', () => {
    expect(printWellScale(s(3), [2.2, 2.5])).toBe(2.2);
    expect(printWellScale(s(2), [2.2])).toBeNull();
    expect(printWellScale(s(3), [0.7])).toBeNull();
    expect(printWellScale(s(3), [1])).toBe(1);
  });

  it('property (1000 runs): a capped zoom never ends past both the cap and where it started', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 4, noNaN: true }),
        fc.double({ min: 1, max: 4, noNaN: true }),
        fc.double({ min: 1, max: 4, noNaN: true }),
        (requested, current, cap) => {
          const out = cappedScale(s(requested), s(current), s(cap));
          expect(out).toBeLessThanOrEqual(Math.max(cap, current));
          expect(out <= cap || out <= current).toBe(true);
          if (requested <= cap) expect(out).toBe(requested);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
