import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  PAGE_QUERY,
} from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/adapters/storefront/storefront-endpoint';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const NUL = '\u0000';
const ENDPOINT = '/api/storefront/2024-04/graphql.json';

/** A body streamed in chunks with no Content-Length (chunked transfer), counting what the server pulled. */
function streamed(chunk: Uint8Array, chunks: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  let pulledBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      pulledBytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulledBytes };
}

describe.each(testDbFactories)('input limits on $name', ({ open }) => {
  let db: Db;
  let app: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const loose = { capacity: 1000, refillPerSecond: 1000 };
    app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      log: () => {},
      storefront: { throttle: loose, vaultThrottle: loose },
      clientEventThrottle: { capacity: 1000, refillPerSecond: 1000 },
    });
  });
  afterAll(async () => {
    await db.close();
  });

  const events = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM client_events'))[0]!.n);
  const report = (body: unknown, init: { tenant?: string; type?: string; target?: Hono } = {}) =>
    (init.target ?? app).request(`/api/v1/client-events?tenantId=${init.tenant ?? 'tilepix'}`, {
      method: 'POST',
      headers: { 'content-type': init.type ?? 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const refusedWithoutRows = async (res: Response | Promise<Response>, status: number, message: RegExp) => {
    const before = await events();
    const answer = await res;
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { message: string }).message).toMatch(message);
    expect(await events()).toBe(before);
  };

  describe('item 12: only application/json is JSON', () => {
    it.each([
      'text/plain; application/json',
      'text/plain;charset=utf-8;application/json',
      'application/jsonx',
      'application/json-patch+json',
      'multipart/form-data; boundary=application/json',
    ])('refuses %s with 415', async (type) => {
      await refusedWithoutRows(report({ kind: 'event', name: 'x' }, { type }), 415, /Expected a JSON body/);
    });
    it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON ; charset="UTF-8"'])('accepts %s', async (type) => {
      expect((await report({ kind: 'event', name: 'x' }, { type })).status).toBe(204);
    });
  });

  describe('item 9: body limits and client events', () => {
    it('answers 413 with a JSON message for a body over 64 KB, declared or streamed, and writes nothing', async () => {
      const big = JSON.stringify({ kind: 'event', name: 'x', message: 'a'.repeat(70 * 1024) });
      await refusedWithoutRows(report(big), 413, /too large/);
      const before = await events();
      const { body, pulled } = streamed(new Uint8Array(16 * 1024).fill(0x20), 1000);
      const res = await app.request('/api/v1/client-events?tenantId=tilepix', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
      // Refused while streaming: not the 16 MB sent, only a little past the limit.
      expect(pulled()).toBeLessThan(200 * 1024);
      expect(await events()).toBe(before);
    });

    it('writes no row for a tenant that does not exist', async () => {
      await refusedWithoutRows(report({ kind: 'event', name: 'x' }, { tenant: 'no-such-tenant' }), 404, /Tenant not found/);
    });

    it('throttles client events per client', async () => {
      const tight = createApp({
        db,
        config: { clientDir: tmpdir(), hostedPageUrl: 'x' },
        frameAncestors: [],
        log: () => {},
        clientEventThrottle: { capacity: 3, refillPerSecond: 0.001 },
      });
      for (let i = 0; i < 3; i++) expect((await report({ kind: 'event', name: 'x' }, { target: tight })).status).toBe(204);
      await refusedWithoutRows(report({ kind: 'event', name: 'x' }, { target: tight }), 429, /Too many/);
    });
  });

  describe('item 10: bad input answers a clear 4xx', () => {
    it('refuses a NUL character anywhere in a JSON body (values and keys)', async () => {
      await refusedWithoutRows(report({ kind: 'error', name: `a${NUL}b` }), 400, /NUL/);
      await refusedWithoutRows(report({ kind: 'error', name: 'a', message: NUL }), 400, /body\.message/);
      await refusedWithoutRows(report({ kind: 'error', name: 'a', detail: { [`k${NUL}`]: 1 } }), 400, /NUL/);
    });

    it('refuses an event detail over 10,000 characters instead of cutting it', async () => {
      await refusedWithoutRows(report({ kind: 'error', name: 'a', detail: { stack: 'x'.repeat(10_001) } }), 400, /detail/);
    });

    it('refuses a detail nested 5,000 deep', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      await refusedWithoutRows(report(`{"kind":"error","name":"a","detail":${deep}}`), 400, /nested too deep/);
    });

    it('refuses a NUL in the card vault names', async () => {
      const res = await app.request('/api/vault/sessions?tenantId=tilepix', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credit_card: { number: '4242424242424242', first_name: `A${NUL}`, month: 12, year: 2099, verification_value: '123' } }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/NUL/);
    });
  });

  describe('storefront input', () => {
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await app.request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
    };
    const carts = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM carts'))[0]!.n);
    const newCart = async (input: Record<string, unknown> = {}) => (await gql(CART_CREATE, { input })).body.data!.cartCreate.cart as { id: string };

    it('item 10: refuses a NUL in variables and in inline string literals with a 400, writing nothing', async () => {
      const before = await carts();
      for (const input of [
        { note: `n${NUL}` },
        { attributes: [{ key: 'k', value: NUL }] },
        { discountCodes: [`A${NUL}`] },
        { buyerIdentity: { email: `a${NUL}@b.co` } },
      ]) {
        const res = await gql(CART_CREATE, { input });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/NUL/), extensions: { code: 'BAD_REQUEST' } });
      }
      const inline = await gql('mutation { cartCreate(input: { note: "x\\u0000y" }) { cart { id } } }');
      expect(inline.status).toBe(400);
      expect(inline.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      const page = await gql(PAGE_QUERY, { handle: `about${NUL}` });
      expect(page.status).toBe(400);
      expect(await carts()).toBe(before);
    });

    it('issue 26 item 8: refuses an unpaired surrogate in variables and in inline string literals with a 400 naming it, writing nothing', async () => {
      const cart = await newCart();
      const before = await carts();
      const [attributes] = await db.query<{ attributes: unknown }>('SELECT attributes FROM carts WHERE token = $1', [cart.id.split('/').pop()]);
      for (const [lone, variables, where] of [
        ['\uD800', { input: { attributes: [{ key: 'k', value: '\uD800' }] } }, 'variables.input.attributes.0.value'],
        ['\uDC00', { input: { note: 'a\uDC00' } }, 'variables.input.note'],
      ] as const) {
        const res = await gql(CART_CREATE, variables);
        expect([lone, res.status, res.body.errors?.[0]?.message]).toEqual([lone, 400, `Invalid input: ${where} contains an unpaired UTF-16 surrogate.`]);
        const update = await gql(CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: [{ key: `k${lone}`, value: 'v' }] });
        expect(update.status).toBe(400);
        expect(update.body.errors?.[0]?.message).toBe('Invalid input: variables.attributes.0.key contains an unpaired UTF-16 surrogate.');
      }
      // In a literal, GraphQL itself refuses a lone surrogate, escaped or raw: a syntax error (as every other), never a 5xx.
      for (const literal of ['x\\uD800y', 'x\uD800y']) {
        const inline = await gql(`mutation { cartAttributesUpdate(cartId: "${cart.id}", attributes: [{ key: "k", value: "${literal}" }]) { cart { id } } }`);
        expect(inline.status).toBeLessThan(500);
        expect(inline.body.errors?.[0]?.message).toMatch(/^Syntax Error: (Invalid Unicode escape sequence|Invalid character within String)/);
      }
      expect(await carts()).toBe(before);
      expect(await db.query<{ attributes: unknown }>('SELECT attributes FROM carts WHERE token = $1', [cart.id.split('/').pop()])).toEqual([attributes]);
    });

    it('item 10: an email over 254 characters is a userError, not a database failure', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
      expect(email.length).toBe(255);
      const before = await carts();
      const created = (await gql(CART_CREATE, { input: { buyerIdentity: { email } } })).body;
      expect(created.errors).toBeUndefined();
      expect(created.data!.cartCreate.userErrors[0]).toMatchObject({ field: ['buyerIdentity', 'email'], message: 'Email is invalid' });
      expect(await carts()).toBe(before);
    });

    it('item 11: attributes are capped after the merge, not per call', async () => {
      const { id } = await newCart({ attributes: Array.from({ length: 200 }, (_, i) => ({ key: `a${i}`, value: 'v' })) });
      const more = (await gql(CART_ATTRIBUTES_UPDATE, { cartId: id, attributes: Array.from({ length: 60 }, (_, i) => ({ key: `b${i}`, value: 'v' })) })).body;
      expect(more.data!.cartAttributesUpdate.userErrors[0]).toMatchObject({ field: ['attributes'], message: 'At most 250 attributes are allowed.' });
      // Replacing existing keys does not grow the cart: still allowed.
      const replace = (await gql(CART_ATTRIBUTES_UPDATE, { cartId: id, attributes: [{ key: 'a1', value: 'w' }] })).body;
      expect(replace.data!.cartAttributesUpdate.userErrors).toEqual([]);
      const [row] = await db.query<{ attributes: unknown[] }>('SELECT attributes FROM carts WHERE token = $1', [id.split('/').pop()]);
      expect(row!.attributes).toHaveLength(200);
    });

    it('item 11: the note and the phone have length limits and the phone the SPEC §5 format', async () => {
      const before = await carts();
      const note = (await gql(CART_CREATE, { input: { note: 'n'.repeat(5001) } })).body.data!.cartCreate;
      expect(note.userErrors[0]).toMatchObject({ field: ['note'], message: 'The note must be at most 5000 characters.' });
      const phone = (await gql(CART_CREATE, { input: { buyerIdentity: { phone: 'call me maybe' } } })).body.data!.cartCreate;
      expect(phone.userErrors[0]).toMatchObject({ field: ['buyerIdentity', 'phone'], message: 'Invalid phone number' });
      const longPhone = (await gql(CART_CREATE, { input: { buyerIdentity: { phone: '5'.repeat(40) } } })).body.data!.cartCreate;
      expect(longPhone.userErrors[0]).toMatchObject({ field: ['buyerIdentity', 'phone'], message: 'Invalid phone number' });
      expect(await carts()).toBe(before);
      const { id } = await newCart({ buyerIdentity: { phone: '+1 (555) 123-4567' } });
      const update = (await gql(CART_BUYER_IDENTITY_UPDATE, { cartId: id, buyerIdentity: { phone: '12' } })).body.data!.cartBuyerIdentityUpdate;
      expect(update.userErrors[0]).toMatchObject({ field: ['buyerIdentity', 'phone'], message: 'Invalid phone number' });
      const [row] = await db.query<{ buyer_phone: string }>('SELECT buyer_phone FROM carts WHERE token = $1', [id.split('/').pop()]);
      expect(row!.buyer_phone).toBe('+1 (555) 123-4567');
      const codes = (await gql(CART_DISCOUNT_CODES_UPDATE, { cartId: id, discountCodes: ['OK'] })).body;
      expect(codes.errors).toBeUndefined();
    });
  });
});
