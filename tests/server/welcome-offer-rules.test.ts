import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CART_LINES_ADD, CART_QUERY, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import type { Db } from '../../server/db/db';
import { accountApp, accountTables, prepareDb, TestClock, type Json } from './account-harness';
import { checkoutIdOf, ENDPOINT, storeLineProjects, tileLine, vaultCard } from './storefront-harness';
import { testDbFactories } from './test-db';

const NEW_USERS_ONLY = 'Oops! This offer is just for new users.';

/**
 * Issue 26 item 4: "30 % off your first order" is spent by the buyer's first completed order (in
 * that order's transaction: of two checkouts at once only one gets it), prices only the carts whose
 * buyer is the customer, and is granted once per mailbox (case, plus-tags, Gmail dots).
 */
describe.each(testDbFactories)('the welcome offer on $name', ({ open }) => {
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
    // The projects the printed lines name, saved as the shopper's saves would be before checkout.
    await storeLineProjects(db, variables);
    const res = await h.app.request(ENDPOINT, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data: any };
  };

  const claim = (email: string) =>
    h.post('account/create', { email, acceptsMarketing: true, metafields: [{ key: 'promo_welcome', value: 'true', value_type: 'string' }] });
  const eligible = (email: string) => h.post('account/welcome_promo_eligible', { email, isOptIn: true });

  /** Claims the offer for `email` and signs in with the mailed code: the access token. */
  const welcomeCustomer = async (email: string): Promise<string> => {
    expect((await claim(email)).status).toBe(200);
    return (await h.session(email)).accessToken;
  };

  /** A new cart of `tiles` black tiles ($14.00 each), made with `bearer` (or anonymously): its id and total. */
  const newCart = async (tiles: number, bearer?: string) => {
    const cart = (await gql(CART_CREATE, { input: { lines: [tileLine(tiles)] } }, bearer)).data.cartCreate.cart;
    return { id: cart.id as string, total: cart.cost.totalAmount.amount as string };
  };
  const totalOf = async (cartId: string, bearer?: string) => (await gql(CART_QUERY, { id: cartId }, bearer)).data.cart.cost.totalAmount.amount as string;

  const pay = async (cartId: string, amount: string, bearer?: string) =>
    (
      await gql(
        CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
        {
          checkoutId: checkoutIdOf(cartId),
          payment: {
            paymentAmount: { amount, currencyCode: 'USD' },
            idempotencyKey: `pay-${cartId.slice(-12)}`,
            billingAddress: {},
            vaultId: await vaultCard(h.app),
            test: true,
          },
        },
        bearer,
      )
    ).data.checkoutCompleteWithCreditCardV2 as {
      checkoutUserErrors: Array<{ code: string; message: string }>;
      payment: { transaction: { statusV2: string } } | null;
    };

  const ordersOf = async (customerEmail: string) =>
    db.query<{ spent: boolean; order_id: string | null }>(
      `SELECT w.spent_at IS NOT NULL AS spent, w.order_id FROM welcome_offers w JOIN customers c ON c.id = w.customer_id WHERE c.email = $1`,
      [customerEmail],
    );

  it('is spent by the first completed order: the next cart is full price, and the customer record says so', async () => {
    const token = await welcomeCustomer('first-order@example.test');
    const first = await newCart(2, token);
    expect(first.total).toBe('19.60'); // $28.00 − 30 %
    expect((await pay(first.id, '19.60', token)).checkoutUserErrors).toEqual([]);
    expect(await ordersOf('first-order@example.test')).toEqual([{ spent: true, order_id: expect.any(String) }]);

    const second = await newCart(2, token);
    expect(second.total).toBe('28.00');
    expect((await pay(second.id, '19.60', token)).checkoutUserErrors).toEqual([
      { code: 'TOTAL_PRICE_MISMATCH', message: 'The payment amount must be the checkout total of 28.00 USD.', field: ['payment', 'paymentAmount'] },
    ]);
    expect((await pay(second.id, '28.00', token)).checkoutUserErrors).toEqual([]);
    // The client reads the spent offer from the customer (src/domain welcomeGrantedAt), so its cart agrees.
    const customer = (await h.get('shopify/customer_get', { token })).body.customer as { metafields: Array<{ key: string; value: string }> };
    expect(customer.metafields.map((m) => m.key)).toEqual(['promo_welcome', 'promo_welcome_date', 'promo_welcome_used']);
  });

  it('two checkouts at once: exactly one gets the offer, the other is asked for the full price', async () => {
    const token = await welcomeCustomer('two-at-once@example.test');
    const [a, b] = [await newCart(2, token), await newCart(2, token)];
    expect([a.total, b.total]).toEqual(['19.60', '19.60']);
    const answers = await Promise.all([pay(a.id, '19.60', token), pay(b.id, '19.60', token)]);
    const errors = answers.map((x) => x.checkoutUserErrors.map((e) => e.message));
    expect(errors.toSorted()).toEqual([[], ['The payment amount must be the checkout total of 28.00 USD.']]);
    const orders = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE checkout_token = ANY($1::text[])`, [
      [a.id, b.id].map((id) => id.split('/').pop()),
    ]);
    expect(orders).toEqual([{ n: 1 }]);
  });

  it("prices only the customer's own carts: not another customer's cart, whatever the token reads or changes", async () => {
    const token = await welcomeCustomer('lender@example.test');
    const other = (await h.session('someone-else@example.test')).accessToken;
    const theirs = await newCart(2, other);
    expect(theirs.total).toBe('28.00');
    expect(await totalOf(theirs.id, token)).toBe('28.00');
    const added = await gql(CART_LINES_ADD, { cartId: theirs.id, lines: [tileLine(1)] }, token);
    expect(added.data.cartLinesAdd.cart.cost.totalAmount.amount).toBe('42.00');
    expect((await pay(theirs.id, '29.40', token)).checkoutUserErrors[0]?.code).toBe('TOTAL_PRICE_MISMATCH');
    // An anonymous cart is priced without it until the customer changes it (a cart made before signing in).
    const anonymous = await newCart(2);
    expect(await totalOf(anonymous.id, token)).toBe('28.00');
    const mine = await gql(CART_LINES_ADD, { cartId: anonymous.id, lines: [tileLine(1)] }, token);
    expect(mine.data.cartLinesAdd.cart.cost.totalAmount.amount).toBe('29.40');
    // A refused checkout of a cart without a buyer records nothing.
    const untouched = await newCart(1);
    expect((await pay(untouched.id, '1.00', token)).checkoutUserErrors[0]?.message).toBe('The payment amount must be the checkout total of 9.80 USD.');
    expect(await db.query('SELECT buyer_customer_id FROM carts WHERE token = $1', [untouched.id.split('/').pop()])).toEqual([{ buyer_customer_id: null }]);
    // The offer is still unspent: nothing above completed an order of the customer's.
    expect(await ordersOf('lender@example.test')).toEqual([{ spent: false, order_id: null }]);
  });

  it('is granted once per mailbox: case, plus-tags and Gmail dots get no second offer, nothing written', async () => {
    expect((await claim('Pat.Welcome@gmail.com')).status).toBe(200);
    expect((await h.signUp('lee.regular@example.test')).status).toBe(200);
    const before = await accountTables(db);
    const sameMailbox = [
      'pat.welcome@gmail.com',
      'PATWELCOME@gmail.com',
      'p.a.t.w.e.l.c.o.m.e@gmail.com',
      'patwelcome+2@googlemail.com',
      'Pat.Welcome+shop@Gmail.com',
      'lee.regular+promo@example.test',
    ];
    for (const email of sameMailbox) {
      expect({ email, answer: await eligible(email) }).toEqual({ email, answer: { status: 200, body: { eligible: false, reason: 'Existing customer' } } });
      expect({ email, answer: await claim(email) }).toEqual({
        email,
        answer: { status: 409, body: { message: 'You must provide a loginMethod', code: 'auth/email-in-use', customerMessage: NEW_USERS_ONLY } },
      });
    }
    expect(await accountTables(db)).toEqual(before);
    expect(await db.query('SELECT count(*)::int AS n FROM welcome_offers')).toEqual([{ n: 4 }]);
    // Another mailbox at the same provider is new.
    expect((await eligible('pat.welcome2@gmail.com')).body).toEqual({ eligible: true, discount: 30, reason: 'Create Customer' });
  });

  it('two spellings of one mailbox claimed at once: one offer', async () => {
    const answers = await Promise.all([claim('race.me@gmail.com'), claim('raceme+x@gmail.com')]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(await db.query(`SELECT count(*)::int AS n FROM customers WHERE mailbox = 'raceme@gmail.com'`)).toEqual([{ n: 1 }]);
  });
});
