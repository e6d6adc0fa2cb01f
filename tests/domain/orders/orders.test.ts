import { describe, expect, it } from 'vitest';
import { isPrivatePath } from '../../../src/domain/routing/paths';
import { orderProgress, orderStatusLabel, planReorder, readOrderNumber, reorderMessage, reorderRefusal } from '../../../src/domain/orders';
import { imagePx } from '../../../src/domain/units/units';
import { project, tile } from '../fixtures';

describe('order numbers as typed (issue 29)', () => {
  it('reads loose spellings and refuses what cannot be one', () => {
    expect(readOrderNumber('#k7m-4q9 xrt')).toBe('K7M4Q9XRT');
    expect(readOrderNumber('K7M4Q9XRT')).toBe('K7M4Q9XRT');
    for (const bad of ['', 'K7M4Q9XR', 'K7M4Q9XRTT', 'K0M4Q9XRT', 'K7M4Q9XRU', 'x'.repeat(41), '../K7M4Q9XRT']) expect(readOrderNumber(bad), bad).toBeNull();
  });
});

describe("an order's progress", () => {
  const placedAt = 1_000;
  it("a shipped delivery: Paid, In production and Shipped done, with the last change's time", () => {
    const steps = orderProgress({ status: 'shipped', placedAt, statusChangedAt: 5_000, pickup: null });
    expect(steps.map((s) => [s.label, s.done, s.at])).toEqual([
      ['Paid', true, 1_000],
      ['In production', true, null],
      ['Shipped', true, 5_000],
    ]);
    expect(orderStatusLabel({ status: 'shipped', placedAt, statusChangedAt: 5_000, pickup: null })).toBe('Shipped');
  });
  it("a pick-up order: Ready for pick-up and Picked up from the store's marks", () => {
    const facts = { status: 'paid' as const, placedAt, statusChangedAt: null, pickup: { readyBy: 9_000, readyAt: 7_000, pickedUpAt: null } };
    expect(orderProgress(facts).map((s) => [s.label, s.done])).toEqual([
      ['Paid', true],
      ['In production', true],
      ['Ready for pick-up', true],
      ['Picked up', false],
    ]);
    expect(orderStatusLabel(facts)).toBe('Ready for pick-up');
  });
  it('a cancelled order says so', () => {
    expect(orderStatusLabel({ status: 'cancelled', placedAt, statusChangedAt: 2_000, pickup: null })).toBe('Cancelled');
  });
});

describe('reorder', () => {
  const ids = () => {
    let n = 0;
    return () => `new-${++n}`;
  };
  const ctx = { current: [], limits: { maxMainProductTiles: null, allowedFrameColors: null }, cartToken: 'cart-now', now: 50_000, newId: ids() };

  it("refuses a product or a frame colour no longer sold, with the line's title", () => {
    const bought = project('p1', { frameColor: 'Gray', tiles: [tile('t1', { frameColor: 'Gray' })] });
    expect(reorderRefusal(bought, 'Photo Tile', null)).toBe('“Photo Tile” is no longer sold, so it was not added to your cart.');
    expect(reorderRefusal(bought, 'Photo Tile', { name: 'Photo Tile', variantNames: ['Black', 'White'] })).toBe(
      'Gray frames of “Photo Tile” are no longer sold, so it was not added to your cart.',
    );
    expect(reorderRefusal(bought, 'Photo Tile', { name: 'Photo Tile', variantNames: ['Black', 'gray'] })).toBeNull();
  });

  it('adds new copies (new ids, this cart, unsaved, status Cart) and keeps tiles, crops and frames', () => {
    const bought = project('p1', {
      status: 'Completed',
      serverVersion: 4,
      userId: 'someone',
      cartToken: 'old',
      tiles: [tile('t1', { cropTopLeftX: imagePx(12) }), tile('t2')],
    });
    const plan = planReorder([{ project: bought, title: 'Photo Tile' }], [], { ...ctx, newId: ids() });
    expect(plan.refused).toEqual([]);
    const copy = plan.added[0]!;
    expect(copy).toMatchObject({
      id: 'new-1',
      status: 'Cart',
      isActive: false,
      cartToken: 'cart-now',
      savedToServer: false,
      hasUnsavedChanges: true,
      createdAt: 50_000,
    });
    expect(copy.tiles.map((t) => t.id)).toEqual(['new-2', 'new-3']);
    expect(copy.tiles[0]!.cropTopLeftX).toBe(12);
    expect(copy.serverVersion).toBeUndefined();
    expect(copy.userId).toBeUndefined();
    expect(reorderMessage(plan)).toBe('1 project was added to your cart at today’s prices.');
  });

  it("holds to the tile limit counting the cart and earlier copies, and to the tenant's frame colours", () => {
    const eight = project('a', { tiles: Array.from({ length: 8 }, (_, i) => tile(`a${i}`)) });
    const inCart = [project('c', { status: 'Cart', tiles: Array.from({ length: 3 }, (_, i) => tile(`c${i}`)) })];
    const limited = { maxMainProductTiles: 12, allowedFrameColors: ['Black'] };
    const white = project('w', { frameColor: 'White', tiles: [tile('w1', { frameColor: 'White' })] });
    const plan = planReorder(
      [
        { project: eight, title: 'Eight' },
        { project: eight, title: 'Again' },
        { project: white, title: 'White one' },
      ],
      ['“Gone” is no longer sold, so it was not added to your cart.'],
      { ...ctx, current: inCart, limits: limited, newId: ids() },
    );
    expect(plan.added).toHaveLength(1);
    expect(plan.refused).toEqual([
      '“Gone” is no longer sold, so it was not added to your cart.',
      '“Again” was not added: You can print up to 12 tiles per order. You have room for 1 more.',
      'White frames are not available here, so “White one” was not added to your cart.',
    ]);
    expect(reorderMessage({ added: [], refused: [] })).toBe('Nothing from this order could be added to your cart.');
  });
});

describe('private paths', () => {
  it('are the order and account pages only', () => {
    for (const p of ['/orders/K7M4Q9XRT', '/orders/x/', '/account', '/account/']) expect(isPrivatePath(p), p).toBe(true);
    for (const p of ['/orders', '/orders/a/b', '/accounts', '/admin/orders/1', '/cart']) expect(isPrivatePath(p), p).toBe(false);
  });
});
