import { describe, expect, it } from 'vitest';
import { allLayouts, customLayout, FIXED_LAYOUT_SIZES, fixedLayout, isFixedLayoutSize, layoutBounds, rowPositions } from '../../../src/domain/layouts';

describe('layouts', () => {
  it('offers 3, 6, 9, 16, 21, 34, 49 and 100 frames plus Custom', () => {
    expect(allLayouts().map((l) => l.name)).toEqual([
      '3 Frames',
      '6 Frames',
      '9 Frames',
      '16 Frames',
      '21 Frames',
      '34 Frames',
      '49 Frames',
      '100 Frames',
      'Custom',
    ]);
  });

  it.each(FIXED_LAYOUT_SIZES.map((n) => [n]))('layout %d has that many distinct positions', (n) => {
    const layout = fixedLayout(n, 'tilepix');
    expect(layout.numFrames).toBe(n);
    expect(layout.positions).toHaveLength(n);
    expect(new Set(layout.positions.map((p) => `${p.positionX},${p.positionY}`)).size).toBe(n);
    expect(layout.productId).toBe('tilepix');
    expect(layout.images).toEqual([]);
  });

  it.each([
    [3, 3, 1],
    [6, 3, 2],
    [9, 3, 3],
    [16, 4, 4],
    [21, 7, 3],
    [34, 8, 5],
    [49, 7, 7],
    [100, 10, 10],
  ] as const)('layout %d spans %d x %d tiles', (n, cols, rows) => {
    expect(layoutBounds(fixedLayout(n))).toEqual({ cols, rows });
  });

  it('centres the short rows of 34 on the widest one', () => {
    const positions = fixedLayout(34).positions;
    expect(positions[0]).toEqual({ positionX: 1, positionY: 0 });
    expect(positions[6]).toEqual({ positionX: 0.5, positionY: 1 });
    expect(positions[13]).toEqual({ positionX: 0, positionY: 2 });
  });

  it('has an empty Custom layout', () => {
    expect(customLayout()).toEqual({ name: 'Custom', numFrames: 0, positions: [], images: [] });
    expect(customLayout('p').productId).toBe('p');
    expect(fixedLayout(3).productId).toBeUndefined();
    expect(layoutBounds(customLayout())).toEqual({ cols: 0, rows: 0 });
    expect(rowPositions([])).toEqual([]);
  });

  it('knows the fixed sizes', () => {
    expect(isFixedLayoutSize(34)).toBe(true);
    expect(isFixedLayoutSize(35)).toBe(false);
  });
});
