import { describe, expect, it } from 'vitest';
import { StorefrontCheckout } from '../../../src/application/cart/checkout/storefront-checkout';
import { buildTestWorld } from '../../fixtures/fakes';

const BLACK = 'gid://shopify/ProductVariant/41000000001';
const tiles = (quantity: number) => [{ merchandiseId: BLACK, quantity, attributes: [{ key: '_tiles', value: '[]' }] }];
const card = { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/30', securityCode: '123' };
const billing = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main', city: 'X', province: 'IL', zip: '60601', country: 'US' };

const setup = () => {
  const world = buildTestWorld();
  return { world, store: world.container.get(StorefrontCheckout) };
};

describe('StorefrontCheckout', () => {
  it('creates the cart on the first add, then adds to it; totals come from the server', async () => {
    const { world, store } = setup();
    await store.addLines(tiles(2));
    await store.addLines(tiles(1));
    expect(world.storefront.calls.map((c) => c.method)).toEqual(['createCart', 'addLines']);
    expect(store.itemCount).toBe(3);
    expect(store.cart?.total).toBe(4200);
    expect(store.status).toBe('ready');
  });

  it('shows the spec wording when a mutation fails, and the re-read cart after a timeout', async () => {
    const { world, store } = setup();
    await store.addLines(tiles(1));
    const reread = store.cart!;
    world.storefront.failNext.addLines = { code: 'storefront/timeout', message: 'Cart line addition failed: the request timed out', cart: reread };
    await store.addLines(tiles(5));
    expect(store.status).toBe('failed');
    expect(store.error).toBe('Cart line addition failed: the request timed out');
    expect(store.cart).toBe(reread);
  });

  it("applies a promo code and shows the discount; a refused code fails with the promo's message", async () => {
    const { store } = setup();
    await store.addLines(tiles(2));
    await store.applyPromoCode('take20');
    expect(store.cart?.total).toBe(2240);
    expect(store.discount).toBe(560);
    await store.applyPromoCode('NOPE');
    // The refusal reads as the promo's own words (the storefront's user error), not the transport's.
    expect(store.error).toBe("Hmm... That code didn't work 🤔");
    await store.removePromoCodes();
    expect(store.error).toBeNull();
    expect(store.discount).toBe(0);
  });

  it('removes a line and sets the buyer email', async () => {
    const { store } = setup();
    await store.addLines(tiles(2));
    await store.setEmail('ada@example.com');
    expect(store.cart?.buyerEmail).toBe('ada@example.com');
    await store.removeLine(store.cart!.lines[0]!.id);
    expect(store.itemCount).toBe(0);
  });

  it('pays with a vaulted card for the server total, then remembers the order', async () => {
    const { world, store } = setup();
    await store.addLines(tiles(2));
    await store.checkout(card, billing);
    expect(world.vault.cards).toEqual([card]);
    const paid = world.storefront.calls.find((c) => c.method === 'completeWithCard')!;
    expect(paid.args[1]).toMatchObject({ amount: 2800, vaultId: 'vs_4242', billingAddress: billing });
    expect(store.checkoutStatus).toBe('completed');
    expect(store.orderId).toBe('gid://shopify/Order/2');
  });

  it('keeps the idempotency key when a payment times out, and uses a new one after a decline', async () => {
    const { world, store } = setup();
    await store.addLines(tiles(1));
    world.storefront.failNext.completeWithCard = { code: 'storefront/timeout', message: 'Payment failed: the request timed out' };
    await store.checkout(card, billing);
    expect(store.paymentError).toBe('Payment failed: the request timed out');
    world.storefront.failNext.completeWithCard = { code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' };
    await store.checkout(card, billing);
    expect(store.paymentError).toBe('Your card was declined. Please use a different card.');
    expect(store.checkoutStatus).toBe('failed');
    await store.checkout(card, billing);
    const keys = world.storefront.calls.filter((c) => c.method === 'completeWithCard').map((c) => (c.args[1] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(store.checkoutStatus).toBe('completed');
  });

  it('completes a zero total for free, without the card', async () => {
    const { world, store } = setup();
    world.storefront.unitPrice = 0;
    await store.addLines(tiles(2));
    await store.checkout(null, billing);
    expect(world.vault.cards).toEqual([]);
    expect(store.orderId).toBe('gid://shopify/Order/1');
  });

  it("shows the vault's refusal and asks for a card when there is none", async () => {
    const { world, store } = setup();
    await store.addLines(tiles(1));
    await store.checkout(null, billing);
    expect(store.paymentError).toBe('Card details are required.');
    world.vault.refuse = { code: 'vault/refused', message: 'Invalid credit card number' };
    await store.checkout(card, billing);
    expect(store.paymentError).toBe('Invalid credit card number');
    expect(world.storefront.calls.some((c) => c.method === 'completeWithCard')).toBe(false);
  });

  it('loads a cart by id', async () => {
    const { world, store } = setup();
    await world.storefront.createCart({ lines: tiles(3), attributes: [] });
    await store.load('gid://shopify/Cart/fake');
    expect(store.itemCount).toBe(3);
  });
});
