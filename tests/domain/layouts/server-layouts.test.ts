import { describe, expect, it } from 'vitest';
import { fixedLayout, layoutPositions, offeredLayoutSizes, type Layout } from '../../../src/domain/layouts';
import { frameSlots, nextTilePosition } from '../../../src/domain/project/frame-layout';

const served = (numFrames: number, positions: Layout['positions']): Layout => ({ name: `${numFrames} Frames`, numFrames, positions, images: [] });
const line3 = served(3, [
  { positionX: 0, positionY: 0 },
  { positionX: 0, positionY: 1 },
  { positionX: 0, positionY: 2 },
]);

describe("the store's layouts (GET v1/shopify/layouts_get)", () => {
  it("a usable served layout's positions win over the client's own", () => {
    expect(layoutPositions([line3], 3)).toEqual(line3.positions);
    expect(layoutPositions([line3], 6)).toBe(fixedLayout(6).positions);
    expect(layoutPositions(undefined, 3)).toBe(fixedLayout(3).positions);
  });

  it.each([
    ['too few positions', served(3, line3.positions.slice(0, 2))],
    ['two frames on one spot', served(3, [line3.positions[0]!, line3.positions[0]!, line3.positions[1]!])],
    ['a negative coordinate', served(3, [{ positionX: -1, positionY: 0 }, ...line3.positions.slice(1)])],
    ['a non-finite coordinate', served(3, [{ positionX: Number.NaN, positionY: 0 }, ...line3.positions.slice(1)])],
  ])('a served layout with %s is ignored: the client keeps its own', (_, bad) => {
    expect(layoutPositions([bad], 3)).toBe(fixedLayout(3).positions);
    expect(offeredLayoutSizes([bad])).toEqual([3, 6, 9, 16, 21, 34, 49, 100, 'Custom']);
  });

  it('the picker offers the served sizes in order, then Custom; the client list when none is served', () => {
    expect(offeredLayoutSizes([served(9, fixedLayout(9).positions), line3, served(7, line3.positions)])).toEqual([3, 9, 'Custom']);
    expect(offeredLayoutSizes([])).toEqual([3, 6, 9, 16, 21, 34, 49, 100, 'Custom']);
  });

  it('frames are placed at the served positions', () => {
    const project = { metadata: { layout: 3 }, isSplit: false, tiles: [] };
    expect(frameSlots(project, [line3]).map((s) => s.position)).toEqual(line3.positions);
    expect(nextTilePosition(project, [line3])).toEqual({ positionX: 0, positionY: 0 });
  });
});
