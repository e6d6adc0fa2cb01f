import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { serve } from '@hono/node-server';
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrogenDocument, type HydrogenCartDocument } from '../support/hydrogen-cart-documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { PrivateTokens } from '../../server/storefront/private-tokens';
import { printedAttributes, storeLineProjects } from './storefront-harness';
import { testDbFactories } from './test-db';

const TLS = (name: string) => readFileSync(new URL(`../fixtures/tls/test-only-localhost.${name}`, import.meta.url));
const WALL_PAD = 'gid://shopify/ProductVariant/41000000008';
const BLACK = 'gid://shopify/ProductVariant/41000000001';
const VERSION = '2026-04';

type Json = Record<string, any>;

/** A storefront developer's own documents, as they would write them for any Shopify shop. */
const PRODUCTS = `query Products($first: Int!) @inContext(country: US, language: EN) {
  products(first: $first) { nodes { id handle title availableForSale featuredImage { url altText } variants(first: 10) { nodes { id title availableForSale price { amount currencyCode } } } } pageInfo { hasNextPage endCursor } }
}`;
const SHOP = `query Shop($country: CountryCode) @inContext(country: $country) {
  shop { name moneyFormat primaryDomain { url } shipsToCountries }
  localization { country { isoCode currency { isoCode } } language { isoCode } availableCountries { isoCode } }
}`;

/**
 * Shopify's own clients, unchanged, against the reference server over HTTPS (the storefront-api-client
 * rewrites any store domain to https): only the store domain and a token are configured (issue 34 item 3).
 */
