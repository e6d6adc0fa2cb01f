import { describe, expect, it } from 'vitest';
import { arrangeFrames, canUseLayout, frameSlots, nextTilePosition, projectLayout, sameCorner } from '../../../src/domain/project/frame-layout';
import { project, tile } from '../fixtures';

describe('project layouts', () => {
  it('reads a fixed layout from metadata; anything else (and split projects) is Custom', () => {
    expect(projectLayout(project('p', { metadata: { layout: 9 } }))).toBe(9);
    expect(projectLayout(project('p', { metadata: { layout: 7 } }))).toBe('Custom');
    expect(projectLayout(project('p', { metadata: { layout: '9' } }))).toBe('Custom');
    expect(projectLayout(project('p'))).toBe('Custom');
    expect(projectLayout(project('p', { isSplit: true, metadata: { layout: 9 } }))).toBe('Custom');
  });

  it('a layout needs a frame for every photo; Custom always fits', () => {
    expect(canUseLayout(3, 3)).toBe(true);
    expect(canUseLayout(3, 4)).toBe(false);
    expect(canUseLayout('Custom', 400)).toBe(true);
  });

  it('fills a fixed layout in order and leaves the other frames empty', () => {
    const slots = frameSlots(project('p', { metadata: { layout: 6 }, tiles: [tile('a'), tile('b')] }));
    expect(slots).toHaveLength(6);
    expect(slots.map((s) => s.tile?.id ?? null)).toEqual(['a', 'b', null, null, null, null]);
    expect(slots[4]?.position).toEqual({ positionX: 1, positionY: 1 });
  });

  it('Custom: one frame per photo in a roughly square grid; split: the tiles at their own positions', () => {
    const custom = frameSlots(project('p', { tiles: ['a', 'b', 'c', 'd', 'e'].map((id) => tile(id)) }));
    expect(custom.map((s) => [s.position.positionX, s.position.positionY])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ]);
    const split = frameSlots(project('p', { isSplit: true, tiles: [tile('a', { positionX: 1, positionY: 2 })] }));
    expect(split[0]?.position).toEqual({ positionX: 1, positionY: 2 });
  });

  it('the next photo takes the next frame, then flows past the layout', () => {
    expect(nextTilePosition(project('p', { metadata: { layout: 34 }, tiles: [] }))).toEqual({ positionX: 1, positionY: 0 });
    expect(nextTilePosition(project('p', { metadata: { layout: 3 }, tiles: [tile('a'), tile('b'), tile('c')] }))).toEqual({ positionX: 1, positionY: 1 });
    expect(nextTilePosition(project('p', { tiles: [tile('a')] }))).toEqual({ positionX: 1, positionY: 0 });
  });
});

describe('arrangeFrames', () => {
  it('fits square frames with a to-scale gap (1 in on an 8 in frame) centred in the viewport', () => {
    const g = arrangeFrames(
      [
        { positionX: 0, positionY: 0 },
        { positionX: 1, positionY: 0 },
      ],
      { width: 500, height: 400 },
      1,
      8,
      16,
    );
    expect(g.frameSize).toBeCloseTo(468 / 2.125, 9);
    expect(g.gap).toBeCloseTo(g.frameSize / 8, 9);
    expect(g.rects[1]!.x - g.rects[0]!.x).toBeCloseTo(g.frameSize + g.gap, 9);
    expect(g.rects[0]!.x + (g.rects[1]!.x + g.frameSize - g.rects[0]!.x) / 2).toBeCloseTo(250, 9);
  });
  it('draws nothing without frames or room', () => {
    expect(arrangeFrames([], { width: 100, height: 100 }, 1, 8, 0)).toEqual({ frameSize: 0, gap: 0, rects: [] });
    expect(arrangeFrames([{ positionX: 0, positionY: 0 }], { width: 20, height: 100 }, 1, 8, 10)).toEqual({ frameSize: 0, gap: 0, rects: [] });
  });
  it('negative spacing counts as none', () => {
    expect(
      arrangeFrames(
        [
          { positionX: 0, positionY: 0 },
          { positionX: 1, positionY: 0 },
        ],
        { width: 200, height: 100 },
        -1,
        8,
        0,
      ).gap,
    ).toBe(0);
  });

  describe('with a control over the canvas (keepClear)', () => {
    const at = (positionX: number, positionY: number) => ({ positionX, positionY });
    const full2x2 = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
    const three = [at(0, 0), at(1, 0), at(0, 1)];
    const corner = { width: 180, height: 60 };
    const underCorner = (g: ReturnType<typeof arrangeFrames>, width: number) =>
      g.rects.some((r) => r.x + r.width > width - corner.width && r.y < corner.height);

    it('goes top right, the frames as without it, when no frame lies under that corner', () => {
      const row = [at(0, 0), at(1, 0)];
      const plain = arrangeFrames(row, { width: 500, height: 600 }, 1, 8, 16);
      expect(arrangeFrames(row, { width: 500, height: 600 }, 1, 8, 16, corner)).toEqual({ ...plain, controlCorner: 'top-right' });
    });

    it('goes bottom right, the frames as without it, when a short last row leaves that corner free', () => {
      const plain = arrangeFrames(three, { width: 790, height: 690 }, 1, 8, 16);
      expect(underCorner(plain, 790)).toBe(true);
      expect(arrangeFrames(three, { width: 790, height: 690 }, 1, 8, 16, corner)).toEqual({ ...plain, controlCorner: 'bottom-right' });
    });

    it('moves the frames below it when both corners are taken and that leaves them larger (a wide canvas)', () => {
      const g = arrangeFrames(full2x2, { width: 790, height: 690 }, 1, 8, 16, corner);
      expect(g.controlCorner).toBe('top-right');
      expect(underCorner(g, 790)).toBe(false);
      expect(g.frameSize).toBeCloseTo((690 - 60 - 16) / 2.125, 9);
      expect(g.rects[0]!.y).toBeCloseTo(60, 9);
      // Still centred across.
      expect(g.rects[0]!.x + (g.rects[1]!.x + g.frameSize - g.rects[0]!.x) / 2).toBeCloseTo(395, 9);
    });

    it('moves the frames to its left when both corners are taken and that leaves them larger (a tall, narrow control)', () => {
      const g = arrangeFrames(full2x2, { width: 420, height: 400 }, 1, 8, 16, { width: 60, height: 180 });
      expect(g.controlCorner).toBe('top-right');
      expect(g.frameSize).toBeCloseTo((420 - 16 - 60) / 2.125, 9);
      expect(g.rects[1]!.x + g.frameSize).toBeLessThanOrEqual(420 - 60 + 1e-9);
      // Still centred down.
      expect(g.rects[0]!.y + (g.rects[2]!.y + g.frameSize - g.rects[0]!.y) / 2).toBeCloseTo(200, 9);
    });
  });
});

describe('sameCorner', () => {
  it('is true for boxes of one size (or none), false otherwise', () => {
    expect(sameCorner(undefined, undefined)).toBe(true);
    expect(sameCorner({ width: 120, height: 44 }, { width: 120, height: 44 })).toBe(true);
    expect(sameCorner({ width: 120, height: 44 }, { width: 121, height: 44 })).toBe(false);
    expect(sameCorner({ width: 120, height: 44 }, { width: 120, height: 45 })).toBe(false);
    expect(sameCorner({ width: 120, height: 44 }, undefined)).toBe(false);
    expect(sameCorner(undefined, { width: 120, height: 44 })).toBe(false);
  });
});
