import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_LINES_PAGE } from '../../src/adapters/storefront/documents';
import { GraphQLStorefrontCart, POLLS } from '../../src/adapters/storefront/graphql-storefront-cart';
import { HttpPaymentVault } from '../../src/adapters/storefront/http-payment-vault';
import { MAX_THROTTLE_RETRIES } from '../../src/adapters/storefront/graphql-transport';
import { referenceStorefrontEndpoint } from '../../src/adapters/storefront/storefront-endpoint';
import type { StorefrontCartState, StorefrontFailure } from '../../src/application/ports/storefront-cart';
import { STOREFRONT_TOKEN, STOREFRONT_URL, storefrontHandlers, VAULT_URL } from '../mocks/storefront';

const BLACK = 'gid://shopify/ProductVariant/41000000001';
const line = (quantity: number) => ({ merchandiseId: BLACK, quantity, attributes: [{ key: '_tiles', value: '[{"imagePath":"u/a.jpg"}]' }] });
const billingAddress = { firstName: 'Ada', lastName: 'L', address1: '1 Main', city: 'X', province: 'IL', zip: '60601', country: 'US' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let fake: ReturnType<typeof storefrontHandlers>;
let sleeps: number[];
const endpoint = { url: STOREFRONT_URL, accessToken: STOREFRONT_TOKEN, vaultUrl: VAULT_URL };
const storefront = (timeoutMs = 5000) => new GraphQLStorefrontCart(endpoint, { sleep: async (ms) => void sleeps.push(ms), timeoutMs });

beforeEach(() => {
  fake = storefrontHandlers();
  server.use(...fake.handlers);
  sleeps = [];
});

function ok<A>(r: Either<StorefrontFailure, A>): A {
  if (isLeft(r)) throw new Error(`expected success, got ${r.left.message}`);
  return r.right;
}
function failure<A>(r: Either<StorefrontFailure, A>): StorefrontFailure {
  if (isRight(r)) throw new Error('expected a failure');
  return r.left;
}
const newCart = async (): Promise<StorefrontCartState> =>
  ok(await storefront().createCart({ lines: [line(2)], attributes: [{ key: 'projectId', value: 'p1' }], buyerEmail: 'a@b.co' }));

describe('GraphQLStorefrontCart', () => {
  it('creates a cart with lines, attributes and buyer email, sending the access token; amounts become cents', async () => {
    const cart = await newCart();
    expect(fake.seen[0]).toMatchObject({
      name: 'cartCreate',
      token: STOREFRONT_TOKEN,
      variables: { input: { buyerIdentity: { email: 'a@b.co' }, attributes: [{ key: 'projectId', value: 'p1' }] } },
    });
    expect(cart).toMatchObject({ subtotal: 2800, total: 2800, totalQuantity: 2, buyerEmail: 'a@b.co' });
    expect(cart.checkoutId).toBe(cart.id.replace('/Cart/', '/Checkout/'));
    expect(cart.lines[0]).toMatchObject({ merchandiseId: BLACK, quantity: 2, unitPrice: 1400, total: 2800 });
  });

  it("says 'Cart creation failed: ...' with the server's user errors", async () => {
    const f = failure(await storefront().createCart({ lines: [{ merchandiseId: 'nope', quantity: 1, attributes: [] }], attributes: [] }));
    expect(f).toMatchObject({ code: 'storefront/user-error', message: 'Cart creation failed: The merchandise with id nope does not exist.' });
    expect(f.userErrors?.[0]?.code).toBe('INVALID');
  });

  it('reads the cart with 50 lines, and null for an unknown cart', async () => {
    const cart = await newCart();
    expect(ok(await storefront().getCart(cart.id))?.total).toBe(2800);
    expect(ok(await storefront().getCart('gid://shopify/Cart/none'))).toBeNull();
    expect(CART_LINES_PAGE).toBe(50);
  });

  it("adds lines, and says 'Cart line addition failed: ...' on user errors", async () => {
    const cart = await newCart();
    expect(ok(await storefront().addLines(cart.id, [line(1)])).lines).toHaveLength(2);
    const f = failure(await storefront().addLines(cart.id, [{ merchandiseId: 'bad', quantity: 1, attributes: [] }]));
    expect(f.message).toBe('Cart line addition failed: The merchandise with id bad does not exist.');
  });

  it("removes lines, and says 'Cart line removal failed: ...' on user errors", async () => {
    const cart = await newCart();
    expect(ok(await storefront().removeLines(cart.id, [cart.lines[0]!.id])).lines).toEqual([]);
    expect(failure(await storefront().removeLines(cart.id, ['gid://shopify/CartLine/x'])).message).toBe(
      'Cart line removal failed: The line with id gid://shopify/CartLine/x does not exist.',
    );
    expect(failure(await storefront().removeLines('gid://shopify/Cart/none', ['x'])).message).toBe(
      'Cart line removal failed: The specified cart does not exist.',
    );
  });

  it("applies a discount code, and says 'Failed to apply discount code: ...' with the promo message", async () => {
    const cart = await newCart();
    expect(ok(await storefront().applyDiscountCode(cart.id, 'take20')).total).toBe(2240);
    const f = failure(await storefront().applyDiscountCode(cart.id, 'NOPE'));
    expect(f.message).toBe("Failed to apply discount code: Hmm... That code didn't work 🤔");
    expect(f.userErrors?.[0]?.message).toBe("Hmm... That code didn't work 🤔");
    expect(f.cart?.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
  });

  it("removes discount codes, and says 'Failed to remove discount codes: ...' on failure", async () => {
    const cart = await newCart();
    await storefront().applyDiscountCode(cart.id, 'TAKE20');
    expect(ok(await storefront().removeDiscountCodes(cart.id)).total).toBe(2800);
    server.use(http.post(STOREFRONT_URL, () => HttpResponse.json({ errors: [{ message: 'Internal error' }] })));
    expect(failure(await storefront().removeDiscountCodes(cart.id))).toEqual({
      code: 'storefront/graphql',
      message: 'Failed to remove discount codes: Internal error',
    });
  });

  it('updates attributes and the buyer email; a bad email is a user error', async () => {
    const cart = await newCart();
    expect(ok(await storefront().updateAttributes(cart.id, [{ key: 'k', value: 'v' }])).attributes).toEqual([{ key: 'k', value: 'v' }]);
    expect(ok(await storefront().updateBuyerEmail(cart.id, 'new@b.co')).buyerEmail).toBe('new@b.co');
    expect(failure(await storefront().updateBuyerEmail(cart.id, 'x')).message).toBe('Cart buyer identity update failed: Email is invalid');
  });

  it('reads a page by handle', async () => {
    expect(ok(await storefront().getPage('shipping-policy'))).toEqual({ title: 'Shipping policy', body: '<p>Free.</p>' });
    expect(ok(await storefront().getPage('nope'))).toBeNull();
  });

  it('sets the shipping line, and reports an unknown rate', async () => {
    expect(isRight(await storefront().setShippingLine('gid://shopify/Checkout/c1', 'tilepix-standard'))).toBe(true);
    expect(failure(await storefront().setShippingLine('gid://shopify/Checkout/c1', 'teleport')).message).toBe(
      'Shipping update failed: Unknown shipping rate: teleport',
    );
  });

  it('rides out a burst of 429s and THROTTLED answers, waiting 1 s before each retry', async () => {
    let calls = 0;
    server.use(
      http.post(STOREFRONT_URL, () => {
        calls++;
        if (calls <= 3) return new HttpResponse(null, { status: 429 });
        if (calls <= 5) return HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
        return undefined;
      }),
    );
    const cart = await newCart();
    expect(cart.total).toBe(2800);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(fake.seen).toHaveLength(1);
  });

  it('gives up after the retry budget with the spec wording', async () => {
    server.use(http.post(STOREFRONT_URL, () => new HttpResponse(null, { status: 429 })));
    const f = failure(await storefront().createCart({ lines: [], attributes: [] }));
    expect(f).toEqual({ code: 'storefront/throttled', message: 'Cart creation failed: Throttled' });
    expect(sleeps).toHaveLength(MAX_THROTTLE_RETRIES);
  });

  it('never re-sends a timed-out mutation: it reads the cart again and hands it back', async () => {
    const cart = await newCart();
    server.use(
      http.post(STOREFRONT_URL, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (query.includes('cartLinesAdd')) {
          await delay(300);
        }
        return undefined;
      }),
    );
    const before = fake.seen.length;
    const f = failure(await storefront(100).addLines(cart.id, [line(1)]));
    expect(f.code).toBe('storefront/timeout');
    expect(f.message).toBe('Cart line addition failed: the request timed out');
    expect(f.cart?.id).toBe(cart.id);
    expect(fake.seen.slice(before).map((s) => s.name)).toEqual(['cart']);
  });

  it('reports a network failure and an undecodable answer', async () => {
    server.use(http.post(STOREFRONT_URL, () => HttpResponse.error()));
    expect(failure(await storefront().createCart({ lines: [], attributes: [] })).code).toBe('storefront/network');
    server.use(http.post(STOREFRONT_URL, () => HttpResponse.json({ data: { cartCreate: { cart: { id: 1 }, userErrors: [] } } })));
    const f = failure(await storefront().createCart({ lines: [], attributes: [] }));
    expect(f.code).toBe('storefront/decode');
    expect(f.message).toMatch(/^Cart creation failed: data/);
  });

  describe('checkout', () => {
    it('reads the checkout discount applications (250)', async () => {
      expect(ok(await storefront().getCheckoutDiscounts('gid://shopify/Checkout/c1'))).toEqual([
        { label: 'Volume discount 10% off', code: null, applicable: true, amount: null, percent: 10 },
        { label: 'TAKE20', code: 'TAKE20', applicable: true, amount: 560, percent: null },
      ]);
      expect(fake.seen.at(-1)?.name).toBe('checkoutDiscounts');
      server.use(http.post(STOREFRONT_URL, () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
      expect(failure(await storefront().getCheckoutDiscounts('gid://shopify/Checkout/c1')).message).toBe('Checkout query failed: boom');
    });

    it('polls the checkout until ready, 800 ms apart', async () => {
      fake = storefrontHandlers({ checkoutPollsUntilReady: 4 });
      server.use(...fake.handlers);
      expect(isRight(await storefront().waitForCheckoutReady('gid://shopify/Checkout/c1'))).toBe(true);
      expect(sleeps).toEqual([800, 800, 800]);
    });

    it('gives up the checkout poll after 30 tries', async () => {
      fake = storefrontHandlers({ checkoutPollsUntilReady: 1000 });
      server.use(...fake.handlers);
      const f = failure(await storefront().waitForCheckoutReady('gid://shopify/Checkout/c1'));
      expect(f).toEqual({ code: 'storefront/not-ready', message: 'The checkout did not become ready after 30 tries.' });
      expect(fake.polls.checkout).toBe(POLLS.checkoutReady.tries);
    });

    it('completes with a card: payment poll at 800 ms, then order-id poll at 300 ms', async () => {
      fake = storefrontHandlers({ paymentPollsUntilReady: 3, orderPollsUntilReady: 2 });
      server.use(...fake.handlers);
      const cart = await newCart();
      const done = ok(
        await storefront().completeWithCard(cart.checkoutId, { amount: 2800 as never, idempotencyKey: 'k1', vaultId: 'vs_ok', billingAddress, test: true }),
      );
      expect(done.orderId).toMatch(/^gid:\/\/shopify\/Order\//);
      expect(sleeps).toEqual([800, 800, 300]);
      const sent = fake.seen.find((s) => s.name === 'checkoutCompleteWithCreditCardV2')!;
      expect(sent.variables.payment).toMatchObject({
        paymentAmount: { amount: '28.00', currencyCode: 'USD' },
        idempotencyKey: 'k1',
        vaultId: 'vs_ok',
        test: true,
      });
    });

    it('reports a declined card with its error message', async () => {
      const cart = await newCart();
      const f = failure(
        await storefront().completeWithCard(cart.checkoutId, { amount: 2800 as never, idempotencyKey: 'k1', vaultId: 'vs_declined', billingAddress }),
      );
      expect(f).toEqual({ code: 'storefront/payment-declined', message: 'Your card was declined. Please use a different card.' });
    });

    it('reports checkout user errors of a card completion', async () => {
      server.use(
        http.post(STOREFRONT_URL, () =>
          HttpResponse.json({
            data: {
              checkoutCompleteWithCreditCardV2: {
                checkout: null,
                checkoutUserErrors: [
                  { field: ['payment', 'paymentAmount'], message: 'The payment amount must be the checkout total of 28.00 USD.', code: 'TOTAL_PRICE_MISMATCH' },
                ],
                payment: null,
              },
            },
          }),
        ),
      );
      const f = failure(
        await storefront().completeWithCard('gid://shopify/Checkout/c1', { amount: 1 as never, idempotencyKey: 'k', vaultId: 'vs_ok', billingAddress }),
      );
      expect(f.message).toBe('Payment failed: The payment amount must be the checkout total of 28.00 USD.');
    });

    it('completes a free checkout, polling for the order id at 300 ms', async () => {
      fake = storefrontHandlers({ orderPollsUntilReady: 3 });
      server.use(...fake.handlers);
      const done = ok(await storefront().completeFree('gid://shopify/Checkout/c9'));
      expect(done.orderId).toMatch(/Order/);
      expect(sleeps).toEqual([300, 300]);
    });
  });
});

describe('HttpPaymentVault', () => {
  it('posts the card in the vault shape and answers the session id', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(VAULT_URL.split('?')[0]!, async ({ request }) => {
        seen.push(await request.clone().json());
        return undefined;
      }),
    );
    const vault = new HttpPaymentVault({ vaultUrl: VAULT_URL });
    const r = await vault.createSession({ number: '4242 4242 4242 4242', name: 'Ada King Lovelace', expiry: '12/30', securityCode: '123' });
    expect(r).toEqual({ _tag: 'Right', right: { id: 'vs_ok' } });
    expect(seen[0]).toEqual({
      credit_card: { number: '4242424242424242', first_name: 'Ada', last_name: 'King Lovelace', month: 12, year: 2030, verification_value: '123' },
    });
  });

  it("returns the vault's refusal message", async () => {
    const vault = new HttpPaymentVault({ vaultUrl: VAULT_URL });
    const r = await vault.createSession({ number: '4242424242424241', name: 'A B', expiry: '12/30', securityCode: '123' });
    expect(r).toEqual({ _tag: 'Left', left: { code: 'vault/refused', message: 'Invalid credit card number' } });
  });

  it('builds the reference endpoints for a tenant', () => {
    expect(referenceStorefrontEndpoint('/api/', 'wg')).toEqual({
      url: '/api/storefront/2024-04/graphql.json',
      accessToken: 'tpx-storefront-wg-public',
      vaultUrl: '/api/vault/sessions?tenantId=wg',
      honoursIdempotencyKey: true,
    });
  });
});

describe('storefrontModule', () => {
  it('binds StorefrontCart and PaymentVault for the tenant, pacing retries with the Scheduler', async () => {
    const { Container, ContainerModule } = await import('inversify');
    const { storefrontModule } = await import('../../src/adapters/storefront/storefront-module');
    const { StorefrontCart } = await import('../../src/application/ports/storefront-cart');
    const { PaymentVault } = await import('../../src/application/ports/payment-vault');
    const { Scheduler } = await import('../../src/application/ports/scheduler');
    const { ClientSettings, TenantId } = await import('../../src/application/tokens');
    const waits: number[] = [];
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(
      new ContainerModule(({ bind }) => {
        bind(ClientSettings).toConstantValue({ apiBase: 'http://store.test/api/', version: '1' });
        bind(TenantId).toConstantValue('tilepix');
        bind(Scheduler).toConstantValue({
          now: () => 0,
          every: () => () => {},
          after: (ms: number, task: () => void) => (waits.push(ms), setTimeout(task, 0), () => {}),
        });
      }),
      storefrontModule,
    );
    let calls = 0;
    server.use(http.post(STOREFRONT_URL, () => (++calls === 1 ? new HttpResponse(null, { status: 429 }) : undefined)));
    const cart = container.get<import('../../src/application/ports/storefront-cart').StorefrontCart>(StorefrontCart);
    expect(ok(await cart.createCart({ lines: [line(1)], attributes: [] })).total).toBe(1400);
    expect(waits).toEqual([1000]);
    const vault = container.get<import('../../src/application/ports/payment-vault').PaymentVault>(PaymentVault);
    expect(await vault.createSession({ number: '4242424242424242', name: 'A B', expiry: '12/30', securityCode: '123' })).toEqual({
      _tag: 'Right',
      right: { id: 'vs_ok' },
    });
  });
});
