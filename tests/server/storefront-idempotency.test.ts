import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_CREATE,
  CART_LINES_ADD,
  CART_QUERY,
  CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
  CHECKOUT_SHIPPING_LINE_UPDATE,
} from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import type { Db } from '../../server/db/db';
import { ENDPOINT, checkoutIdOf, openStorefrontHarness, tileLine, vaultCard, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';

/**
 * Issue 20: storefront mutations carry an `Idempotency-Key` header (a documented extension), so the
 * client can send one again after a lost answer: the repeat gets the first answer and writes nothing.
 */
const count = async (db: Db, sql: string, params: unknown[] = []): Promise<number> => Number((await db.query<{ n: string }>(sql, params))[0]?.n);

describe.each(testDbFactories)('storefront Idempotency-Key on $name', ({ open }) => {
  let h: StorefrontHarness;
  beforeAll(async () => {
    h = await openStorefrontHarness(() => open());
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
  const newCart = async (quantity = 1) => (await h.gql(CART_CREATE, { input: { lines: [tileLine(quantity)] } })).body.data!.cartCreate.cart as { id: string };
  const quantityOf = async (cartId: string) => (await h.gql(CART_QUERY, { id: cartId })).body.data!.cart.totalQuantity as number;
  const rows = (key: string) => count(h.db, 'SELECT count(*) AS n FROM storefront_idempotency WHERE key = $1', [key]);

  it('answers a repeated cartLinesAdd with the first answer and adds the lines once', async () => {
    const cart = await newCart(1);
    const variables = { cartId: cart.id, lines: [tileLine(2)] };
    const first = await h.gql(CART_LINES_ADD, variables, keyed('add-once'));
    expect(first.body.data!.cartLinesAdd.cart.totalQuantity).toBe(3);
    const raw = await h.app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix'), 'Idempotency-Key': 'add-once' },
      body: JSON.stringify({ query: CART_LINES_ADD, variables }),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await raw.json()).toEqual(first.body);
    expect(await quantityOf(cart.id)).toBe(3);
    // Without a key the same mutation runs again, as on Shopify: the same project's tiles a second time do not add up (issue 26).
    const again = await h.gql(CART_LINES_ADD, variables);
    const projectId = variables.lines[0]!.attributes.find((a) => a.key === '_projectId')!.value;
    expect(again.body.data!.cartLinesAdd.userErrors).toEqual([
      { field: ['lines', '0', 'attributes'], message: `Project ${projectId}'s Black tiles are on two lines.`, code: 'INVALID' },
    ]);
    expect(await quantityOf(cart.id)).toBe(3);
    await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [tileLine(2)] });
    expect(await quantityOf(cart.id)).toBe(5);
  });

  it('refuses a key reused for a different request (422) and writes nothing', async () => {
    const cart = await newCart(1);
    await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [tileLine(1)] }, keyed('reused'));
    const other = await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [tileLine(4)] }, keyed('reused'));
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request.',
      extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await quantityOf(cart.id)).toBe(2);
  });

  it('refuses a malformed key (400) and writes nothing', async () => {
    const cart = await newCart(1);
    for (const bad of ['x'.repeat(101), 'has space', 'tab\there']) {
      const res = await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [tileLine(1)] }, keyed(bad));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe('The Idempotency-Key header must be 1 to 100 printable characters.');
    }
    expect(await quantityOf(cart.id)).toBe(1);
  });

  it('ignores the key on queries: nothing is stored', async () => {
    const cart = await newCart(1);
    const res = await h.gql(CART_QUERY, { id: cart.id }, keyed('query-key'));
    expect(res.body.data!.cart.totalQuantity).toBe(1);
    expect(await rows('query-key')).toBe(0);
  });

  it('keeps keys per tenant: the same key on another tenant runs its own mutation', async () => {
    const mine = await newCart(1);
    const theirs = (await h.gql(CART_CREATE, { input: { lines: [tileLine(1)] } }, { tenant: 'wg' })).body.data!.cartCreate.cart as { id: string };
    await h.gql(CART_LINES_ADD, { cartId: mine.id, lines: [tileLine(1)] }, keyed('shared-key'));
    const res = await h.gql(CART_LINES_ADD, { cartId: theirs.id, lines: [tileLine(1)] }, { tenant: 'wg', ...keyed('shared-key') });
    expect(res.body.data!.cartLinesAdd.cart.totalQuantity).toBe(2);
    expect(await rows('shared-key')).toBe(2);
  });

  it('runs one of two identical requests sent at once; the other replays or is told to retry (409)', async () => {
    const cart = await newCart(1);
    const variables = { cartId: cart.id, lines: [tileLine(1)] };
    const answers = await Promise.all([1, 2, 3].map(() => h.gql(CART_LINES_ADD, variables, keyed('racing'))));
    for (const a of answers) {
      if (a.status === 409) expect(a.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_IN_PROGRESS');
      else expect(a.body.data!.cartLinesAdd.cart.totalQuantity).toBe(2);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await quantityOf(cart.id)).toBe(2);
  });

  it('takes over a claim whose request died over a minute ago', async () => {
    const cart = await newCart(1);
    const variables = { cartId: cart.id, lines: [tileLine(1)] };
    // The first request claimed the key and never answered (say, the server restarted).
    const { requestHash } = await import('../../server/storefront/idempotency');
    await h.db.query(
      `INSERT INTO storefront_idempotency (tenant_id, key, request_hash, created_at) VALUES ('tilepix', 'died', $1, now() - interval '2 minutes')`,
      [requestHash(CART_LINES_ADD, variables, '')],
    );
    const res = await h.gql(CART_LINES_ADD, variables, keyed('died'));
    expect(res.status).toBe(200);
    expect(res.body.data!.cartLinesAdd.cart.totalQuantity).toBe(2);
  });

  it('a card completion repeated after a lost answer returns the same order and charges once', async () => {
    const cart = await newCart(2);
    const checkoutId = checkoutIdOf(cart.id);
    await h.gql(CHECKOUT_SHIPPING_LINE_UPDATE, { checkoutId, shippingRateHandle: 'tilepix-standard' });
    const vaultId = await vaultCard(h.app);
    const variables = {
      checkoutId,
      payment: { paymentAmount: { amount: '28.00', currencyCode: 'USD' }, idempotencyKey: 'pay-1', billingAddress: {}, vaultId, test: true },
    };
    const payments = () => count(h.db, 'SELECT count(*) AS n FROM payments WHERE checkout_token = $1', [cart.id.split('/').pop()]);
    const first = (await h.gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, variables, keyed('complete-1'))).body.data!.checkoutCompleteWithCreditCardV2;
    expect(first.checkoutUserErrors).toEqual([]);
    // The answer was lost: the client sends the very same request again, with the same key.
    const again = (await h.gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, variables, keyed('complete-1'))).body.data!.checkoutCompleteWithCreditCardV2;
    expect(again.checkout.order.id).toBe(first.checkout.order.id);
    expect(again.payment.id).toBe(first.payment.id);
    // A new header key but the same payment key (a retry from a reloaded page): still the one payment.
    const reloaded = (await h.gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, variables, keyed('complete-2'))).body.data!.checkoutCompleteWithCreditCardV2;
    expect(reloaded.payment.id).toBe(first.payment.id);
    expect(reloaded.checkout.order.id).toBe(first.checkout.order.id);
    expect(await payments()).toBe(1);
    expect(await count(h.db, 'SELECT count(*) AS n FROM orders WHERE code = $1', [first.checkout.order.id.split('/').pop().split('?')[0]])).toBe(1);
  });
});
