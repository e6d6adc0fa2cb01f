import { describe, expect, it } from 'vitest';
import { checkAddingTiles, checkMoreCopies, clampQuantity, limitChoice, MAX_QUANTITY } from '../../../src/domain/printing/tile-limits';
import { NO_TENANT_LIMITS } from '../../../src/domain/tenant';
import { project, tile } from '../fixtures';

const twelve = { maxMainProductTiles: 12 };

const withTiles = (id: string, count: number, extra = {}) => project(id, { tiles: Array.from({ length: count }, (_, i) => tile(`${id}-${i}`)), ...extra });

describe('tile limits', () => {
  it('copies are a whole number from 1 to 99', () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it("a tenant's tile limit (the pharmacy's 12) caps the tiles per order; no limit, no cap", () => {
    const projects = [withTiles('a', 10)];
    expect(checkAddingTiles(twelve, projects, 2)).toEqual({ _tag: 'Right', right: 12 });
    const refused = checkAddingTiles(twelve, projects, 3);
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'tenant/tile-limit', max: 12, remaining: 2 } });
    expect(checkAddingTiles(NO_TENANT_LIMITS, projects, 300)._tag).toBe('Right');
  });

  it('more copies of a project count its tiles once per extra copy', () => {
    const four = withTiles('a', 4);
    expect(checkMoreCopies(twelve, [four], four, 3)._tag).toBe('Right'); // 4 + 8 = 12
    expect(checkMoreCopies(twelve, [four], four, 4)).toMatchObject({ _tag: 'Left', left: { remaining: 8 } });
  });

  it("every product's tiles count, as the server counts every printed tile (one rule)", () => {
    const other = withTiles('b', 4, { productId: 'largeTile' });
    expect(checkMoreCopies(twelve, [withTiles('a', 8), other], other, 2)).toMatchObject({ _tag: 'Left', left: { max: 12, remaining: 0 } });
    expect(checkMoreCopies(twelve, [withTiles('a', 4), other], other, 2)._tag).toBe('Right');
  });

  it('a choice of more photos than fit says how many fit, in the tenant’s words, before anything is added (issue 31)', () => {
    expect(limitChoice(twelve, [], 1, 12)).toBeNull();
    expect(limitChoice(NO_TENANT_LIMITS, [], 1, 500)).toBeNull();
    expect(limitChoice(twelve, [], 1, 13)).toEqual({
      room: 12,
      message: 'You can print up to 12 tiles per order. You have room for 12 more. Choose the 12 photos to add.',
    });
    expect(limitChoice(twelve, [withTiles('a', 11)], 1, 3)).toEqual({
      room: 1,
      message: 'You can print up to 12 tiles per order. You have room for 1 more. Choose the photo to add.',
    });
    // Two copies of the project: each photo is two tiles.
    expect(limitChoice(twelve, [withTiles('a', 3)], 2, 5)?.room).toBe(4);
    expect(limitChoice(twelve, [withTiles('a', 12)], 1, 1)).toEqual({
      room: 0,
      message: 'You can print up to 12 tiles per order. You have room for 0 more. Remove some tiles to add others.',
    });
  });
});
