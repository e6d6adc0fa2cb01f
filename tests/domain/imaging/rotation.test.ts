import { describe, expect, it } from 'vitest';
import {
  nextQuarterTurn,
  QUARTER_TURNS,
  quarterTurnedPoint,
  quarterTurnOf,
  rotatedSize,
  swapsSides,
  unrotatedRect,
  type QuarterTurn,
} from '../../../src/domain/imaging/rotation';
import { createTile, tileCrop, tileImageSize } from '../../../src/domain/project';

/** Where a stored photo's pixel (x, y) lands in the photo turned clockwise by `turn` (the reference the geometry must match). */
const turnedPixel = (x: number, y: number, size: { width: number; height: number }, turn: QuarterTurn) => {
  let p = { x, y };
  let s = size;
  for (let i = 0; i < turn / 90; i++) {
    p = { x: s.height - 1 - p.y, y: p.x };
    s = { width: s.height, height: s.width };
  }
  return p;
};

describe('photo rotation in quarter turns (issue 31 item 6)', () => {
  it('reads only quarter turns; anything else (an old project has none) is 0', () => {
    expect(QUARTER_TURNS.map(quarterTurnOf)).toEqual([0, 90, 180, 270]);
    for (const bad of [undefined, null, 45, '90', 360, -90, Number.NaN]) expect(quarterTurnOf(bad)).toBe(0);
  });

  it('Rotate 90° steps a quarter clockwise and comes back round', () => {
    expect([0, 90, 180, 270].map((t) => nextQuarterTurn(t as QuarterTurn))).toEqual([90, 180, 270, 0]);
  });

  it('swaps width and height at 90° and 270° only', () => {
    expect(QUARTER_TURNS.map(swapsSides)).toEqual([false, true, false, true]);
    expect(rotatedSize({ width: 4000, height: 3000 }, 90)).toEqual({ width: 3000, height: 4000 });
    expect(rotatedSize({ width: 4000, height: 3000 }, 180)).toEqual({ width: 4000, height: 3000 });
    expect(rotatedSize({ width: 4000, height: 3000 }, 270)).toEqual({ width: 3000, height: 4000 });
  });

  it('the stored part under a turned crop, at every turn, holds exactly the pixels the turned photo shows there', () => {
    const size = { width: 6, height: 4 };
    for (const turn of QUARTER_TURNS) {
      const shown = rotatedSize(size, turn);
      // A 2 x 1 crop at (1, 2) of the turned photo (inside it at every turn).
      const crop = { x: 1, y: 2, width: 2, height: 1 };
      const cut = unrotatedRect(crop, size, turn);
      expect(cut.width * cut.height).toBe(2);
      expect(cut.x >= 0 && cut.y >= 0 && cut.x + cut.width <= size.width && cut.y + cut.height <= size.height).toBe(true);
      // Every stored pixel of the cut lands inside the crop once turned.
      for (let y = cut.y; y < cut.y + cut.height; y++) {
        for (let x = cut.x; x < cut.x + cut.width; x++) {
          const p = turnedPixel(x, y, size, turn);
          expect(p.x >= crop.x && p.x < crop.x + crop.width && p.y >= crop.y && p.y < crop.y + crop.height, `turn ${turn} pixel ${x},${y}`).toBe(true);
        }
      }
      expect(shown.width * shown.height).toBe(24);
    }
  });

  it('a point turns a quarter clockwise with its photo', () => {
    expect(quarterTurnedPoint({ x: 1000, y: 500 }, { height: 3000 })).toEqual({ x: 2500, y: 1000 });
  });

  it("a tile's crop is measured in its turned photo; an unturned tile's as before", () => {
    const t = createTile({ id: 't', width: 4000, height: 3000, scale: 2 as never });
    expect(tileImageSize(t)).toEqual({ width: 4000, height: 3000 });
    expect(tileCrop(t, 0.5)).toEqual({ x: 0, y: 0, width: (1500 / 2) * 1, height: 1500 });
    const turned = { ...t, rotation: 90 as const };
    expect(tileImageSize(turned)).toEqual({ width: 3000, height: 4000 });
    // Half as wide as tall inside 3000 x 4000 at 2x: 2000 x 4000 / 2.
    expect(tileCrop(turned, 0.5)).toEqual({ x: 0, y: 0, width: 1000, height: 2000 });
  });
});
