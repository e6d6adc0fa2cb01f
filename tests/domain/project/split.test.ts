import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copySharedOptionsFromMain, createSplitProject, splitAspect, splitTiles, tileCrop } from '../../../src/domain/project';
import { imageSize, type Scale } from '../../../src/domain/units';
import { project, seed, tile } from '../fixtures';

describe('split project', () => {
  // Built inside each test so that mutation testing sees the call under the test.
  const makeSplit = () => createSplitProject(seed('s'), { imagePath: 'photos/big.jpg', full: 'full.jpg', image: imageSize(3000, 2000), rows: 2, cols: 3 });

  it('divides one image into rows x cols batched tiles with crop origins and positions', () => {
    const split = makeSplit();
    expect(split).toMatchObject({
      isSplit: true,
      isBatched: true,
      singleImagePath: 'photos/big.jpg',
      tileSpacing: 0.5,
      rows: 2,
      cols: 3,
      scale: 1,
      width: 3000,
      height: 2000,
      cropTopLeftX: 0,
      cropTopLeftY: 0,
    });
    expect(split.tiles).toHaveLength(6);
    expect(split.tiles[4]).toMatchObject({
      id: 's-4',
      positionX: 1,
      positionY: 1,
      cropTopLeftX: 1000,
      cropTopLeftY: 1000,
      cropBottomRightX: 2000,
      cropBottomRightY: 2000,
      imagePath: 'photos/big.jpg',
      full: 'full.jpg',
      isBatched: true,
      frameColor: 'Black',
    });
    expect(tileCrop(split.tiles[4]!)).toEqual({ x: 1000, y: 1000, width: 1000, height: 1000 });
  });

  it('centres the picture crop by default and clamps a given origin', () => {
    const wide = createSplitProject(seed('w'), { imagePath: 'p', image: imageSize(4000, 1000), rows: 1, cols: 2 });
    expect([wide.cropTopLeftX, wide.cropTopLeftY]).toEqual([1000, 0]);
    const moved = createSplitProject(seed('m'), {
      imagePath: 'p',
      image: imageSize(4000, 1000),
      rows: 1,
      cols: 2,
      cropTopLeftX: 5000,
      cropTopLeftY: -3,
      scale: 2 as Scale,
    });
    expect([moved.cropTopLeftX, moved.cropTopLeftY, moved.scale]).toEqual([3000, 0, 2]);
    expect(moved.tiles[0]!.full).toBeUndefined();
  });

  it('has the aspect of its grid', () => {
    expect(splitAspect(2, 3)).toBe(1.5);
  });

  it('refuses to split a project without a picture', () => {
    const split = makeSplit();
    expect(() => splitTiles({ ...split, rows: undefined })).toThrow('Project s is not a split project');
    expect(() => splitTiles({ ...split, cols: undefined })).toThrow('Project s is not a split project');
    expect(() => splitTiles({ ...split, width: undefined })).toThrow('Project s is not a split project');
    expect(() => splitTiles({ ...split, height: undefined })).toThrow('Project s is not a split project');
    expect(() => splitTiles(project('p'))).toThrow('Project p is not a split project');
    expect(() => splitTiles({ ...project('p'), rows: 1, cols: 1, width: undefined })).toThrow();
    expect(() => splitTiles({ ...project('p'), rows: 1, cols: 1, width: split.width, height: undefined })).toThrow();
    expect(() => splitTiles({ ...project('p'), rows: 1 })).toThrow();
  });

  it('builds tiles from a loaded picture without crop or scale fields', () => {
    const split = makeSplit();
    const loaded = { ...split, scale: undefined, cropTopLeftX: undefined, cropTopLeftY: undefined, singleImagePath: undefined };
    const tiles = splitTiles(loaded);
    expect(tiles[0]).toMatchObject({ cropTopLeftX: 0, cropTopLeftY: 0, scale: 1 });
    expect(tiles[0]!.imagePath).toBeUndefined();
  });

  it('copies the main project shared options onto batched tiles only', () => {
    const changed = {
      ...project('p', { frameColor: 'White', matColor: '#FFFFFFFF' as const, filter: 'grayScale' as const, orientation: 'Landscape' as const }),
      tiles: [tile('a', { isBatched: true }), tile('b')],
    };
    const copied = copySharedOptionsFromMain(changed);
    expect(copied.tiles[0]).toMatchObject({ frameColor: 'White', matColor: '#FFFFFFFF', filter: 'grayScale', orientation: 'Landscape' });
    expect(copied.tiles[1]).toMatchObject({ frameColor: 'Black', matColor: '#FFFFFF00' });
  });

  it('covers the cropped picture exactly with its tiles (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 6000 }),
        fc.integer({ min: 50, max: 6000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (w, h, rows, cols) => {
          const p = createSplitProject(seed('s'), { imagePath: 'x', image: imageSize(w, h), rows, cols });
          const crops = p.tiles.map((t) => tileCrop(t));
          const area = crops.reduce((a, c) => a + c.width * c.height, 0);
          const minX = Math.min(...crops.map((c) => c.x));
          const maxX = Math.max(...crops.map((c) => c.x + c.width));
          const minY = Math.min(...crops.map((c) => c.y));
          const maxY = Math.max(...crops.map((c) => c.y + c.height));
          expect(Math.abs(area - (maxX - minX) * (maxY - minY))).toBeLessThan(1e-6 * w * h);
          expect(minX).toBeGreaterThanOrEqual(-1e-9);
          expect(maxX).toBeLessThanOrEqual(w + 1e-9);
          expect(minY).toBeGreaterThanOrEqual(-1e-9);
          expect(maxY).toBeLessThanOrEqual(h + 1e-9);
          expect((maxX - minX) / (maxY - minY)).toBeCloseTo(cols / rows, 6);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
