import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_PRODUCT, toPrintProduct } from '../../../src/domain/printing/print-product';
import { filledSplitPicture, splitProjectOf, zoomedSplitPicture } from '../../../src/domain/printing/split-picture';
import { canTurn, filledTile, fitOrientation, fittedTile, photoOrientation, rotatedTile } from '../../../src/domain/printing/tile-fit';
import { withTileOptions } from '../../../src/domain/printing/tile-edits';
import { createProject, tileCrop } from '../../../src/domain/project';
import { imageSize, imagePx, type Inches, type Scale } from '../../../src/domain/units';
import { seed, tile, tileProduct } from '../fixtures';

/** An 8 x 10 product whose frames turn (SPEC §3 orientationEligible), and the square default. */
const turnable = toPrintProduct({ ...tileProduct, widthInches: 8 as Inches, heightInches: 10 as Inches, orientationEligible: true });
const square = DEFAULT_TILE_PRODUCT;

describe('Fit, Fill and Rotate 90° (issue 31 item 6; SPEC §2 print frame: crop, zoom, orientation)', () => {
  it('turns only frames that look different turned: orientation-eligible and not square', () => {
    expect(canTurn(turnable)).toBe(true);
    expect(canTurn(square)).toBe(false);
    expect(canTurn({ ...turnable, orientationEligible: false })).toBe(false);
    expect(canTurn({ ...turnable, heightInches: 8 as Inches })).toBe(false);
  });

  it('turning a frame (the options panel) turns the crop about its centre keeping the zoom', () => {
    const t = {
      ...tile('r', { width: imagePx(3000), height: imagePx(3000), scale: 1.5 as Scale, orientation: 'Portrait' }),
      cropTopLeftX: imagePx(900),
      cropTopLeftY: imagePx(500),
    };
    const before = tileCrop(t, 0.8);
    const turned = withTileOptions(t, { orientation: 'Landscape' }, false, turnable);
    const after = tileCrop(turned, 1.25);
    expect([after.width, after.height]).toEqual([before.height, before.width]);
    expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2, 6);
    expect(after.y + after.height / 2).toBeCloseTo(before.y + before.height / 2, 6);
    expect(turned.scale).toBe(1.5);
  });

  it('Rotate 90° turns the photo a quarter clockwise: the crop is in the turned photo, the same point centred, the same zoom', () => {
    // A 4000 x 3000 photo zoomed 2x in a square frame: a 1500 px crop around (1000, 1000).
    const t = { ...tile('q', { width: imagePx(4000), height: imagePx(3000), scale: 2 as Scale }), cropTopLeftX: imagePx(250), cropTopLeftY: imagePx(250) };
    const once = rotatedTile(t, square);
    expect(once.rotation).toBe(90);
    expect(once.scale).toBe(2);
    // Turned, the photo is 3000 x 4000 and the point (1000, 1000) is at (3000 - 1000, 1000).
    expect(tileCrop(once, 1)).toEqual({ x: 1250, y: 250, width: 1500, height: 1500 });
    const full = rotatedTile(rotatedTile(rotatedTile(once, square), square), square);
    expect(full.rotation).toBe(0);
    expect(tileCrop(full, 1)).toEqual(tileCrop(t, 1));
    // At scale 1 the largest square of a 4000 x 3000 photo is 3000 px; turned it is still 3000, kept inside the 3000 x 4000 photo.
    const whole = rotatedTile(tile('w', { width: imagePx(4000), height: imagePx(3000) }), square);
    expect(tileCrop(whole, 1)).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
  });

  it('a turned tile sheds an explicit bottom-right corner (its crop comes from its scale)', () => {
    const t = { ...tile('b', { width: imagePx(3000), height: imagePx(3000) }), cropBottomRightX: imagePx(3000), cropBottomRightY: imagePx(3000) };
    const turned = rotatedTile(t, square);
    expect(turned.cropBottomRightX).toBeUndefined();
    expect(tileCrop(turned, 1)).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
  });

  it("reads a photo's own orientation; a square photo keeps the frame's", () => {
    expect(photoOrientation(imageSize(4000, 3000), 'Portrait')).toBe('Landscape');
    expect(photoOrientation(imageSize(3000, 4000), 'Landscape')).toBe('Portrait');
    expect(photoOrientation(imageSize(3000, 3000), 'Landscape')).toBe('Landscape');
  });

  it('Fill zooms out to scale 1 and centres the largest crop', () => {
    const zoomed = {
      ...tile('f', { width: imagePx(4000), height: imagePx(3000), scale: 2.5 as Scale }),
      cropTopLeftX: imagePx(100),
      cropTopLeftY: imagePx(40),
    };
    const filled = filledTile(zoomed, square);
    expect(filled.scale).toBe(1);
    expect(tileCrop(filled, 1)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('Fit turns the frame to the photo where the product turns, then fills; a square product only fills', () => {
    const landscape = { ...tile('l', { width: imagePx(4000), height: imagePx(3000), scale: 2 as Scale, orientation: 'Portrait' }) };
    expect(fitOrientation(landscape, turnable)).toBe('Landscape');
    const fitted = fittedTile(landscape, turnable);
    expect(fitted.orientation).toBe('Landscape');
    expect(fitted.scale).toBe(1);
    // Landscape 10 x 8 over 4000 x 3000: 3750 x 3000, centred.
    expect(tileCrop(fitted, 1.25)).toEqual({ x: 125, y: 0, width: 3750, height: 3000 });
    expect(fitOrientation(landscape, square)).toBe('Portrait');
    expect(fittedTile(landscape, square)).toEqual(filledTile(landscape, square));
  });

  it('Fill on a split project centres its whole picture at scale 1; an already filled one is unchanged', () => {
    const p = splitProjectOf(createProject(seed('s')), {}, { imagePath: 'p.jpg', width: 6000, height: 2000 }, 1, 2);
    expect(filledSplitPicture(p, square)).toBeUndefined();
    const zoomed = zoomedSplitPicture(p, square, p.tiles[0]!, 2 as Scale, { fx: 0, fy: 0 })!;
    const filled = filledSplitPicture(zoomed, square)!;
    expect(filled.scale).toBe(1);
    expect([filled.cropTopLeftX, filled.cropTopLeftY]).toEqual([p.cropTopLeftX, p.cropTopLeftY]);
  });
});