describe.each(testDbFactories)("Shopify's clients against the reference server on $name", ({ open }) => {
  let db: Db;
  let server: Server;
  let domain: string;
  const trust = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      log: () => {},
      storefront: { throttle: { capacity: 1000, refillPerSecond: 1000 } },
    });
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer, serverOptions: { key: TLS('key'), cert: TLS('crt') } }, () =>
        resolve(s as Server),
      );
    });
    domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The certificate is the test fixture's own (tests/fixtures/tls): Node 20's fetch has no per-call CA.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  });
  afterAll(async () => {
    if (trust === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = trust;
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  const noErrors = (response: { data?: unknown; errors?: unknown }) => {
    expect(response.errors).toBeUndefined();
    return response.data as Json;
  };

  it("@shopify/storefront-api-client: browses products, the shop and its localization, and runs a whole cart with hydrogen-react's cart documents", async () => {
    const client: StorefrontApiClient = createStorefrontApiClient({
      storeDomain: domain,
      apiVersion: VERSION,
      publicAccessToken: storefrontAccessToken('tilepix'),
    });
    expect(client.getApiUrl()).toBe(`https://${domain}/api/${VERSION}/graphql.json`);

    const products = noErrors(await client.request(PRODUCTS, { variables: { first: 50 } })).products;
    const variantIds = products.nodes.flatMap((p: Json) => p.variants.nodes.map((v: Json) => v.id));
    expect(variantIds).toEqual(expect.arrayContaining([WALL_PAD, BLACK]));
    const shop = noErrors(await client.request(SHOP, { variables: { country: 'DE' } }));
    expect(shop.shop).toMatchObject({ name: 'TilePix', moneyFormat: '${{amount}}', shipsToCountries: ['US'] });
    // A country the shop does not sell in is answered with its own, as Shopify answers outside its markets.
    expect(shop.localization).toEqual({
      country: { isoCode: 'US', currency: { isoCode: 'USD' } },
      language: { isoCode: 'EN' },
      availableCountries: [{ isoCode: 'US' }],
    });

    const context = { numCartLines: 250, country: 'US', language: 'EN' };
    const run = async (name: HydrogenCartDocument, variables: Json) => {
      const document = hydrogenDocument(name);
      const data = noErrors(await client.request(document, { variables: { ...variables, ...context } }));
      const payload = Object.values(data)[0] as Json;
      // CartQuery answers the cart itself; the mutations answer { cart } (their documents ask for nothing else).
      return (payload.cart ?? payload) as Json;
    };
    const created = await run('CartCreate', {
      input: { lines: [{ merchandiseId: WALL_PAD, quantity: 1 }], buyerIdentity: { email: 'ada@example.com', countryCode: 'DE' } },
    });
    expect(created).toMatchObject({ totalQuantity: 1, buyerIdentity: { email: 'ada@example.com', countryCode: 'DE', customer: null }, note: null });
    const padLine = created.lines.edges[0].node;
    expect(padLine.merchandise).toMatchObject({
      id: WALL_PAD,
      availableForSale: true,
      requiresShipping: true,
      compareAtPrice: null,
      price: { amount: '5.00', currencyCode: 'USD' },
      selectedOptions: [{ name: 'Title', value: expect.any(String) }],
    });
    expect(created.cost).toMatchObject({
      subtotalAmount: { amount: '5.00' },
      totalAmount: { amount: '5.00' },
      totalTaxAmount: { amount: '0.00' },
      totalDutyAmount: null,
    });

    const tile = { merchandiseId: BLACK, quantity: 2, attributes: printedAttributes(`hydrogen-${Date.now()}`, 1, 2) };
    await storeLineProjects(db, { tile });
    const added = await run('CartLineAdd', { cartId: created.id, lines: [tile] });
    expect(added.totalQuantity).toBe(3);
    const updated = await run('CartLineUpdate', { cartId: created.id, lines: [{ id: padLine.id, quantity: 3 }] });
    expect(updated.totalQuantity).toBe(5);
    expect(updated.lines.edges.find((e: Json) => e.node.id === padLine.id).node.quantity).toBe(3);
    expect((await run('CartNoteUpdate', { cartId: created.id, note: 'Gift wrap, please' })).note).toBe('Gift wrap, please');
    expect((await run('CartAttributesUpdate', { cartId: created.id, attributes: [{ key: 'source', value: 'hydrogen' }] })).attributes).toEqual([
      { key: 'source', value: 'hydrogen' },
    ]);
    expect(
      (await run('CartBuyerIdentityUpdate', { cartId: created.id, buyerIdentity: { email: 'grace@example.com', countryCode: 'CA' } })).buyerIdentity,
    ).toMatchObject({ email: 'grace@example.com', countryCode: 'CA' });
    expect((await run('CartDiscountCodesUpdate', { cartId: created.id, discountCodes: ['TAKE20'] })).discountCodes).toEqual([
      { code: 'TAKE20', applicable: true },
    ]);
    const removed = await run('CartLineRemove', { cartId: created.id, lines: [padLine.id] });
    expect(removed.totalQuantity).toBe(2);
    const read = await run('CartQuery', { id: created.id });
    expect(read).toMatchObject({ id: created.id, totalQuantity: 2, note: 'Gift wrap, please', checkoutUrl: expect.stringMatching(/\/checkouts\//) });
  });

  it('@shopify/storefront-api-client with a private token (server to server); an unknown or revoked one is refused', async () => {
    const token = await new PrivateTokens(db).issue('tilepix');
    const client = createStorefrontApiClient({ storeDomain: domain, apiVersion: VERSION, privateAccessToken: token });
    expect(noErrors(await client.request('query { shop { name } }')).shop.name).toBe('TilePix');
    const stranger = createStorefrontApiClient({ storeDomain: domain, apiVersion: VERSION, privateAccessToken: 'tpx-private-not-a-token-of-ours' });
    const refused = await stranger.request('query { shop { name } }');
    expect(refused.errors?.networkStatusCode).toBe(401);
    // Revoked (npm run storefront-private-token -- tilepix --revoke-all): refused from then on.
    expect(await new PrivateTokens(db).revokeAll('tilepix')).toBeGreaterThanOrEqual(1);
    expect((await client.request('query { shop { name } }')).errors?.networkStatusCode).toBe(401);
  });

  it("hydrogen-react's storefront client (the URL and headers its CartProvider fetches with): every cart document, JSON and application/graphql", async () => {
    const hydrogen = createStorefrontClient({
      storeDomain: `https://${domain}`,
      publicStorefrontToken: storefrontAccessToken('tilepix'),
      storefrontApiVersion: VERSION,
    });
    const url = hydrogen.getStorefrontApiUrl();
    expect(url).toBe(`https://${domain}/api/${VERSION}/graphql.json`);
    // As useCartFetch sends it: POST, the public token headers, { query, variables }.
    const send = async (query: string, variables: Json) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: hydrogen.getPublicTokenHeaders({ contentType: 'json' }),
        body: JSON.stringify({ query, variables }),
      });
      expect(res.headers.get('x-shopify-api-version')).toBe(VERSION);
      return noErrors((await res.json()) as Json);
    };
    const doc = hydrogenDocument;
    // CartProvider's defaults: country US, language EN, 250 lines.
    const ctx = { numCartLines: 250, country: 'US', language: 'EN' };
    const cart = (await send(doc('CartCreate'), { input: { lines: [{ merchandiseId: WALL_PAD, quantity: 2 }] }, ...ctx })).cartCreate.cart;
    const line = cart.lines.edges[0].node;
    await send(doc('CartLineUpdate'), { cartId: cart.id, lines: [{ id: line.id, quantity: 1, attributes: [{ key: 'gift', value: 'yes' }] }], ...ctx });
    await send(doc('CartNoteUpdate'), { cartId: cart.id, note: 'n', ...ctx });
    await send(doc('CartBuyerIdentityUpdate'), { cartId: cart.id, buyerIdentity: { countryCode: 'DE' }, ...ctx });
    await send(doc('CartAttributesUpdate'), { cartId: cart.id, attributes: [{ key: 'k', value: 'v' }], ...ctx });
    await send(doc('CartDiscountCodesUpdate'), { cartId: cart.id, discountCodes: [], ...ctx });
    await send(doc('CartLineAdd'), { cartId: cart.id, lines: [{ merchandiseId: WALL_PAD, quantity: 1 }], ...ctx });
    const read = (await send(doc('CartQuery'), { id: cart.id, ...ctx })).cart;
    expect(read.lines.edges.map((e: Json) => [e.node.quantity, e.node.attributes])).toEqual([
      [1, [{ key: 'gift', value: 'yes' }]],
      [1, []],
    ]);
    expect(read.buyerIdentity.countryCode).toBe('DE');
    const emptied = await send(doc('CartLineRemove'), { cartId: cart.id, lines: read.lines.edges.map((e: Json) => e.node.id), ...ctx });
    expect(emptied.cartLinesRemove.cart.totalQuantity).toBe(0);

    // The same client's application/graphql body: the query is the body.
    const graphql = await fetch(url, {
      method: 'POST',
      headers: hydrogen.getPublicTokenHeaders({ contentType: 'graphql' }),
      body: `query { cart(id: "${cart.id}") { id totalQuantity } }`,
    });
    expect(noErrors((await graphql.json()) as Json).cart).toEqual({ id: cart.id, totalQuantity: 0 });
  });
});
