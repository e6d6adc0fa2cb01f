import { describe, expect, it } from 'vitest';
import {
  allowedFrameColors,
  checkTileLimit,
  convertProjectsToBlack,
  dropNonBlackProjects,
  hasNonBlackFrames,
  mainProductTileCount,
  needsBlackFrameConversion,
  tenantProfile,
  DEFAULT_TENANT,
} from '../../../src/domain/tenant';
import { project, tile } from '../fixtures';

const wg = tenantProfile('wg');

describe('pharmacy limit', () => {
  it('allows up to 12 tiles of the main product', () => {
    expect(checkTileLimit(wg, 10, 2)).toEqual({ _tag: 'Right', right: 12 });
    expect(checkTileLimit(wg, 10, 3)).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/tile-limit', message: 'You can print up to 12 tiles per order. You have room for 2 more.', max: 12, remaining: 2 },
    });
    expect(checkTileLimit(wg, 14, 1)).toMatchObject({ _tag: 'Left', left: { remaining: 0 } });
    expect(checkTileLimit(tenantProfile(DEFAULT_TENANT), 500, 500)).toEqual({ _tag: 'Right', right: 1000 });
  });

  it('counts main-product tiles of open projects', () => {
    const list = [
      project('a', { quantity: 2 }),
      project('b', { status: 'Cart' }),
      project('done', { status: 'Completed' }),
      project('other', { productId: 'poster' }),
    ];
    expect(mainProductTileCount(list, 'tilepix')).toBe(3);
  });
});

describe('black frames only', () => {
  it('allows only Black for the pharmacy', () => {
    expect(allowedFrameColors(wg, ['Black', 'White', 'Gray'])).toEqual(['Black']);
    expect(allowedFrameColors(tenantProfile(DEFAULT_TENANT), ['Black', 'White'])).toEqual(['Black', 'White']);
  });

  it('needs conversion when any project or tile frame is not black', () => {
    const black = project('b');
    const whiteTile = project('w', { tiles: [tile('x', { frameColor: 'White' })] });
    const grayProject = project('g', { frameColor: 'Gray' });
    expect(hasNonBlackFrames(black)).toBe(false);
    expect(hasNonBlackFrames(whiteTile)).toBe(true);
    expect(hasNonBlackFrames(grayProject)).toBe(true);
    expect(needsBlackFrameConversion(wg, [black])).toBe(false);
    expect(needsBlackFrameConversion(wg, [black, whiteTile])).toBe(true);
    expect(needsBlackFrameConversion(tenantProfile(DEFAULT_TENANT), [whiteTile])).toBe(false);
    expect(needsBlackFrameConversion({ allowedFrameColors: ['White'] }, [whiteTile])).toBe(false);
    expect(needsBlackFrameConversion({ allowedFrameColors: ['Black', 'White'] }, [whiteTile])).toBe(false);
  });

  it('converts every frame to Black, or drops non-black projects when declined', () => {
    const black = project('b');
    const white = project('w', { frameColor: 'White', tiles: [tile('x', { frameColor: 'White' })] });
    const converted = convertProjectsToBlack([black, white], 42);
    expect(converted[0]).toBe(black);
    expect(converted[1]).toMatchObject({ frameColor: 'Black', convertedToBlackFrames: true, updatedAt: 42, hasUnsavedChanges: true });
    expect(converted[1]?.tiles[0]?.frameColor).toBe('Black');
    expect(dropNonBlackProjects([black, white]).map((p) => p.id)).toEqual(['b']);
  });
});
