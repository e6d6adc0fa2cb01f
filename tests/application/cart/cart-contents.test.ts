import { describe, expect, it } from 'vitest';
import { CartContentsStore } from '../../../src/application/cart/cart-contents-store';
import { cartItemAttributes } from '../../../src/application/cart/checkout/checkout-cart';
import { CartHint } from '../../../src/application/ports/cart-hint';
import { cartItemKey } from '../../../src/application/cart/cart-records';
import { fingerprint } from '../../../src/application/cart/checkout/placed-order';
import { orderNumberOf } from '../../../src/domain/orders';
import { encodeStored } from '../../../src/domain/persistence';
import { buildTestWorld } from '../../fixtures/fakes';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('cart contents before the project store loads', () => {
  it('counts the stored cart tiles for the header at once, and ignores malformed items', () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    world.storage.set(
      'tpx:tilepix:projects',
      encodeStored([{ status: 'Cart', tiles: [{}, {}], quantity: 3 }, { status: 'InProgress', tiles: [{}] }, { status: 'Cart', tiles: [{}] }, null], NOW),
    );
    world.storage.set('tpx:tilepix:wallPadsInCart', encodeStored(2, NOW));
    world.storage.set(
      'tpx:tilepix:cartItems',
      encodeStored(
        [
          { productId: 'giftTile', variantId: 'g', name: 'Gift', unitPriceCents: 1400, quantity: 1 },
          { productId: 'x' },
          // Fractions of a cent or of an item are not whole records: dropped.
          { productId: 'giftTile', variantId: 'h', name: 'Gift', unitPriceCents: 14.5, quantity: 1 },
          { productId: 'giftTile', variantId: 'i', name: 'Gift', unitPriceCents: 1400, quantity: 1.5 },
        ],
        NOW,
      ),
    );
    const contents = world.container.get(CartContentsStore);
    expect(contents.cartTiles).toBe(7);
    expect(contents.items.map((i) => i.variantId)).toEqual(['g']);
    expect(contents.itemCount).toBe(10);
    // Reading the cart tiles never drops the stored projects.
    expect(world.storage.get('tpx:tilepix:projects')).not.toBeNull();
  });

  it('clamps stored wall pads and item quantities to what one order can hold', () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    world.storage.set('tpx:tilepix:wallPadsInCart', encodeStored(50, NOW));
    world.storage.set(
      'tpx:tilepix:cartItems',
      encodeStored([{ productId: 'giftTile', variantId: 'g', name: 'Gift', unitPriceCents: 1400, quantity: 99 }], NOW),
    );
    const contents = world.container.get(CartContentsStore);
    expect(contents.wallPads).toBe(20);
    expect(contents.items[0]?.quantity).toBe(20);
  });

  it('keeps the promo code in one place: entered from storage, dropped when refused, remembered when applied', () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    world.storage.set('tpx:tilepix:promo', encodeStored('take20', NOW));
    const contents = world.container.get(CartContentsStore);
    expect(contents.promo).toEqual({ kind: 'entered', code: 'take20' });
    contents.setPromo({ kind: 'refused', code: 'TAKE20', message: 'Sorry... That code has expired.' });
    expect(contents.promoCode).toBeNull();
    expect(world.storage.get('tpx:tilepix:promo')).toBeNull();
    contents.setPromoCode('  save5 ');
    expect(contents.promoCode).toBe('save5');
    contents.clearAfterCheckout();
    expect(contents.promo).toEqual({ kind: 'none' });
  });
});

describe('small helpers', () => {
  it('shows an order number from the order id, and fingerprints cart contents', () => {
    expect(orderNumberOf('gid://shopify/Order/1001')).toBe('#1001');
    expect(orderNumberOf('gid://shopify/Order/1001?key=AbC-123_x')).toBe('#1001');
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
  });
});

