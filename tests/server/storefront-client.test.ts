import { tmpdir } from 'node:os';
import { isLeft, type Either } from 'fp-ts/Either';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GraphQLStorefrontCart } from '../../src/adapters/storefront/graphql-storefront-cart';
import { HttpPaymentVault } from '../../src/adapters/storefront/http-payment-vault';
import { referenceStorefrontEndpoint } from '../../src/adapters/storefront/storefront-endpoint';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { printedAttributes, storeLineProjects } from './storefront-harness';
import { cartEditPlan } from '../../src/application/cart/checkout/cart-edit-plan';
import { testDbFactories } from './test-db';

const BLACK = 'gid://shopify/ProductVariant/41000000001';
const REWARD = 'gid://shopify/ProductVariant/41000000005';
const billingAddress = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Springfield', province: 'IL', zip: '62701', country: 'US' };

function ok<E extends { message: string }, A>(r: Either<E, A>): A {
  if (isLeft(r)) throw new Error(`expected success, got ${r.left.message}`);
  return r.right;
}

/** The client's own adapters against the reference server: the wire contract, end to end. */
describe.each(testDbFactories)('storefront client adapters against the server on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  const endpoint = referenceStorefrontEndpoint('http://store.test/api/', 'tilepix');
  const storefront = () => new GraphQLStorefrontCart(endpoint, { sleep: async () => {}, timeoutMs: 20_000 });
  const vault = () => new HttpPaymentVault(endpoint);

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    app = createApp({ db, config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' }, frameAncestors: [], log: () => {} });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await db?.close();
  });

  it('§7 the cart is edited, not recreated: the same lines plan no edit; a new quantity is one removal and one addition on the same cart; the code goes', async () => {
    const sf = storefront();
    const lines = [{ merchandiseId: BLACK, quantity: 2, attributes: printedAttributes('client-edit-1', 1, 2) }];
    await storeLineProjects(db, lines);
    const attributes = [{ key: '_tenant', value: 'tilepix' }];
    const cart = ok(await sf.createCart({ lines, attributes }));
    const withCode = ok(await sf.applyDiscountCode(cart.id, 'TAKE20'));
    // The server answers the lines and attributes as they were sent: nothing to edit.
    expect(cartEditPlan(withCode, { lines, attributes, promo: 'TAKE20' })).toEqual({
      removeLineIds: [],
      addLines: [],
      attributes: [],
      removeCodes: false,
      applyCode: null,
    });
    const more = [{ merchandiseId: BLACK, quantity: 3, attributes: printedAttributes('client-edit-1', 1, 3) }];
    await storeLineProjects(db, more);
    const plan = cartEditPlan(withCode, { lines: more, attributes, promo: null });
    expect(plan).toEqual({ removeLineIds: [withCode.lines[0]!.id], addLines: more, attributes: [], removeCodes: true, applyCode: null });
    const removed = ok(await sf.removeLines(cart.id, plan.removeLineIds));
    const added = ok(await sf.addLines(removed.id, plan.addLines));
    const edited = ok(await sf.removeDiscountCodes(added.id));
    expect(edited).toMatchObject({ id: cart.id, totalQuantity: 3, subtotal: 4200, total: 4200, discountCodes: [] });
    expect(cartEditPlan(edited, { lines: more, attributes, promo: null })).toEqual({
      removeLineIds: [],
      addLines: [],
      attributes: [],
      removeCodes: false,
      applyCode: null,
    });
  });

  it('builds a cart, applies a code, pays with 4242 4242 4242 4242 and gets an order', async () => {
    const sf = storefront();
    const lines = [{ merchandiseId: BLACK, quantity: 10, attributes: printedAttributes('client-p1', 1, 10) }];
    await storeLineProjects(db, lines);
    const cart = ok(await sf.createCart({ lines, attributes: [], buyerEmail: 'ada@example.com' }));
    expect(cart).toMatchObject({ subtotal: 14000, total: 12600, buyerEmail: 'ada@example.com' });
    const refused = await sf.applyDiscountCode(cart.id, 'EXPIRED');
    expect(isLeft(refused) && refused.left.message).toBe('Failed to apply discount code: Sorry... That code has expired.');
    const discounted = ok(await sf.applyDiscountCode(cart.id, 'TAKE20'));
    expect(discounted.total).toBe(10080);
    const discounts = ok(await sf.getCheckoutDiscounts(cart.checkoutId));
    expect(discounts.map((d) => d.label)).toEqual(['Volume discount 10% off', 'TAKE20']);
    ok(await sf.setShippingLine(cart.checkoutId, 'tilepix-standard'));
    ok(await sf.waitForCheckoutReady(cart.checkoutId));
    const session = ok(await vault().createSession({ number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/99', securityCode: '123' }));
    const order = ok(
      await sf.completeWithCard(cart.checkoutId, { amount: discounted.total, idempotencyKey: 'k-1', vaultId: session.id, billingAddress, test: true }),
    );
    expect(order.orderId).toMatch(/^gid:\/\/shopify\/Order\/[23456789A-HJKMNP-TV-Z]{9}\?key=[A-Za-z0-9_-]+$/);
    const [row] = await db.query<{ total_cents: number }>('SELECT total_cents FROM orders WHERE code = $1', [order.orderId.split('/').pop()?.split('?')[0]]);
    expect(row?.total_cents).toBe(10080);
  });

  it('reports a declined card, line errors in the spec wording, and completes a free cart', async () => {
    const sf = storefront();
    const lines = [{ merchandiseId: BLACK, quantity: 1, attributes: printedAttributes('client-p2', 1, 1) }];
    await storeLineProjects(db, lines);
    const cart = ok(await sf.createCart({ lines, attributes: [] }));
    const bad = await sf.addLines(cart.id, [{ merchandiseId: 'gid://shopify/ProductVariant/0', quantity: 1, attributes: [] }]);
    expect(isLeft(bad) && bad.left.message).toBe('Cart line addition failed: The merchandise with id gid://shopify/ProductVariant/0 does not exist.');
    const session = ok(await vault().createSession({ number: '4000 0000 0000 0002', name: 'A B', expiry: '12/99', securityCode: '123' }));
    const declined = await sf.completeWithCard(cart.checkoutId, { amount: cart.total, idempotencyKey: 'k-2', vaultId: session.id, billingAddress });
    expect(isLeft(declined) && declined.left).toEqual({ code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' });
    const refusedCard = await vault().createSession({ number: '4242 4242 4242 4241', name: 'A B', expiry: '12/99', securityCode: '123' });
    expect(refusedCard).toEqual({ _tag: 'Left', left: { code: 'vault/refused', message: 'Invalid credit card number' } });

    // Reward tiles are refused (nobody has rewards to redeem): a free cart comes from a 100% code.
    const reward = await sf.createCart({ lines: [{ merchandiseId: REWARD, quantity: 2, attributes: [] }], attributes: [] });
    expect(isLeft(reward) && reward.left.message).toBe(
      'Cart creation failed: Reward tiles can only be redeemed with rewards, and this store has none to redeem.',
    );
    await db.query("INSERT INTO promos (code, type, value_cents) VALUES ('ALLFREE', 'percentage', 10000)");
    const freeLines = [{ merchandiseId: BLACK, quantity: 2, attributes: printedAttributes('client-p3', 1, 2) }];
    await storeLineProjects(db, freeLines);
    const tiles = ok(await sf.createCart({ lines: freeLines, attributes: [] }));
    const free = ok(await sf.applyDiscountCode(tiles.id, 'ALLFREE'));
    expect(free.total).toBe(0);
    expect(ok(await sf.completeFree(free.checkoutId)).orderId).toMatch(/Order/);
    expect(ok(await sf.getPage('shipping-policy'))?.title).toBe('Shipping policy');
  });
});
