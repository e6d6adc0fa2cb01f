import { describe, expect, it } from 'vitest';
import { toPrintProduct, DEFAULT_TILE_PRODUCT } from '../../../src/domain/printing/print-product';
import { faceCroppedTile, projectTileOptions, withTileOptions, withTilesPlaced } from '../../../src/domain/printing/tile-edits';
import { tileCrop } from '../../../src/domain/project';
import type { Inches } from '../../../src/domain/units';
import { project, tile, tileProduct } from '../fixtures';

const turnable = toPrintProduct({ ...tileProduct, widthInches: 8 as Inches, heightInches: 10 as Inches, orientationEligible: true });

describe('tile edits', () => {
  it("a project's new tiles take its frame, mat, filter and orientation", () => {
    const p = project('p', { frameColor: 'White', matColor: '#939598FF', filter: 'grayScale', orientation: 'Landscape' });
    expect(projectTileOptions(p)).toEqual({ frameColor: 'White', matColor: '#939598FF', filter: 'grayScale', orientation: 'Landscape' });
  });

  it('centres the crop on detected faces and marks the tile; without faces the tile is unchanged', () => {
    const wide = tile('a', { width: 3000 as never, height: 1000 as never, cropTopLeftX: 1000 as never });
    expect(faceCroppedTile(wide, 1, [])).toBe(wide);
    const cropped = faceCroppedTile(wide, 1, [{ Top: 0.4, Left: 0.9, Width: 0.05, Height: 0.1 }]);
    expect(cropped.faceCropped).toBe(true);
    expect(cropped.cropTopLeftX).toBe(2000); // as far right as the 1000 px square allows
  });

  it('places tiles in order, each in the next frame', () => {
    const p = project('p', { tiles: [] });
    const placed = withTilesPlaced(p, [tile('a', { positionX: 5 }), tile('b', { positionX: 7 })]);
    expect(placed.tiles.map((t) => [t.id, t.positionX, t.positionY])).toEqual([
      ['a', 0, 0],
      ['b', 1, 0],
    ]);
  });

  it('applies options; a new orientation re-crops keeping the centre and zoom, except in split projects', () => {
    const t = tile('a', { width: 2000 as never, height: 2000 as never, cropTopLeftX: 200 as never, orientation: 'Portrait' }); // centred
    const before = tileCrop(t, 0.8);
    expect(withTileOptions(t, { frameColor: 'Gray' }, false, turnable)).toEqual({ ...t, frameColor: 'Gray' });
    expect(withTileOptions(t, { orientation: 'Landscape' }, true, turnable)).toEqual({ ...t, orientation: 'Landscape' });
    const turned = withTileOptions(t, { orientation: 'Landscape' }, false, turnable);
    const after = tileCrop(turned, 1.25);
    expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2, 0);
    expect(after.y + after.height / 2).toBeCloseTo(before.y + before.height / 2, 0);
    expect(after.width / after.height).toBeCloseTo(1.25, 2);
    expect(withTileOptions(t, { orientation: 'Landscape' }, false, DEFAULT_TILE_PRODUCT)).toMatchObject({
      orientation: 'Landscape',
      cropTopLeftX: 0,
      cropTopLeftY: 0,
    }); // a square frame: the square crop fills the photo;
  });
});
