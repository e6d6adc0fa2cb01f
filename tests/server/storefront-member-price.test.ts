import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CART_QUERY } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import type { Db } from '../../server/db/db';
import { accountApp, prepareDb, TestClock, type Json } from './account-harness';
import { ENDPOINT, tileLine } from './storefront-harness';
import { testDbFactories } from './test-db';

const CHECKOUT_TOTAL = /* GraphQL */ `
  query checkoutTotal($id: ID!) {
    node(id: $id) {
      ... on Checkout {
        totalPrice {
          amount
        }
      }
    }
  }
`;

/** Issue #14: the storefront prices a cart for the signed-in customer (membership tag, welcome offer), as the cart page does. */
describe.each(testDbFactories)('storefront pricing for the signed-in customer on $name', ({ open }) => {
  let db: Db;
  const clock = new TestClock();
  let h: ReturnType<typeof accountApp>;

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, clock);
    h = accountApp(db, clock);
  });
  afterAll(async () => {
    await db.close();
  });

  const gql = async (query: string, variables: Json, opts: { bearer?: string; tenant?: string } = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefrontAccessToken(opts.tenant ?? 'tilepix'),
    };
    if (opts.bearer !== undefined) headers.authorization = `Bearer ${opts.bearer}`;
    const res = await h.app.request(ENDPOINT, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return { status: res.status, body: (await res.json()) as { data?: any; errors?: unknown[]; code?: string } };
  };

  /** A cart of 3 black tiles ($14.00 each): its total for the caller. */
  const cartTotal = async (bearer?: string, tenant?: string) => {
    const created = await gql(CART_CREATE, { input: { lines: [tileLine(3)] } }, { ...(bearer === undefined ? {} : { bearer }), ...(tenant ? { tenant } : {}) });
    return created;
  };

  const signIn = async (email: string, tags: string, metafields: Array<{ key: string; value: string }> = [], tenant = 'tilepix') => {
    const session = await h.session(email, tenant);
    await db.query('UPDATE customers SET tags = $1, metafields = $2 WHERE tenant_id = $3 AND email = $4', [tags, JSON.stringify(metafields), tenant, email]);
    return session.accessToken;
  };

  it('anonymous: 3 tiles cost $42.00', async () => {
    const { status, body } = await cartTotal();
    expect(status).toBe(200);
    expect(body.data.cartCreate.cart.cost.totalAmount.amount).toBe('42.00');
  });

  it('a member customer: 3 × $8.40 = $25.20, in the cart, on a later read and at checkout', async () => {
    const token = await signIn('member@example.test', 'member');
    const { body } = await cartTotal(token);
    const cart = body.data.cartCreate.cart;
    expect(cart.cost.totalAmount.amount).toBe('25.20');
    expect((await gql(CART_QUERY, { id: cart.id }, { bearer: token })).body.data.cart.cost.totalAmount.amount).toBe('25.20');
    // The same cart read anonymously prices as today.
    expect((await gql(CART_QUERY, { id: cart.id })).body.data.cart.cost.totalAmount.amount).toBe('42.00');
    const checkout = await gql(CHECKOUT_TOTAL, { id: cart.id.replace('/Cart/', '/Checkout/') }, { bearer: token });
    expect(checkout.body.data.node.totalPrice.amount).toBe('25.20');
  });

  /** Grants the welcome offer as the welcome sign-up does: a row of the server's ledger (issue 26), not the client-read metafield. */
  const grantWelcome = async (email: string, at: number) => {
    await db.query(
      `INSERT INTO welcome_offers (tenant_id, mailbox, customer_id, granted_at) SELECT tenant_id, mailbox, id, $2 FROM customers WHERE tenant_id = 'tilepix' AND email = $1`,
      [email, new Date(at).toISOString()],
    );
  };

  it('a welcome-offer customer: 30 % off after the tiers ($42.00 → $29.40); with membership, off the member price', async () => {
    const welcome = await signIn('welcome@example.test', '');
    await grantWelcome('welcome@example.test', Date.now() - 60_000);
    expect((await cartTotal(welcome)).body.data.cartCreate.cart.cost.totalAmount.amount).toBe('29.40');
    const both = await signIn('both@example.test', 'member');
    await grantWelcome('both@example.test', Date.now() - 60_000);
    expect((await cartTotal(both)).body.data.cartCreate.cart.cost.totalAmount.amount).toBe('17.64');
    // An offer granted longer ago than the promo's 5 days has ended.
    const old = await signIn('old@example.test', '');
    await grantWelcome('old@example.test', Date.now() - 6 * 86_400_000);
    expect((await cartTotal(old)).body.data.cartCreate.cart.cost.totalAmount.amount).toBe('42.00');
    // The metafield alone (the client's copy, which a customer record may carry) grants nothing on the server.
    const metafieldOnly = await signIn('metafield@example.test', '', [{ key: 'promo_welcome_date', value: String(Date.now() - 60_000) }]);
    expect((await cartTotal(metafieldOnly)).body.data.cartCreate.cart.cost.totalAmount.amount).toBe('42.00');
  });

  it("a token of another tenant does not grant the price: the main API's 401", async () => {
    const foreign = await signIn('member@example.test', 'member', [], 'cvs');
    const refused = await cartTotal(foreign);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('auth/token-invalid');
    expect(refused.body.data).toBeUndefined();
  });

  it("a tampered or malformed token does not grant the price: the main API's 401", async () => {
    const token = await signIn('tamper@example.test', 'member');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, flipped, 'not-a-token']) {
      const refused = await cartTotal(bad);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('auth/token-invalid');
    }
    const malformed = await h.app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix'), authorization: 'Basic abc' },
      body: JSON.stringify({ query: CART_CREATE, variables: { input: { lines: [tileLine(3)] } } }),
    });
    expect(malformed.status).toBe(401);
  });
});
