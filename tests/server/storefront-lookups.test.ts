import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, PAYMENT_QUERY } from '../../src/adapters/storefront/documents';
import { checkoutIdOf, openStorefrontHarness, tileLine, vaultCard, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';

/* Issue 13, item 13: orders read by id with no sign-in, no throttle and 300 aliased guesses a request. */

const ORDER = 'query o($id: ID!) { node(id: $id) { ... on Order { id totalPrice { amount } } } }';

describe.each(testDbFactories)('order and payment lookups on $name', ({ open }) => {
  let h: StorefrontHarness;
  let orderId: string;
  let paymentId: string;
  beforeAll(async () => {
    h = await openStorefrontHarness(open);
    const { cart } = (await h.gql(CART_CREATE, { input: { lines: [tileLine(1)] } })).body.data!.cartCreate;
    const paid = (
      await h.gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, {
        checkoutId: checkoutIdOf(cart.id),
        payment: {
          paymentAmount: { amount: '14.00', currencyCode: 'USD' },
          idempotencyKey: 'k',
          billingAddress: {},
          vaultId: await vaultCard(h.app),
          test: true,
        },
      })
    ).body.data!.checkoutCompleteWithCreditCardV2;
    orderId = paid.checkout.order.id;
    paymentId = paid.payment.id;
  });
  afterAll(async () => {
    await h?.db.close();
  });

  it('reads an order only with the key its checkout was given: the number alone, or a wrong key, reads nothing', async () => {
    const [base, key] = orderId.split('?key=') as [string, string];
    expect(key.length).toBeGreaterThanOrEqual(22); // 128 bits and more in base64url
    expect((await h.gql(ORDER, { id: orderId })).body.data!.node).toEqual({ id: orderId, totalPrice: { amount: '14.00' } });
    expect((await h.gql(ORDER, { id: base })).body.data!.node).toBeNull();
    expect((await h.gql(ORDER, { id: `${base}?key=${'A'.repeat(key.length)}` })).body.data!.node).toBeNull();
  });

  it('refuses a request of many aliased lookups before running any, with MAX_COMPLEXITY_EXCEEDED', async () => {
    const fields = Array.from({ length: 300 }, (_, i) => `o${i}: node(id: "gid://shopify/Order/${1_000_000_000 + i}") { id }`).join(' ');
    const { status, body } = await h.gql(`query { ${fields} }`);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({ message: 'Query has too many root fields (at most 5).', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED' } });
    const nested = `fragment F on Order { a: id b: id c: id d: id e: id f: id } query { node(id: "x") { ...F ...F } }`;
    expect((await h.gql(nested)).body.errors?.[0]?.message).toBe('Query has too many aliases (at most 10).');
    const wide = `fragment F on Order { ${Array.from({ length: 300 }, () => 'id').join(' ')} } query { node(id: "x") { ...F ...F } }`;
    expect((await h.gql(wide)).body.errors?.[0]?.message).toBe('Query has too many fields (at most 500).');
  });

  it('throttles order and payment lookups per client, whatever the ids', async () => {
    const tight = await openStorefrontHarness(open, { limits: { capacity: 3, refillPerSecond: 0.001 } });
    try {
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 3; i++)
        codes.push((await tight.gql(ORDER, { id: `gid://shopify/Order/${1_000_000_000 + i}?key=guess` })).body.errors?.[0]?.extensions?.code);
      codes.push((await tight.gql(PAYMENT_QUERY, { id: `gid://shopify/Payment/${'g'.repeat(24)}` })).body.errors?.[0]?.extensions?.code);
      expect(codes).toEqual([undefined, undefined, undefined, 'THROTTLED']);
    } finally {
      await tight.db.close();
    }
    expect(paymentId).toMatch(/^gid:\/\/shopify\/Payment\/[A-Za-z0-9_-]{24}$/);
  });
});
