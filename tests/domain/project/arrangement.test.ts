import { describe, expect, it } from 'vitest';
import { inChosenOrder, moveTileToFrame, neighbourFrame, stepTile, withTileInFrame } from '../../../src/domain/project/arrangement';
import { frameSlots, nextTilePosition } from '../../../src/domain/project/frame-layout';
import { project, tile } from '../fixtures';

const ids = (p: Parameters<typeof frameSlots>[0]) => frameSlots(p).map((s) => s.tile?.id ?? null);
const custom = (...names: string[]) => project('p', { tiles: names.map((n) => tile(n)) });
const nine = (...names: Array<string | null>) => {
  const empty = project('p', { metadata: { layout: 9 }, tiles: [] });
  const slots = frameSlots(empty);
  return { ...empty, tiles: names.flatMap((n, i) => (n === null ? [] : [tile(n, slots[i]!.position)])) };
};

describe('arranging tiles (issue 31)', () => {
  it('dropping a tile on another swaps the two, and their positions follow', () => {
    const move = moveTileToFrame(custom('a', 'b', 'c', 'd'), 'a', 2);
    expect(move).toMatchObject({ from: 0, to: 2, frames: 4, swappedWith: 'c' });
    expect(move!.project.tiles.map((t) => t.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(move!.project.tiles.map((t) => [t.positionX, t.positionY])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('dropping a tile on an empty frame of a layout moves it there and leaves its old frame empty', () => {
    const move = moveTileToFrame(nine('a', 'b'), 'a', 5);
    expect(move?.swappedWith).toBeNull();
    expect(ids(move!.project)).toEqual([null, 'b', null, null, null, 'a', null, null, null]);
    expect(move!.project.tiles.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('refuses what moves nothing: a split project, an unknown tile or frame, the tile’s own frame', () => {
    expect(moveTileToFrame({ ...custom('a', 'b'), isSplit: true }, 'a', 1)).toBeNull();
    expect(moveTileToFrame(custom('a', 'b'), 'zz', 1)).toBeNull();
    expect(moveTileToFrame(custom('a', 'b'), 'a', 7)).toBeNull();
    expect(moveTileToFrame(custom('a', 'b'), 'a', 0)).toBeNull();
  });

  it('arrow keys move to the neighbouring frame: along the row, the nearest row above or below, null at the edge', () => {
    const grid = frameSlots(nine()).map((s) => s.position);
    expect(neighbourFrame(grid, 4, 'left')).toBe(3);
    expect(neighbourFrame(grid, 4, 'right')).toBe(5);
    expect(neighbourFrame(grid, 4, 'up')).toBe(1);
    expect(neighbourFrame(grid, 4, 'down')).toBe(7);
    expect(neighbourFrame(grid, 0, 'left')).toBeNull();
    expect(neighbourFrame(grid, 0, 'up')).toBeNull();
    expect(neighbourFrame(grid, 99, 'up')).toBeNull();
    // A staggered row: the closest frame across.
    const staggered = [
      { positionX: 0, positionY: 0 },
      { positionX: 1, positionY: 0 },
      { positionX: 0.5, positionY: 1 },
      { positionX: 1.5, positionY: 1 },
    ];
    expect(neighbourFrame(staggered, 3, 'up')).toBe(1);
  });

  it('a keyboard step swaps with the neighbour or moves into an empty frame', () => {
    expect(stepTile(custom('a', 'b', 'c'), 'a', 'right')!.project.tiles.map((t) => t.id)).toEqual(['b', 'a', 'c']);
    expect(ids(stepTile(nine('a'), 'a', 'down')!.project)).toEqual([null, null, null, 'a', null, null, null, null, null]);
    expect(stepTile(custom('a', 'b'), 'a', 'left')).toBeNull();
    expect(stepTile(custom('a', 'b'), 'zz', 'left')).toBeNull();
  });

  it('photos of one choice read in the order chosen, whatever order they arrived in', () => {
    const arrived = custom('x', 'c', 'a', 'b');
    expect(inChosenOrder(arrived, ['a', 'b', 'c']).tiles.map((t) => t.id)).toEqual(['x', 'a', 'b', 'c']);
    // Already in order, or nothing of the choice placed yet: the same project.
    const ordered = custom('a', 'b');
    expect(inChosenOrder(ordered, ['a', 'b', 'gone'])).toBe(ordered);
    const split = { ...arrived, isSplit: true };
    expect(inChosenOrder(split, ['a', 'b'])).toBe(split);
    // In a layout, the chosen photos keep the frames they hold.
    expect(ids(inChosenOrder(nine('b', null, 'a'), ['a', 'b']))).toEqual(['a', null, 'b', null, null, null, null, null, null]);
  });

  it('an empty frame takes a new tile; a filled frame, a split project or no such frame refuse', () => {
    const filled = withTileInFrame(nine('a'), tile('n'), 4);
    expect(ids(filled!)).toEqual(['a', null, null, null, 'n', null, null, null, null]);
    // The next photo added takes the first free frame.
    expect(nextTilePosition(filled!)).toEqual(frameSlots(filled!)[1]!.position);
    expect(withTileInFrame(nine('a'), tile('n'), 0)).toBeNull();
    expect(withTileInFrame(nine('a'), tile('n'), 9)).toBeNull();
    expect(withTileInFrame({ ...nine('a'), isSplit: true }, tile('n'), 3)).toBeNull();
  });

  it('tiles past a layout’s frames (an old project) are kept when the others move', () => {
    const crowded = { ...nine('a'), metadata: { layout: 3 }, tiles: ['a', 'b', 'c', 'd'].map((n) => tile(n, { positionX: 9, positionY: 9 })) };
    const move = moveTileToFrame(crowded, 'a', 1);
    expect(move!.project.tiles.map((t) => t.id)).toEqual(['b', 'a', 'c', 'd']);
  });
});
