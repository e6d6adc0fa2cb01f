import { describe, expect, it } from 'vitest';
import { outputSize, parseOrderedTiles, printFilePlan, type OrderedTile } from '../../../src/domain/admin';

const tile = (over: Partial<OrderedTile> = {}): OrderedTile => ({
  imagePath: '/files/a.jpg',
  crop: null,
  frameColor: 'Black',
  matColor: '#FFFFFF00',
  filter: 'color',
  orientation: 'Portrait',
  ...over,
});
const seededTile = { widthInches: 8, heightInches: 8, outputImageWidth: 2400, outputImageHeight: 2400, matInches: 1 };

describe('print file plan', () => {
  it("uses the product's output size, else its inches x 300 dpi (8 in by default)", () => {
    expect(outputSize(seededTile, 'Portrait')).toEqual({ width: 2400, height: 2400 });
    expect(outputSize({ widthInches: 11.5, heightInches: 11.5 }, 'Portrait')).toEqual({ width: 3450, height: 3450 });
    expect(outputSize({}, 'Landscape')).toEqual({ width: 2400, height: 2400 });
  });

  it('turns only orientation-eligible products: Landscape puts the long side across', () => {
    const poster = { outputImageWidth: 2400, outputImageHeight: 3000, orientationEligible: true };
    expect(outputSize(poster, 'Landscape')).toEqual({ width: 3000, height: 2400 });
    expect(outputSize(poster, 'Portrait')).toEqual({ width: 2400, height: 3000 });
    expect(outputSize({ ...poster, orientationEligible: false }, 'Landscape')).toEqual({ width: 2400, height: 3000 });
  });

  it("puts a mat of matInches on every side, at the file's pixels per inch; no mat for #FFFFFF00", () => {
    expect(printFilePlan(seededTile, tile({ matColor: '#939598ff' }), { width: 1000, height: 1000 })).toEqual({
      width: 2400,
      height: 2400,
      rotation: 0,
      crop: { left: 0, top: 0, width: 1000, height: 1000 },
      photo: { left: 300, top: 300, width: 1800, height: 1800 },
      matColor: '#939598FF',
      grayscale: false,
      frame: null,
    });
    // Without matInches the mat is 1 inch, as the canvas draws it (it was left out of the print before).
    expect(printFilePlan({ widthInches: 8, heightInches: 8 }, tile({ matColor: '#FFFFFFFF' }), { width: 10, height: 10 }).photo).toEqual({
      left: 300,
      top: 300,
      width: 1800,
      height: 1800,
    });
    expect(printFilePlan(seededTile, tile(), { width: 1000, height: 1000 }).photo).toEqual({ left: 0, top: 0, width: 2400, height: 2400 });
    expect(printFilePlan({ ...seededTile, matInches: 0 }, tile({ matColor: '#FFFFFFFF' }), { width: 10, height: 10 }).matColor).toBeNull();
  });

  it('keeps the crop inside the photo and applies the grayscale filter', () => {
    expect(printFilePlan(seededTile, tile({ crop: [-10.4, 20.6, 500, 600] }), { width: 400, height: 500 }).crop).toEqual({
      left: 0,
      top: 60,
      width: 400,
      height: 400,
    });
    expect(printFilePlan(seededTile, tile({ crop: [900, 0, 50, 50] }), { width: 400, height: 500 }).crop).toEqual({
      left: 0,
      top: 50,
      width: 400,
      height: 400,
    });
    expect(printFilePlan(seededTile, tile({ filter: 'grayScale', crop: [10, 10, 300, 300] }), { width: 400, height: 400 })).toMatchObject({
      grayscale: true,
      crop: { left: 10, top: 10, width: 300, height: 300 },
    });
  });

  it("reads an order line's _tiles, leaving out what is not a tile", () => {
    const json = JSON.stringify([
      { imagePath: '/files/a.jpg', crop: [1, 2, 3, 4], frameColor: 'White', matColor: '#939598FF', filter: 'grayScale', orientation: 'Landscape' },
      { imagePath: '/files/b.jpg', crop: { x: 0, y: 0, scale: 1 }, filter: 'sepia' },
      { imagePath: '' },
      'nope',
      null,
    ]);
    expect(parseOrderedTiles(json)).toEqual([
      { imagePath: '/files/a.jpg', crop: [1, 2, 3, 4], frameColor: 'White', matColor: '#939598FF', filter: 'grayScale', orientation: 'Landscape' },
      { imagePath: '/files/b.jpg', crop: null, frameColor: null, matColor: '#FFFFFF00', filter: 'color', orientation: 'Portrait' },
    ]);
    expect(parseOrderedTiles('{broken')).toEqual([]);
    expect(parseOrderedTiles(undefined)).toEqual([]);
  });
});
