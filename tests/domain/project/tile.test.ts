import { describe, expect, it } from 'vitest';
import { createTile, TILE_STATE, tileCrop, withCropOrigin, withTileOptions } from '../../../src/domain/project';
import { imagePx, imageRect, type Scale } from '../../../src/domain/units';

describe('tile', () => {
  it('is created with defaults', () => {
    expect(createTile({ id: 't', width: 1000, height: 800 })).toEqual({
      id: 't',
      width: 1000,
      height: 800,
      positionX: 0,
      positionY: 0,
      cropTopLeftX: 0,
      cropTopLeftY: 0,
      scale: 1,
      frameColor: 'Black',
      matColor: '#FFFFFF00',
      filter: 'color',
      orientation: 'Portrait',
      isBatched: false,
      metadata: {},
    });
    const t = createTile({
      id: 't',
      width: 10,
      height: 10,
      positionX: 2,
      positionY: 3,
      cropTopLeftX: 1,
      cropTopLeftY: 2,
      scale: 2 as Scale,
      isBatched: true,
      metadata: { source: 'Instagram' },
      frameColor: 'White',
    });
    expect([t.positionX, t.positionY, t.cropTopLeftX, t.cropTopLeftY, t.scale, t.isBatched, t.metadata.source, t.frameColor]).toEqual([
      2,
      3,
      1,
      2,
      2,
      true,
      'Instagram',
      'White',
    ]);
    expect(TILE_STATE).toBe('Framed');
  });

  it('derives its crop from scale, or uses explicit corners', () => {
    const t = createTile({ id: 't', width: 1000, height: 800, cropTopLeftX: 100, scale: 2 as Scale });
    expect(tileCrop(t)).toEqual(imageRect(100, 0, 400, 400));
    expect(tileCrop({ ...t, cropBottomRightX: imagePx(300), cropBottomRightY: imagePx(150) })).toEqual(imageRect(100, 0, 200, 150));
  });

  it('moves its crop origin, carrying explicit corners along', () => {
    const t = createTile({ id: 't', width: 1000, height: 800, cropTopLeftX: 100, cropTopLeftY: 50 });
    expect(withCropOrigin(t, { x: imagePx(120), y: imagePx(40) })).toMatchObject({ cropTopLeftX: 120, cropTopLeftY: 40 });
    expect(withCropOrigin(t, { x: imagePx(1), y: imagePx(1) }).cropBottomRightX).toBeUndefined();
    const split = { ...t, cropBottomRightX: imagePx(300), cropBottomRightY: imagePx(250) };
    expect(withCropOrigin(split, { x: imagePx(110), y: imagePx(70) })).toMatchObject({ cropBottomRightX: 310, cropBottomRightY: 270 });
  });

  it('takes options', () => {
    expect(withTileOptions(createTile({ id: 't', width: 1, height: 1 }), { matColor: '#939598FF' }).matColor).toBe('#939598FF');
  });
});
