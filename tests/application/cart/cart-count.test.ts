import { describe, expect, it } from 'vitest';
import { CartContentsStore } from '../../../src/application/cart/cart-contents-store';
import { CartCount } from '../../../src/application/cart/cart-count';
import { CartHint } from '../../../src/application/ports/cart-hint';
import { encodeStored } from '../../../src/domain/persistence';
import { buildTestWorld } from '../../fixtures/fakes';

const NOW = Date.parse('2026-11-21T12:00:00Z');

/** A world with stored cart records, its CartCount resolved before anything else (as the header does). */
const world = (stored: Record<string, unknown>, search = '') => {
  const w = buildTestWorld({ search }, []);
  w.scheduler.time = NOW;
  for (const [key, value] of Object.entries(stored)) w.storage.set(`tpx:tilepix:${key}`, encodeStored(value, NOW));
  const said: boolean[] = [];
  w.container.bind(CartHint).toConstantValue({ set: (may: boolean) => void said.push(may) });
  return { w, count: w.container.get(CartCount), said };
};

const STORED = {
  projects: [{ status: 'Cart', tiles: [{}, {}], quantity: 3 }, { status: 'InProgress', tiles: [{}] }, { status: 'Cart', tiles: [{}] }, null],
  wallPadsInCart: 50,
  cartItems: [
    { productId: 'giftTile', variantId: 'g', name: 'Gift', unitPriceCents: 1400, quantity: 99 },
    { productId: 'x' },
    { productId: 'giftTile', variantId: 'h', name: 'Gift', unitPriceCents: 14.5, quantity: 1 },
  ],
};

describe("the header's cart count without the cart's contents (issue 27)", () => {
  it('counts the stored records as the contents store does: the same number, before and after it exists', () => {
    const { w, count } = world(STORED);
    // 7 tiles in the cart's projects, wall pads clamped to 20, the one good item clamped to 20.
    expect(count.itemCount).toBe(47);
    const contents = w.container.get(CartContentsStore);
    expect(contents.itemCount).toBe(47);
    expect(count.itemCount).toBe(47);
  });

  it("follows the contents store's changes once it exists", () => {
    const { w, count, said } = world({});
    expect(count.itemCount).toBe(0);
    const contents = w.container.get(CartContentsStore);
    contents.setWallPads(2);
    expect(count.itemCount).toBe(2);
    contents.setCartTiles(5);
    expect(count.itemCount).toBe(7);
    contents.setWallPads(0);
    contents.setCartTiles(0);
    expect(count.itemCount).toBe(0);
    expect(said).toEqual([false, true, false]);
  });

  it('tells the server at once, without the contents store, whether the cart may have lines; hostile records read as empty', () => {
    expect(world({}).said).toEqual([false]);
    expect(world({ projects: [{ status: 'Cart', tiles: [] }] }).said).toEqual([true]);
    expect(world({ wallPadsInCart: 1 }).said).toEqual([true]);
    for (const hostile of [null, 'Cart', { status: 'Cart' }, [null, 7, 'x', { status: 'cart' }], { length: 3 }, { cartItems: 'x' }]) {
      const { count, said } = world({ projects: hostile, wallPadsInCart: 'many', cartItems: hostile });
      expect(count.itemCount).toBe(0);
      expect(count.knownEmpty).toBe(true);
      expect(said).toEqual([false]);
    }
  });

  it("remembers the link's promo code at once, without the contents store, which then starts from it", () => {
    const { w } = world({ promo: 'OLD' }, 'tpx-promo=%20TAKE20%20');
    expect(w.storage.get('tpx:tilepix:promo')).toContain('TAKE20');
    expect(w.container.get(CartContentsStore).promo).toEqual({ kind: 'entered', code: 'TAKE20' });
  });

  it('stops following a disposed contents store', () => {
    const { w, count } = world({ wallPadsInCart: 3 });
    const contents = w.container.get(CartContentsStore);
    contents.setWallPads(4);
    expect(count.itemCount).toBe(4);
    contents.dispose();
    contents.setWallPads(6);
    expect(count.itemCount).toBe(3);
  });
});
