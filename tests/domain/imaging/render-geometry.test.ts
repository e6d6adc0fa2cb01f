import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLAT_PRINT_PRODUCT_IDS,
  focusInRect,
  frameDecoration,
  frameSizeClass,
  panCropByScreen,
  pinchCentre,
  pinchDistance,
  pinchScale,
  PINCH_MIN_DISTANCE_PX,
  zoomCropAt,
} from '../../../src/domain/imaging/render-geometry';
import { imageRect, imageSize, type Scale } from '../../../src/domain/units';

describe('print frame size classes (SPEC §9: mini < 200 px, tiny <= 130 px)', () => {
  it.each([
    [250, 'regular'],
    [200, 'regular'],
    [199.9, 'mini'],
    [131, 'mini'],
    [130, 'tiny'],
    [40, 'tiny'],
  ])('%d px is %s', (px, cls) => expect(frameSizeClass(px)).toBe(cls));
});

describe('frame decoration', () => {
  it('the 5 special products: no drop shadow and a 2 px outline; others shadow opacity 0.3', () => {
    expect(FLAT_PRINT_PRODUCT_IDS).toHaveLength(5);
    for (const id of FLAT_PRINT_PRODUCT_IDS) expect(frameDecoration(id)).toEqual({ shadowOpacity: 0, outlinePx: 2 });
    expect(frameDecoration('tilepix')).toEqual({ shadowOpacity: 0.3, outlinePx: 0 });
  });
});

describe('panCropByScreen', () => {
  const image = imageSize(3000, 2000);
  const crop = imageRect(500, 0, 2000, 2000);
  it('moves the crop against the finger, converted to image pixels', () => {
    expect(panCropByScreen(crop, image, 100, 0, 400, 400)).toEqual(imageRect(0, 0, 2000, 2000));
    expect(panCropByScreen(crop, image, -40, 0, 400, 400)).toEqual(imageRect(700, 0, 2000, 2000));
  });
  it('an empty photo area does not move it (but still clamps)', () => {
    expect(panCropByScreen(imageRect(-5, 0, 2000, 2000), image, 50, 50, 0, 100)).toEqual(imageRect(0, 0, 2000, 2000));
  });
  it('always stays inside the image', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 800 }), (dx, dy, area) => {
        const c = panCropByScreen(crop, image, dx, dy, area, area);
        return c.x >= 0 && c.y >= 0 && c.x + c.width <= 3000 && c.y + c.height <= 2000;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('zoomCropAt', () => {
  const image = imageSize(2000, 2000);
  it('keeps the image point under the focus in place', () => {
    const c = zoomCropAt(imageRect(0, 0, 2000, 2000), image, 1, 2 as Scale, { fx: 0.25, fy: 0.75 });
    expect(c).toEqual(imageRect(250, 750, 1000, 1000));
  });
  it('clamps the focus to the crop and treats NaN as the centre', () => {
    expect(zoomCropAt(imageRect(0, 0, 2000, 2000), image, 1, 2 as Scale, { fx: Number.NaN, fy: 2 })).toEqual(imageRect(500, 1000, 1000, 1000));
  });
  it('stays inside the image for any focus and scale (1000 runs)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 4, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, fx, fy) => {
          const c = zoomCropAt(imageRect(300, 0, 1400, 1400), image, 1, s as Scale, { fx, fy });
          return c.x >= -1e-9 && c.y >= -1e-9 && c.x + c.width <= 2000 + 1e-9 && c.y + c.height <= 2000 + 1e-9;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('pinch math', () => {
  it('distance, centre and the reached scale (clamped to 1..4)', () => {
    expect(pinchDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(pinchCentre({ x: 0, y: 10 }, { x: 20, y: 30 })).toEqual({ x: 10, y: 20 });
    expect(pinchScale(1.5 as Scale, 100, 200)).toBe(3);
    expect(pinchScale(1 as Scale, 100, 50)).toBe(1);
    expect(pinchScale(3 as Scale, 100, 500)).toBe(4);
    expect(pinchScale(2 as Scale, 0, 50)).toBe(2);
    expect(pinchScale(2 as Scale, 100, Number.NaN)).toBe(2);
  });
  it('pinchScale follows the ratio of finger distances, read at least PINCH_MIN_DISTANCE_PX apart (issue 31 item 6)', () => {
    expect(PINCH_MIN_DISTANCE_PX).toBe(40);
    // A small spread zooms a little: 100 → 120 px is 1.2x (the slider moves 7 %, not 80 %).
    expect(pinchScale(1 as Scale, 100, 120)).toBeCloseTo(1.2, 9);
    // Two touches reported 4 px apart, then 30 px: no jump (both read as 40 px).
    expect(pinchScale(1 as Scale, 4, 30)).toBe(1);
    // From 10 px to 80 px: 80 / 40, not 80 / 10.
    expect(pinchScale(1 as Scale, 10, 80)).toBe(2);
    // Continuous across the floor: a spread from 40 px starts at 1x and grows with the distance.
    expect(pinchScale(1.5 as Scale, 40, 60)).toBeCloseTo(2.25, 9);
  });
  it('focusInRect: fractions inside a rectangle, clamped; empty rectangles focus the centre', () => {
    const r = { x: 10, y: 10, width: 100, height: 50 };
    expect(focusInRect({ x: 35, y: 35 }, r)).toEqual({ fx: 0.25, fy: 0.5 });
    expect(focusInRect({ x: -100, y: 500 }, r)).toEqual({ fx: 0, fy: 1 });
    expect(focusInRect({ x: 0, y: 0 }, { x: 0, y: 0, width: 0, height: 0 })).toEqual({ fx: 0.5, fy: 0.5 });
  });
});
