import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import type { Db } from '../../server/db/db';
import { accountApp, prepareDb, TestClock, type Json } from './account-harness';
import { checkoutIdOf, ENDPOINT, storeLineProjects, tileLine, vaultCard } from './storefront-harness';
import { testDbFactories } from './test-db';

const MEMBERSHIP = 'gid://shopify/ProductVariant/41000000009';
const DAY = 86_400_000;

/**
 * SPEC §9 membership remembered (issue 33): buying the membership (99.00) tags the buyer
 * `membership:<last day>` (12 months), and the server prices their later carts at 40 % off tiles
 * while it lasts. The client's word (tags it sends, prices it shows) counts for nothing.
 */
describe.each(testDbFactories)('§9 membership remembered across orders on $name', ({ open }) => {
  let db: Db;
  const clock = new TestClock();
  let h: ReturnType<typeof accountApp>;

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, clock);
    h = accountApp(db, clock, { storefrontClock: true });
  });
  afterAll(async () => {
    await db.close();
  });

  const gql = async (query: string, variables: Json, bearer?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') };
    if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
    await storeLineProjects(db, variables);
    const res = await h.app.request(ENDPOINT, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data: any };
  };
  const newCart = async (lines: unknown[], bearer?: string) => {
    const cart = (await gql(CART_CREATE, { input: { lines } }, bearer)).data.cartCreate.cart;
    return { id: cart.id as string, total: cart.cost.totalAmount.amount as string };
  };
  const pay = async (cartId: string, amount: string, bearer?: string) =>
    (
      await gql(
        CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
        {
          checkoutId: checkoutIdOf(cartId),
          payment: {
            paymentAmount: { amount, currencyCode: 'USD' },
            idempotencyKey: `m-${cartId.slice(-12)}`,
            billingAddress: {},
            vaultId: await vaultCard(h.app),
            test: true,
          },
        },
        bearer,
      )
    ).data.checkoutCompleteWithCreditCardV2 as { checkoutUserErrors: Array<{ message: string }> };
  const tagsOf = async (email: string) =>
    (await db.query<{ tags: string }>(`SELECT tags FROM customers WHERE tenant_id = 'tilepix' AND email = $1`, [email]))[0]?.tags;

  it('§9 buying the membership (99.00) tags the customer; their next order gets 40 % off tiles until the 12 months end', async () => {
    const token = (await h.session('joins@example.test')).accessToken;
    expect(await newCart([tileLine(3)], token)).toMatchObject({ total: '42.00' });
    const joining = await newCart([{ merchandiseId: MEMBERSHIP, quantity: 1, attributes: [] }], token);
    expect(joining.total).toBe('99.00');
    expect((await pay(joining.id, '99.00', token)).checkoutUserErrors).toEqual([]);
    // The clock reads 2026-06-01: a member through 2027-06-01, and the client reads it from the customer record.
    expect(await tagsOf('joins@example.test')).toBe('membership:2027-06-01');
    const customer = (await h.get('shopify/customer_get', { token })).body.customer as { tags: string };
    expect(customer.tags).toBe('membership:2027-06-01');

    // A later order (signed in again: access tokens last minutes): 3 × $8.40, charged as such.
    clock.advance(30 * DAY);
    const again = (await h.session('joins@example.test')).accessToken;
    const later = await newCart([tileLine(3)], again);
    expect(later.total).toBe('25.20');
    expect((await pay(later.id, '25.20', again)).checkoutUserErrors).toEqual([]);

    // After the last day the 40 % is gone.
    clock.advance(366 * DAY);
    expect((await newCart([tileLine(3)], (await h.session('joins@example.test')).accessToken)).total).toBe('42.00');
  });

  it('§9 a renewal adds 12 months to the current end; a guest buying it tags nobody', async () => {
    const token = (await h.session('renews@example.test')).accessToken;
    await db.query(`UPDATE customers SET tags = 'vip, membership:2028-03-01' WHERE tenant_id = 'tilepix' AND email = 'renews@example.test'`);
    const renewal = await newCart([{ merchandiseId: MEMBERSHIP, quantity: 1, attributes: [] }], token);
    expect((await pay(renewal.id, '99.00', token)).checkoutUserErrors).toEqual([]);
    expect(await tagsOf('renews@example.test')).toBe('vip, membership:2029-03-01');

    const before = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE tags LIKE '%membership:%'`);
    const guest = await newCart([{ merchandiseId: MEMBERSHIP, quantity: 1, attributes: [] }]);
    expect((await pay(guest.id, '99.00')).checkoutUserErrors).toEqual([]);
    expect(await db.query(`SELECT count(*)::int AS n FROM customers WHERE tags LIKE '%membership:%'`)).toEqual(before);
  });

  it('§9 a declined card or a refused payment remembers nothing', async () => {
    const token = (await h.session('declined@example.test')).accessToken;
    const cart = await newCart([{ merchandiseId: MEMBERSHIP, quantity: 1, attributes: [] }], token);
    const declined = await gql(
      CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
      {
        checkoutId: checkoutIdOf(cart.id),
        payment: {
          paymentAmount: { amount: '99.00', currencyCode: 'USD' },
          idempotencyKey: 'declined-1',
          billingAddress: {},
          vaultId: await vaultCard(h.app, '4000000000000002'),
          test: true,
        },
      },
      token,
    );
    expect(declined.data.checkoutCompleteWithCreditCardV2.payment.transaction.statusV2).toBe('FAILURE');
    expect((await pay(cart.id, '1.00', token)).checkoutUserErrors[0]?.message).toBe('The payment amount must be the checkout total of 99.00 USD.');
    expect(await tagsOf('declined@example.test')).toBe('');
  });
});
