import { describe, expect, it } from 'vitest';
import { addToCart, completeCheckout, editFromCart, nextStatus } from '../../../src/domain/project';
import { project, seed, tile } from '../fixtures';

describe('project status', () => {
  it.each([
    ['InProgress', 'addToCart', 'Cart'],
    ['Cart', 'completeCheckout', 'Completed'],
    ['Cart', 'editFromCart', 'InProgress'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toEqual({ _tag: 'Right', right: to });
  });

  it.each([
    ['InProgress', 'completeCheckout'],
    ['InProgress', 'editFromCart'],
    ['Cart', 'addToCart'],
    ['Completed', 'addToCart'],
    ['Completed', 'editFromCart'],
  ] as const)('refuses %s --%s-->', (from, event) => {
    expect(nextStatus(from, event)).toEqual({
      _tag: 'Left',
      left: { code: 'project/invalid-transition', message: `Cannot ${event} a project that is ${from}` },
    });
  });
});

describe('add to cart', () => {
  it('moves the project to the Cart and asks to save it', () => {
    const result = addToCart(project('p'), 77);
    expect(result._tag).toBe('Right');
    if (result._tag === 'Left') return;
    expect(result.right.state).toMatchObject({ status: 'Cart', isActive: false, updatedAt: 77, hasUnsavedChanges: true });
    expect(result.right.effects).toEqual([{ type: 'saveProject', projectId: 'p' }]);
  });

  it('copies the shared options onto split batched tiles', () => {
    const split = project('s', { isSplit: true, isBatched: true, frameColor: 'Gray', tiles: [tile('a', { isBatched: true })] });
    const result = addToCart(split, 1);
    expect(result._tag === 'Right' && result.right.state.tiles[0]?.frameColor).toBe('Gray');
    const single = project('n', { isSplit: false, isBatched: true, frameColor: 'Gray', tiles: [tile('a', { isBatched: true })] });
    const untouched = addToCart(single, 1);
    expect(untouched._tag === 'Right' && untouched.right.state.tiles[0]?.frameColor).toBe('Black');
    const splitOnly = project('x', { isSplit: true, isBatched: false, frameColor: 'Gray', tiles: [tile('a', { isBatched: true })] });
    const notBatched = addToCart(splitOnly, 1);
    expect(notBatched._tag === 'Right' && notBatched.right.state.tiles[0]?.frameColor).toBe('Black');
  });

  it('refuses a project already in the cart', () => {
    expect(addToCart(project('p', { status: 'Cart' }), 1)._tag).toBe('Left');
  });
});

describe('edit from cart', () => {
  it('reopens a cart project as the active project', () => {
    const result = editFromCart([project('a'), project('c', { status: 'Cart', isActive: false })], 'c', 5);
    expect(result._tag).toBe('Right');
    if (result._tag === 'Left') return;
    expect(result.right.state.map((p) => [p.id, p.status, p.isActive])).toEqual([
      ['a', 'InProgress', false],
      ['c', 'InProgress', true],
    ]);
    expect(result.right.effects).toEqual([{ type: 'saveProject', projectId: 'c' }]);
  });

  it('refuses unknown or open projects', () => {
    expect(editFromCart([project('a')], 'a', 1)._tag).toBe('Left');
    expect(editFromCart([project('a')], 'zzz', 1)._tag).toBe('Left');
  });
});

describe('checkout complete', () => {
  it('completes the cart, remembers it, resets wall pads, clears the promo and starts a new empty project', () => {
    const plan = completeCheckout(
      [project('c1', { status: 'Cart', isActive: false }), project('open'), project('c2', { status: 'Cart', isActive: false })],
      seed('fresh', 500),
    );
    expect(plan.state.completed.map((p) => [p.id, p.status, p.updatedAt])).toEqual([
      ['c1', 'Completed', 500],
      ['c2', 'Completed', 500],
    ]);
    expect(plan.state.projects.map((p) => [p.id, p.isActive, p.tiles.length])).toEqual([
      ['open', false, 1],
      ['fresh', true, 0],
    ]);
    expect(plan.effects).toEqual([
      { type: 'rememberLastCart', projectIds: ['c1', 'c2'] },
      { type: 'setWallPadsInCart', count: 0 },
      { type: 'clearPromo' },
      { type: 'saveProject', projectId: 'c1' },
      { type: 'saveProject', projectId: 'c2' },
    ]);
  });
});
