import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_PRODUCT } from '../../../src/domain/printing/print-product';
import { pannedSplitPicture, splitProjectOf, withoutSplitPhoto, withSplitPhoto, zoomedSplitPicture } from '../../../src/domain/printing/split-picture';
import { createProject, type Project } from '../../../src/domain/project';
import type { Scale } from '../../../src/domain/units';
import { seed } from '../fixtures';

const photo = { imagePath: 'photos/pano.jpg', width: 6000, height: 2000 };
const product = DEFAULT_TILE_PRODUCT;

/** A 1 x 2 split of a 6000 x 2000 photo: the picture is 4000 x 2000, centred. */
const split = (): Project => splitProjectOf(createProject(seed('s', 5)), { frameColor: 'White' }, photo, 1, 2);

describe('split picture', () => {
  it('makes a fresh project a split project: one photo over rows x cols batched tiles with the options', () => {
    const p = split();
    expect(p).toMatchObject({
      id: 's',
      isSplit: true,
      rows: 1,
      cols: 2,
      singleImagePath: 'photos/pano.jpg',
      cropTopLeftX: 1000,
      cropTopLeftY: 0,
      createdAt: 5,
    });
    expect(p.tiles).toHaveLength(2);
    expect(p.tiles.every((t) => t.isBatched && t.frameColor === 'White')).toBe(true);
    expect(splitProjectOf(createProject(seed('f')), {}, { ...photo, full: 'full.jpg' }, 1, 2).full).toBe('full.jpg');
  });

  it('pans the whole picture by screen pixels, and nothing moves at the edge or without an area', () => {
    const p = split();
    const tile = p.tiles[0]!;
    // The 2000 px tile crop is shown 200 px wide: 10 image px per screen px; dragging left moves the crop right.
    const moved = pannedSplitPicture(p, product, tile, -50, 0, 200, 200)!;
    expect(moved.cropTopLeftX).toBe(1500);
    expect(moved.tiles.map((t) => t.cropTopLeftX)).toEqual([1500, 3500]);
    expect(moved.tiles[0]!.frameColor).toBe('White');
    expect(pannedSplitPicture(p, product, tile, 0, 50, 200, 200)).toBeUndefined(); // already full height
    expect(pannedSplitPicture(p, product, tile, -50, 0, 0, 200)).toBeUndefined();
    expect(pannedSplitPicture({ ...p, width: undefined }, product, tile, -50, 0, 200, 200)).toBeUndefined();
  });

  it('zooms the whole picture keeping the focus point; the same scale changes nothing', () => {
    const p = split();
    const tile = p.tiles[0]!;
    const zoomed = zoomedSplitPicture(p, product, tile, 2 as Scale, { fx: 0.5, fy: 0.5 })!;
    expect(zoomed.scale).toBe(2);
    expect(zoomed.tiles).toHaveLength(2);
    expect(zoomed.cropTopLeftY).toBe(500);
    expect(zoomedSplitPicture(p, product, tile, 1 as Scale, { fx: 0.5, fy: 0.5 })).toBeUndefined();
  });

  it('re-derived tiles take the project options when the old ones are gone, and defaults fill missing picture fields', () => {
    const p = { ...split(), tiles: [] };
    const { cropTopLeftX: _x, cropTopLeftY: _y, scale: _s, ...bare } = p;
    const moved = pannedSplitPicture(bare as Project, product, split().tiles[0]!, -50, 0, 200, 200)!;
    expect(moved.tiles).toHaveLength(2);
    expect(moved.tiles.every((t) => t.frameColor === 'White')).toBe(true);
  });

  it('reads a project without scale or grid as scale 1 over one frame (nothing to move at the edge)', () => {
    const { scale: _s, rows: _r, cols: _c, ...bare } = split();
    expect(pannedSplitPicture(bare as Project, product, split().tiles[0]!, 0, 50, 200, 200)).toBeUndefined();
  });

  it('another photo starts the picture over, keeping the options, copies and creation time', () => {
    const p = { ...split(), quantity: 3, matColor: '#939598FF' as const };
    const next = withSplitPhoto(p, { imagePath: 'photos/other.jpg', width: 4000, height: 2000 }, 99);
    expect(next).toMatchObject({
      id: 's',
      singleImagePath: 'photos/other.jpg',
      frameColor: 'White',
      matColor: '#939598FF',
      quantity: 3,
      createdAt: 5,
      cropTopLeftX: 0,
      rows: 1,
      cols: 2,
    });
    expect(next.tiles.every((t) => t.frameColor === 'White' && t.matColor === '#939598FF')).toBe(true);
    const { rows: _r, cols: _c, ...noGrid } = p;
    expect(withSplitPhoto(noGrid as Project, photo, 99).tiles).toHaveLength(1);
  });

  it('without its photo a split project is an empty ordinary project', () => {
    const empty = withoutSplitPhoto(split());
    expect(empty).toMatchObject({ tiles: [], isSplit: false, isBatched: false, tileSpacing: 1 });
    expect(empty.singleImagePath).toBeUndefined();
    expect(empty.rows).toBeUndefined();
  });
});
