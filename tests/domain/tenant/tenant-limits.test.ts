import { describe, expect, it } from 'vitest';
import {
  allowedFrameColors,
  checkTileLimit,
  convertProjectsToBlack,
  dropNonBlackProjects,
  hasNonBlackFrames,
  checkAddingToOrder,
  checkOrder,
  frameColourAllowed,
  needsBlackFrameConversion,
  NO_TENANT_LIMITS,
  openTileCount,
  projectLimitedItem,
  type LimitedItem,
  type TenantLimits,
} from '../../../src/domain/tenant';
import { overTileLimitMessage } from '../../../src/domain/cart';
import { project, tile } from '../fixtures';

/** The pharmacy's limits as seeded in its tenant record (server/seed/tenants.ts). */
const wg: TenantLimits = { maxMainProductTiles: 12, allowedFrameColors: ['Black'], forcedProductId: null };

describe('pharmacy limit', () => {
  it('allows up to 12 tiles of the main product', () => {
    expect(checkTileLimit(wg, 10, 2)).toEqual({ _tag: 'Right', right: 12 });
    expect(checkTileLimit(wg, 10, 3)).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/tile-limit', message: 'You can print up to 12 tiles per order. You have room for 2 more.', max: 12, remaining: 2 },
    });
    expect(checkTileLimit(wg, 14, 1)).toMatchObject({ _tag: 'Left', left: { remaining: 0 } });
    expect(checkTileLimit(NO_TENANT_LIMITS, 500, 500)).toEqual({ _tag: 'Right', right: 1000 });
  });

  it('counts the printed tiles of open projects, every product', () => {
    const list = [
      project('a', { quantity: 2 }),
      project('b', { status: 'Cart' }),
      project('done', { status: 'Completed' }),
      project('other', { productId: 'poster' }),
    ];
    expect(openTileCount(list)).toBe(4);
  });
});

const item = (extra: Partial<LimitedItem> = {}): LimitedItem => ({
  productId: 'tilepix',
  productName: 'Photo Tile 8x8',
  tiles: 1,
  designed: true,
  frameColors: ['Black'],
  ...extra,
});
const limits = (extra: Partial<TenantLimits>): TenantLimits => ({ ...NO_TENANT_LIMITS, ...extra });

describe("the tenant's stored limits: one rule for the client and the server", () => {
  it('no limits refuse nothing', () => {
    const many = [item({ tiles: 500, frameColors: ['White', 'Gray'] }), item({ productId: 'largeTile', tiles: 700 })];
    expect(checkOrder(NO_TENANT_LIMITS, many)).toEqual({ _tag: 'Right', right: 1200 });
    expect(checkAddingToOrder(NO_TENANT_LIMITS, 1000, many)).toEqual({ _tag: 'Right', right: 2200 });
  });

  it('the tile limit an admin saved (not the seeded 12): adding says what is left, a full order what to remove', () => {
    const five = limits({ maxMainProductTiles: 5 });
    expect(checkAddingToOrder(five, 3, [item({ tiles: 2 })])).toEqual({ _tag: 'Right', right: 5 });
    expect(checkAddingToOrder(five, 3, [item({ tiles: 1 }), item({ tiles: 2 })])).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/tile-limit', message: 'You can print up to 5 tiles per order. You have room for 2 more.', max: 5, remaining: 2 },
    });
    expect(checkOrder(five, [item({ tiles: 5 }), item({ productId: 'wallPadKit', designed: false, tiles: 0, frameColors: ['Standard'] })])).toEqual({
      _tag: 'Right',
      right: 5,
    });
    expect(checkOrder(five, [item({ tiles: 4 }), item({ tiles: 4 })])).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/tile-limit', message: 'You can print up to 5 tiles per order. Remove 3 to check out.', max: 5, remaining: 0 },
    });
    expect(overTileLimitMessage(5, 8)).toBe('You can print up to 5 tiles per order. Remove 3 to check out.');
  });

  it('frame colours: only the allowed ones, whatever the case; names that are no frame colour pass', () => {
    const white = limits({ allowedFrameColors: ['White'] });
    expect(frameColourAllowed(white, 'white')).toBe(true);
    expect(frameColourAllowed(white, 'Black')).toBe(false);
    expect(frameColourAllowed(white, 'Standard')).toBe(true);
    expect(frameColourAllowed({}, 'Black')).toBe(true);
    expect(checkOrder(white, [item({ frameColors: ['White', 'Black'] })])).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/frame-not-allowed', message: 'Black frames are not available here.', frameColor: 'Black' },
    });
    expect(checkAddingToOrder(white, 0, [item({ frameColors: ['Gray'] })])).toMatchObject({
      _tag: 'Left',
      left: { message: 'Gray frames are not available here.' },
    });
    expect(checkOrder(white, [item({ frameColors: ['WHITE'] }), item({ designed: false, frameColors: ['Gift Tile'] })])._tag).toBe('Right');
  });

  it('a forced product: every design is printed as it; ready-made products are still sold', () => {
    const forced = limits({ forcedProductId: 'cvs8x8Tile' });
    expect(checkOrder(forced, [item({ productId: 'cvs8x8Tile' }), item({ productId: 'giftTile', designed: false })])._tag).toBe('Right');
    expect(checkAddingToOrder(forced, 0, [item({ productId: 'largeTile', productName: 'Large Tile 12x12' })])).toEqual({
      _tag: 'Left',
      left: { code: 'tenant/product-not-sold', message: 'Large Tile 12x12 cannot be printed in this store.', productId: 'largeTile' },
    });
  });

  it("a project's item: its tiles times copies, its own and its tiles' frame colours", () => {
    const p = project('p', { quantity: 3, frameColor: 'Black', tiles: [tile('x', { frameColor: 'Gray' }), tile('y')] });
    expect(projectLimitedItem(p, 'Photo Tile 8x8')).toEqual({
      productId: 'tilepix',
      productName: 'Photo Tile 8x8',
      tiles: 6,
      designed: true,
      frameColors: ['Black', 'Gray', 'Black'],
    });
  });
});

describe('black frames only', () => {
  it('allows only Black for the pharmacy', () => {
    expect(allowedFrameColors(wg, ['Black', 'White', 'Gray'])).toEqual(['Black']);
    expect(allowedFrameColors(NO_TENANT_LIMITS, ['Black', 'White'])).toEqual(['Black', 'White']);
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
    expect(needsBlackFrameConversion(NO_TENANT_LIMITS, [whiteTile])).toBe(false);
    expect(needsBlackFrameConversion({ allowedFrameColors: ['White'] }, [whiteTile])).toBe(false);
    expect(needsBlackFrameConversion({ allowedFrameColors: ['Black', 'White'] }, [whiteTile])).toBe(false);
    expect(needsBlackFrameConversion(NO_TENANT_LIMITS, [whiteTile])).toBe(false);
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
