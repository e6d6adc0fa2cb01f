import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centeredCrop, clampCrop, cropAt, cropBottomRight, cropSize, panCrop, zoomCrop } from '../../../src/domain/imaging';
import { imagePx, imageRect, imageSize, type Scale } from '../../../src/domain/units';

const s = (n: number) => n as Scale;

describe('crop size', () => {
  it('is the largest frame-shaped area, divided by the scale', () => {
    expect(cropSize(imageSize(1200, 800), 1, s(1))).toEqual({ width: 800, height: 800 });
    expect(cropSize(imageSize(800, 1200), 1, s(2))).toEqual({ width: 400, height: 400 });
    expect(cropSize(imageSize(1000, 1000), 2, s(1))).toEqual({ width: 1000, height: 500 });
    expect(cropSize(imageSize(3000, 1000), 2, s(1))).toEqual({ width: 2000, height: 1000 });
    expect(cropSize(imageSize(1000, 1000), 1, s(0.5))).toEqual({ width: 1000, height: 1000 });
  });
});

describe('crop clamping', () => {
  const image = imageSize(1000, 800);

  it('shifts a crop back inside the image without resizing it', () => {
    expect(clampCrop(imageRect(-50, -10, 400, 400), image)).toEqual(imageRect(0, 0, 400, 400));
    expect(clampCrop(imageRect(900, 700, 400, 400), image)).toEqual(imageRect(600, 400, 400, 400));
    expect(clampCrop(imageRect(100, 200, 400, 400), image)).toEqual(imageRect(100, 200, 400, 400));
    expect(clampCrop(imageRect(600, 400, 400, 400), image)).toEqual(imageRect(600, 400, 400, 400));
  });

  it('centres a crop that is larger than the image', () => {
    expect(clampCrop(imageRect(0, 0, 1200, 400), image)).toEqual(imageRect(-100, 0, 1200, 400));
  });

  it('centres, zooms and pans', () => {
    expect(centeredCrop(image, 1)).toEqual(imageRect(100, 0, 800, 800));
    expect(centeredCrop(image, 1, s(2))).toEqual(imageRect(300, 200, 400, 400));
    expect(zoomCrop(imageRect(100, 0, 800, 800), image, 1, s(2))).toEqual(imageRect(300, 200, 400, 400));
    expect(zoomCrop(imageRect(600, 400, 400, 400), image, 1, s(1))).toEqual(imageRect(200, 0, 800, 800));
    expect(panCrop(imageRect(300, 200, 400, 400), 1000, -30, image)).toEqual(imageRect(600, 170, 400, 400));
    expect(cropAt({ x: imagePx(-5), y: imagePx(900) }, image, 1, s(2))).toEqual(imageRect(0, 400, 400, 400));
    expect(cropBottomRight(imageRect(10, 20, 30, 40))).toEqual({ x: 40, y: 60 });
  });

  const images = fc.record({ width: fc.integer({ min: 1, max: 10_000 }), height: fc.integer({ min: 1, max: 10_000 }) });

  it('always lands a crop that fits fully inside the image, moved only (property)', () => {
    fc.assert(
      fc.property(
        images,
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.double({ min: -20_000, max: 20_000, noNaN: true }),
        fc.double({ min: -20_000, max: 20_000, noNaN: true }),
        (img, aspect, scale, x, y) => {
          const image = imageSize(img.width, img.height);
          const size = cropSize(image, aspect, s(scale));
          const crop = clampCrop({ x: imagePx(x), y: imagePx(y), ...size }, image);
          const eps = 1e-6;
          expect(crop.width).toBe(size.width);
          expect(crop.height).toBe(size.height);
          expect(crop.x).toBeGreaterThanOrEqual(-eps);
          expect(crop.y).toBeGreaterThanOrEqual(-eps);
          expect(crop.x + crop.width).toBeLessThanOrEqual(image.width + eps);
          expect(crop.y + crop.height).toBeLessThanOrEqual(image.height + eps);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves a crop that is already inside untouched (property)', () => {
    fc.assert(
      fc.property(images, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (img, fx, fy) => {
        const image = imageSize(img.width, img.height);
        const size = cropSize(image, 1, s(2));
        const crop = { x: imagePx(fx * (image.width - size.width)), y: imagePx(fy * (image.height - size.height)), ...size };
        expect(clampCrop(crop, image)).toEqual(crop);
      }),
      { numRuns: 1000 },
    );
  });
});