describe('the cart hint for the server (issue 27)', () => {
  const world = (stored: Record<string, unknown>) => {
    const w = buildTestWorld({}, []);
    w.scheduler.time = NOW;
    for (const [key, value] of Object.entries(stored)) w.storage.set(`tpx:tilepix:${key}`, encodeStored(value, NOW));
    const said: boolean[] = [];
    w.container.bind(CartHint).toConstantValue({ set: (may: boolean) => void said.push(may) });
    return { contents: w.container.get(CartContentsStore), said };
  };

  it('is known empty with nothing stored, and says so to the server at once', () => {
    const { contents, said } = world({});
    expect(contents.knownEmpty).toBe(true);
    expect(said).toEqual([false]);
  });

  it('is not known empty with a cart project (even one without tiles), wall pads or an item; hostile records read as empty', () => {
    expect(world({ projects: [{ status: 'Cart', tiles: [] }] }).contents.knownEmpty).toBe(false);
    expect(world({ projects: [{ status: 'InProgress', tiles: [{}] }] }).contents.knownEmpty).toBe(true);
    expect(world({ wallPadsInCart: 1 }).contents.knownEmpty).toBe(false);
    expect(world({ cartItems: [{ productId: 'giftTile', variantId: 'g', name: 'Gift', unitPriceCents: 1400, quantity: 1 }] }).contents.knownEmpty).toBe(false);
    for (const hostile of [null, 'Cart', { status: 'Cart' }, [null, 7, 'x', { status: 'cart' }], { length: 3 }]) {
      const { contents, said } = world({ projects: hostile });
      expect(contents.knownEmpty).toBe(true);
      expect(said).toEqual([false]);
    }
  });

  it('follows the cart: wall pads added say "may have lines", taken back to 0 say empty again', () => {
    const { contents, said } = world({});
    contents.setWallPads(2);
    contents.setWallPads(0);
    expect(said).toEqual([false, true, false]);
  });
});

describe('SPEC §5 Gift tile in the cart', () => {
  const choice = { entry: 'cart' as const, productId: 'giftTile', variantId: 'gid-gift', quantity: 1, productName: 'Gift Tile', unitPrice: 1400 as never };
  const ada = { name: 'Ada Lovelace', email: 'ada@example.test', amountCents: 2800 as never, tiles: 2 };
  const bob = { name: 'Bob Ross', phone: '5551234567', amountCents: 1400 as never, tiles: 1 };

  it('keeps one item per recipient, as many tiles as the amount buys; the recipient goes on the storefront line', () => {
    const world = buildTestWorld({}, []);
    world.scheduler.time = NOW;
    const contents = world.container.get(CartContentsStore);
    contents.addProduct(choice, ada);
    contents.addProduct(choice, bob);
    contents.addProduct(choice, ada);
    expect(contents.items.map((i) => [i.gift?.name, i.quantity])).toEqual([
      ['Ada Lovelace', 2],
      ['Bob Ross', 1],
    ]);
    // A gift's quantity is its amount's: only removing it changes it.
    contents.setItemQuantity(contents.items[0]!, 5);
    expect(contents.items[0]!.quantity).toBe(2);
    expect(cartItemAttributes(contents.items[0]!)).toEqual([
      { key: 'Recipient Name', value: 'Ada Lovelace' },
      { key: 'Recipient Email', value: 'ada@example.test' },
      { key: 'Gift Amount', value: '28.00' },
    ]);
    expect(cartItemAttributes({})).toEqual([]);
    contents.setItemQuantity(contents.items[1]!, 0);
    expect(contents.items.map((i) => cartItemKey(i))).toEqual(['gid-gift|gift|Ada Lovelace|ada@example.test||2800']);
    // Kept across a reload, recipient and all.
    const again = buildTestWorld({}, []);
    again.scheduler.time = NOW;
    again.storage.set('tpx:tilepix:cartItems', world.storage.get('tpx:tilepix:cartItems')!);
    expect(again.container.get(CartContentsStore).items[0]!.gift).toEqual(ada);
  });
});
