import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontAccessToken } from '../../../src/contract/storefront-token';
import type { Db } from '../../../server/db/db';
import { CORS_ALLOWED_HEADERS } from '../../../server/storefront/cors';
import { PrivateTokens } from '../../../server/storefront/private-tokens';
import { testDbFactories } from '../test-db';
import { CALLER_NAMES, gateApp, type CallerName } from './gate-app';

/** Every path the Storefront API answers on (issue 34): Shopify's, per version, and the client's older alias. */
const PATHS = [
  '/api/2024-04/graphql.json',
  '/api/2026-04/graphql.json',
  '/api/storefront/2024-04/graphql.json',
  '/api/storefront/2026-04/graphql.json',
] as const;
type Token = 'none' | 'public' | 'private' | 'wrong';

/**
 * Who may call the storefront: the tenant's token (public or private) names the shop; a bearer token
 * is the signed-in shopper of that shop, and another shop's shopper is refused (401), never priced anonymously.
 */
const EXPECTED: Record<Token, Record<CallerName, number>> = {
  none: { anonymous: 401, customerA: 401, customerB: 401, admin: 401, otherTenant: 401 },
  wrong: { anonymous: 401, customerA: 401, customerB: 401, admin: 401, otherTenant: 401 },
  public: { anonymous: 200, customerA: 200, customerB: 200, admin: 200, otherTenant: 401 },
  private: { anonymous: 200, customerA: 200, customerB: 200, admin: 200, otherTenant: 401 },
};

describe.each(testDbFactories)('Storefront API access on $name', ({ open }) => {
  let db: Db;
  let gate: Awaited<ReturnType<typeof gateApp>>;
  let privateToken: string;
  beforeAll(async () => {
    db = await open();
    gate = await gateApp(db);
    privateToken = await new PrivateTokens(db).issue('tilepix');
  });
  afterAll(async () => db.close());

  const tokenHeaders = (token: Token): Record<string, string> =>
    token === 'public'
      ? { 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') }
      : token === 'private'
        ? { 'Shopify-Storefront-Private-Token': privateToken }
        : token === 'wrong'
          ? { 'X-Shopify-Storefront-Access-Token': 'tpx-storefront-nobody-public' }
          : {};

  const post = (path: string, query: string, headers: Record<string, string>) =>
    gate.app.request(`http://store.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  const rows = PATHS.flatMap((path) =>
    (['none', 'wrong', 'public', 'private'] as Token[]).flatMap((token) => CALLER_NAMES.map((caller) => [path, token, caller] as const)),
  );

  let row = 0;
  it.each(rows)('%s with %s token called by %s', async (path, token, caller) => {
    const bearer = gate.callers[caller];
    // A cart id of its own per row: each cart has its own throttle bucket.
    const res = await post(path, `{ cart(id: "gid://shopify/Cart/none-such-cart-${++row}") { id } }`, {
      ...tokenHeaders(token),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(EXPECTED[token][caller]);
    if (res.status === 200) expect(await res.json()).toEqual({ data: { cart: null } });
  });

  it("shows a cart's customer to that signed-in customer only", async () => {
    const create = 'mutation { cartCreate(input: {}) { cart { id buyerIdentity { customer { email displayName } } } } }';
    const a = { ...tokenHeaders('public'), authorization: `Bearer ${gate.callers.customerA}` };
    const created = (await (await post(PATHS[1], create, a)).json()) as { data: { cartCreate: { cart: { id: string; buyerIdentity: unknown } } } };
    expect(created.data.cartCreate.cart.buyerIdentity).toEqual({ customer: { email: 'gate-a@example.com', displayName: expect.stringMatching(/\S/) } });
    const read = `{ cart(id: "${created.data.cartCreate.cart.id}") { buyerIdentity { customer { email } } } }`;
    const asB = await post(PATHS[1], read, { ...tokenHeaders('public'), authorization: `Bearer ${gate.callers.customerB}` });
    expect(await asB.json()).toEqual({ data: { cart: { buyerIdentity: { customer: null } } } });
    const anonymous = await post(PATHS[1], read, tokenHeaders('public'));
    expect(await anonymous.json()).toEqual({ data: { cart: { buyerIdentity: { customer: null } } } });
  });

  describe('CORS', () => {
    const preflight = (path: string, origin: string, method = 'POST') =>
      gate.app.request(`http://store.test${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-shopify-storefront-access-token' },
      });

    it.each(PATHS)(
      "%s: a preflight from a tenant's allowed origin is answered; another origin, a null one or another method gets no CORS header",
      async (path) => {
        const allowed = await preflight(path, 'https://www.tilepix.com');
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.tilepix.com');
        expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
        expect(allowed.headers.get('access-control-allow-headers')).toBe(CORS_ALLOWED_HEADERS);
        expect(allowed.headers.get('vary')).toContain('Origin');
        expect(CORS_ALLOWED_HEADERS).not.toMatch(/Private-Token/i);
        for (const [origin, method] of [
          ['https://evil.example', 'POST'],
          ['null', 'POST'],
          ['https://www.tilepix.com.evil.example', 'POST'],
          ['https://www.tilepix.com', 'DELETE'],
        ] as const) {
          const refused = await preflight(path, origin, method);
          expect(refused.status, origin).toBe(403);
          expect(refused.headers.get('access-control-allow-origin')).toBeNull();
        }
      },
    );

    it("a cross-origin request runs only from an origin the token's own tenant allows, and a private token never comes from a browser", async () => {
      const mutation = 'mutation { cartCreate(input: { note: "cors" }) { cart { id } } }';
      const count = async () => Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM carts WHERE note = 'cors'"))[0]!.n);
      const before = await count();
      const ok = await post(PATHS[1], mutation, { ...tokenHeaders('public'), origin: 'https://www.tilepix.com' });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://www.tilepix.com');
      expect(await count()).toBe(before + 1);
      // CVS's site is an allowed origin of CVS, not of TilePix: refused before anything runs.
      for (const origin of ['https://www.cvs.com', 'https://evil.example']) {
        const refused = await post(PATHS[1], mutation, { ...tokenHeaders('public'), origin });
        expect(refused.status).toBe(403);
        expect(refused.headers.get('access-control-allow-origin')).toBeNull();
        expect(await refused.json()).toEqual({
          errors: [{ message: "This origin may not call this shop's Storefront API.", extensions: { code: 'ACCESS_DENIED' } }],
        });
      }
      const browserPrivate = await post(PATHS[1], mutation, { ...tokenHeaders('private'), origin: 'https://www.tilepix.com' });
      expect(browserPrivate.status).toBe(403);
      expect(await browserPrivate.json()).toEqual({
        errors: [{ message: 'Private access tokens are for server-to-server requests only.', extensions: { code: 'ACCESS_DENIED' } }],
      });
      // The store's own pages are same-origin: no CORS header needed, none given.
      const own = await post(PATHS[1], mutation, { ...tokenHeaders('public'), origin: 'http://store.test' });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
      expect(await count()).toBe(before + 2);
    });
  });
});
