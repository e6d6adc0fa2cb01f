import { describe, expect, it } from 'vitest';
import { checkAddingTiles, checkMoreCopies, clampQuantity, MAX_QUANTITY } from '../../../src/domain/printing/tile-limits';
import { project, tile } from '../fixtures';

const withTiles = (id: string, count: number, extra = {}) =>
  project(id, { tiles: Array.from({ length: count }, (_, i) => tile(`${id}-${i}`)), ...extra });

describe('tile limits', () => {
  it('copies are a whole number from 1 to 99', () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('the pharmacy tenant prints at most 12 main-product tiles per order; others have no limit', () => {
    const projects = [withTiles('a', 10)];
    expect(checkAddingTiles('wg', projects, 2)).toEqual({ _tag: 'Right', right: 12 });
    const refused = checkAddingTiles('wg', projects, 3);
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'tenant/tile-limit', max: 12, remaining: 2 } });
    expect(checkAddingTiles('tilepix', projects, 300)._tag).toBe('Right');
  });

  it('more copies of a main-product project count its tiles once per extra copy', () => {
    const four = withTiles('a', 4);
    expect(checkMoreCopies('wg', [four], four, 3)._tag).toBe('Right'); // 4 + 8 = 12
    expect(checkMoreCopies('wg', [four], four, 4)).toMatchObject({ _tag: 'Left', left: { remaining: 8 } });
  });

  it('copies of another product add nothing to the limit', () => {
    const other = withTiles('b', 4, { productId: 'giftTile' });
    expect(checkMoreCopies('wg', [withTiles('a', 12), other], other, 50)._tag).toBe('Right');
  });
});
