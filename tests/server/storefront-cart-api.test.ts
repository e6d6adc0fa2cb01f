import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import { openStorefrontHarness, tileLine, VARIANTS, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';

const V2026 = '/api/2026-04/graphql.json';
const LINES = 'lines(first: 10) { nodes { id quantity attributes { key value } merchandise { ... on ProductVariant { id } } } }';
const PAYLOAD = `cart { id note totalQuantity ${LINES} } userErrors { field message code }`;

type Json = Record<string, any>;

/** Issue 34 items 1–3 on the wire: the version in the path, Shopify's transport, the cart API a Hydrogen storefront uses. */
describe.each(testDbFactories)('Storefront cart API (Shopify 2026-04) on $name', ({ open }) => {
  let h: StorefrontHarness;
  beforeAll(async () => {
    h = await openStorefrontHarness(open);
  });
  afterAll(async () => h.db.close());

  const post = (path: string, body: string, contentType = 'application/json') =>
    h.app.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType, 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') },
      body,
    });
  const gql = async (query: string, variables: Json = {}, path = V2026) =>
    (await (await post(path, JSON.stringify({ query, variables }))).json()) as { data?: Json; errors?: Json[] };

  const newCart = async (lines: Json[]) => {
    const { data } = await gql(`mutation C($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { ${PAYLOAD} } }`, { lines });
    return data!.cartCreate.cart as Json;
  };
  const readCart = async (id: string) => (await gql(`query Q($id: ID!) { cart(id: $id) { id note totalQuantity ${LINES} } }`, { id })).data!.cart as Json;

  describe('versions', () => {
    it.each(['2019-07', '2025-01', 'unstable', '2026-07', 'v1'])("refuses %s with Shopify's error shape, on both paths", async (version) => {
      for (const path of [`/api/${version}/graphql.json`, `/api/storefront/${version}/graphql.json`]) {
        const res = await post(path, JSON.stringify({ query: '{ shop { name } }' }));
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          errors: [{ message: `Not Found: API version ${version} is not served here (served: 2024-04, 2026-04).`, extensions: { code: 'NOT_FOUND' } }],
        });
      }
    });

    it('answers each version with its own schema, and says which (X-Shopify-API-Version)', async () => {
      const checkout = JSON.stringify({
        query: 'mutation { checkoutCompleteFree(checkoutId: "gid://shopify/Checkout/x") { checkoutUserErrors { message } } }',
      });
      const old = await post('/api/2024-04/graphql.json', checkout);
      expect(old.headers.get('x-shopify-api-version')).toBe('2024-04');
      expect(((await old.json()) as Json).data.checkoutCompleteFree.checkoutUserErrors).toEqual([{ message: 'Checkout does not exist.' }]);
      const current = await post(V2026, checkout);
      expect(current.headers.get('x-shopify-api-version')).toBe('2026-04');
      expect(((await current.json()) as Json).errors[0].message).toBe('Cannot query field "checkoutCompleteFree" on type "Mutation".');
    });
  });

  describe('transport', () => {
    it('takes an application/graphql body (the query itself), and refuses a JSON body that is not one', async () => {
      const res = await post(V2026, '{ shop { name } }', 'application/graphql');
      expect(await res.json()).toEqual({ data: { shop: { name: 'TilePix' } } });
      const bad = await post(V2026, '{ shop { name } }');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    });

    it('reads @inContext: a country it does not sell in gets its own; a value Shopify does not have is refused', async () => {
      const query = 'query L($country: CountryCode) @inContext(country: $country, language: DE) { localization { country { isoCode } language { isoCode } } }';
      expect((await gql(query, { country: 'DE' })).data).toEqual({ localization: { country: { isoCode: 'US' }, language: { isoCode: 'EN' } } });
      const refused = await gql(query, { country: 'XX' });
      expect(refused.errors?.[0]?.message).toBe(
        'Variable "$country" got invalid value "XX"; Value "XX" does not exist in "CountryCode" enum. Did you mean the enum value "AX", "CX", "MX", "SX", or "XK"?',
      );
    });

    it("keeps the query cost cap on Shopify's path", async () => {
      const { errors } = await gql(`{ ${Array.from({ length: 6 }, (_, i) => `s${i}: shop { name }`).join(' ')} }`);
      expect(errors).toEqual([
        expect.objectContaining({ message: 'Query has too many root fields (at most 5).', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED' } }),
      ]);
    });
  });

  describe('cartLinesUpdate', () => {
    const update = (cartId: string, lines: Json[]) =>
      gql(`mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`, { cartId, lines });

    it("changes a line's quantity, variant and attributes in place; quantity 0 removes it", async () => {
      const cart = await newCart([
        { merchandiseId: VARIANTS.wallPad, quantity: 1 },
        { merchandiseId: VARIANTS.wallPad, quantity: 4 },
      ]);
      const [first, second] = cart.lines.nodes;
      const { data } = await update(cart.id, [
        { id: first.id, quantity: 3, attributes: [{ key: 'gift', value: 'yes' }] },
        { id: second.id, quantity: 0 },
      ]);
      expect(data!.cartLinesUpdate.userErrors).toEqual([]);
      expect(data!.cartLinesUpdate.cart.lines.nodes).toEqual([
        { id: first.id, quantity: 3, attributes: [{ key: 'gift', value: 'yes' }], merchandise: { id: VARIANTS.wallPad } },
      ]);
    });

    it('refuses an unknown line, a line named twice, a negative quantity, unknown merchandise and a tile line that does not add up, and changes nothing', async () => {
      const cart = await newCart([{ merchandiseId: VARIANTS.wallPad, quantity: 2 }]);
      const line = cart.lines.nodes[0];
      const cases: Array<[Json[], Json]> = [
        [
          [{ id: 'gid://shopify/CartLine/nope-nope-nope', quantity: 1 }],
          { field: ['lines', '0', 'id'], message: 'The line with id gid://shopify/CartLine/nope-nope-nope does not exist.', code: 'INVALID_MERCHANDISE_LINE' },
        ],
        [
          [
            { id: line.id, quantity: 1 },
            { id: line.id, quantity: 0 },
          ],
          { field: ['lines', '1', 'id'], message: `The line with id ${line.id} is updated twice.`, code: 'INVALID' },
        ],
        [[{ id: line.id, quantity: -1 }], { field: ['lines', '0', 'quantity'], message: 'The quantity must be at least 0.', code: 'LESS_THAN' }],
        [
          [{ id: line.id, merchandiseId: 'gid://shopify/ProductVariant/0' }],
          { field: ['lines', '0', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/0 does not exist.', code: 'INVALID' },
        ],
      ];
      for (const [lines, error] of cases) {
        const { data } = await update(cart.id, lines);
        expect(data!.cartLinesUpdate.userErrors).toEqual([error]);
        expect(await readCart(cart.id)).toMatchObject({ totalQuantity: 2, lines: { nodes: [{ id: line.id, quantity: 2, attributes: [] }] } });
      }
      // A framed tile is printed from its project: a quantity its project does not make is refused (issue 26).
      const tiles = await newCart([tileLine(2)]);
      const tile = tiles.lines.nodes[0];
      const { data } = await update(tiles.id, [{ id: tile.id, quantity: 5 }]);
      expect(data!.cartLinesUpdate.userErrors).toHaveLength(1);
      expect(data!.cartLinesUpdate.userErrors[0].field).toEqual(['lines', '0', 'attributes']);
      expect((await readCart(tiles.id)).totalQuantity).toBe(2);
    });
  });

  describe('cartNoteUpdate', () => {
    it('sets the note; one over 5000 characters is refused and the note stays', async () => {
      const cart = await newCart([]);
      const note = (n: string) =>
        gql('mutation N($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { note } userErrors { field message } } }', {
          cartId: cart.id,
          note: n,
        });
      expect((await note('Leave at the door')).data!.cartNoteUpdate).toEqual({ cart: { note: 'Leave at the door' }, userErrors: [] });
      expect((await note('x'.repeat(5001))).data!.cartNoteUpdate).toEqual({
        cart: { note: 'Leave at the door' },
        userErrors: [{ field: ['note'], message: 'The note must be at most 5000 characters.' }],
      });
    });
  });

  describe('catalogue', () => {
    it('pages through the listed products and finds one by handle or id; an unknown one is null', async () => {
      const all = (
        await gql(
          '{ products(first: 250) { nodes { id handle title variants(first: 250) { nodes { id price { amount } image { url } } } } pageInfo { hasNextPage } } }',
        )
      ).data!.products;
      expect(all.pageInfo.hasNextPage).toBe(false);
      expect(all.nodes.length).toBeGreaterThan(2);
      const [p1, p2] = all.nodes;
      const page1 = (await gql('{ products(first: 1) { nodes { id } pageInfo { hasNextPage endCursor } } }')).data!.products;
      expect(page1).toEqual({ nodes: [{ id: p1.id }], pageInfo: { hasNextPage: true, endCursor: expect.any(String) } });
      const page2 = (await gql('query P($after: String) { products(first: 1, after: $after) { nodes { id } } }', { after: page1.pageInfo.endCursor })).data!
        .products;
      expect(page2.nodes).toEqual([{ id: p2.id }]);
      expect((await gql('query P($h: String) { product(handle: $h) { id } }', { h: p1.handle })).data!.product).toEqual({ id: p1.id });
      expect((await gql('query P($id: ID) { product(id: $id) { handle } }', { id: p1.id })).data!.product).toEqual({ handle: p1.handle });
      expect((await gql('{ product(handle: "no-such-product") { id } }')).data!.product).toBeNull();
      // Pictures are absolute URLs (Shopify's URL scalar).
      for (const v of all.nodes.flatMap((p: Json) => p.variants.nodes)) if (v.image) expect(v.image.url).toMatch(/^https?:\/\//);
    });
  });
});
