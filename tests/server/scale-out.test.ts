import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontAccessToken } from '../../src/adapters/storefront/storefront-endpoint';
import { CART_CREATE, CART_LINES_ADD, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, CHECKOUT_SHIPPING_LINE_UPDATE } from '../../src/adapters/storefront/documents';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { startServer, type RunningServer } from '../../server/start';
import { startS3Emulator, type RunningEmulator } from '../support/s3-emulator';
import { testDbFactories } from './test-db';
import { storeLineProjects, tileLine, VARIANTS } from './storefront-harness';

const billingAddress = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Springfield', province: 'IL', zip: '62701', country: 'US' };

/**
 * Two server processes' worth of state (each its own app, throttles and caches) on one database and
 * one S3 bucket, asked in turn: nothing a shopper does may depend on which of them answers.
 */
describe.each(testDbFactories)('two servers on one $name database and one S3 bucket', ({ open }) => {
  let db: Db;
  let emulator: RunningEmulator;
  let servers: RunningServer[] = [];
  let turn = 0;
  /** The round-robin load balancer: every call goes to the next server. */
  const next = () => servers[turn++ % servers.length]!.url;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    db = await open();
    const shared: Db = { ...db, close: async () => {} }; // each server "closes" its share; the test closes the database
    const env = { ...emulator.env, PORT: '0', NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-scale-')), PUBLIC_URL: 'http://localhost:1' };
    for (const credentialsVar of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const) process.env[credentialsVar] = emulator.env[credentialsVar];
    servers = [];
    for (let i = 0; i < 2; i++) servers.push(await startServer(readConfig(env), { db: shared, log: () => {} }));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.close(1_000);
    await db?.close();
    await emulator?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>) => {
    await storeLineProjects(db, variables);
    const res = await fetch(`${next()}/api/storefront/2024-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: Record<string, any> };
  };

  it('uploads straight to the bucket with a slot from one server, read back by HEAD on the other', async () => {
    const prepared = await fetch(`${next()}/api/v1/photos/prepare?tenantId=tilepix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 2 }),
    });
    expect(prepared.status).toBe(200);
    const { slots } = (await prepared.json()) as { slots: Array<{ url: string; fields: Record<string, string> }> };
    expect(slots).toHaveLength(2);
    expect(slots[0]!.url).toBe(`${emulator.endpoint}/${emulator.bucket}`);
    const form = new FormData();
    for (const [k, v] of Object.entries(slots[0]!.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }), 'photo.jpg');
    const posted = await fetch(slots[0]!.url, { method: 'POST', body: form });
    expect(posted.status).toBe(201);
    // The seeded shared images are in the bucket with their size as metadata; HEAD on either server reads it.
    const albums = (await (await fetch(`${next()}/api/v1/albums/public?tenantId=tilepix`)).json()) as {
      albums: Array<{ images: Array<{ full: string; width: number; height: number }> }>;
    };
    const image = albums.albums[0]!.images[0]!;
    expect(image.full).toMatch(/^\/files\/shared\//);
    for (let i = 0; i < 2; i++) {
      const head = await fetch(`${next()}${image.full}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect([Number(head.headers.get('x-amz-meta-width')), Number(head.headers.get('x-amz-meta-height'))]).toEqual([image.width, image.height]);
    }
    const get = await fetch(`${next()}${image.full}`, { redirect: 'manual' });
    expect(get.status).toBe(302);
    expect(get.headers.get('location')).toBe(`${emulator.endpoint}/${emulator.bucket}${image.full.replace(/^\/files/, '')}`);
  });

  it('a cart created on one server, filled on the other and paid on either: one order with the exact total', async () => {
    const created = (await gql(CART_CREATE, { input: { lines: [tileLine(3)], buyerIdentity: { email: 'ada@example.com' } } })).data.cartCreate;
    expect(created.userErrors).toEqual([]);
    const cartId: string = created.cart.id;
    for (let i = 0; i < 8; i++) expect((await gql(CART_LINES_ADD, { cartId, lines: [tileLine(1, VARIANTS.white)] })).data.cartLinesAdd.userErrors).toEqual([]);
    const checkoutId = cartId.replace('/Cart/', '/Checkout/');
    expect(
      (await gql(CHECKOUT_SHIPPING_LINE_UPDATE, { checkoutId, shippingRateHandle: 'tilepix-standard' })).data.checkoutShippingLineUpdate.checkoutUserErrors,
    ).toEqual([]);
    const vault = await fetch(`${next()}/api/vault/sessions?tenantId=tilepix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credit_card: { number: '4242424242424242', first_name: 'Ada', last_name: 'Lovelace', month: 12, year: 2099, verification_value: '123' },
      }),
    });
    const { id: vaultId } = (await vault.json()) as { id: string };
    // 11 tiles at 14.00 with 10% off at 10+: 138.60. Paid twice (a retry on the other server): one order.
    const pay = () =>
      gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, {
        checkoutId,
        payment: { paymentAmount: { amount: '138.60', currencyCode: 'USD' }, idempotencyKey: 'scale-1', billingAddress, vaultId, test: true },
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    const a = first.data.checkoutCompleteWithCreditCardV2;
    const b = second.data.checkoutCompleteWithCreditCardV2;
    expect(a.checkoutUserErrors).toEqual([]);
    expect(b.payment.id).toBe(a.payment.id);
    const token = cartId.split('/').pop()!.split('?')[0]!;
    const orders = await db.query<{ total_cents: number }>(
      'SELECT o.total_cents FROM orders o JOIN payments p ON p.checkout_token = o.checkout_token WHERE p.checkout_token = $1',
      [token],
    );
    expect(orders.map((o) => o.total_cents)).toEqual([13860]);
  });

  it('counts each throttle once across both servers (the card vault: 10 calls per client, then 429 on either)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${next()}/api/vault/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          credit_card: { number: '4242424242424242', first_name: 'A', last_name: 'B', month: 12, year: 2099, verification_value: '123' },
        }),
      });
      statuses.push(res.status);
    }
    // The checkout above spent one of this client's 10; one process's memory would have allowed 20.
    expect(statuses).toEqual([...Array(9).fill(200), 429, 429, 429]);
  });

  it("echoes a caller's x-request-id and makes one up otherwise", async () => {
    const given = await fetch(`${next()}/healthz`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const made = await fetch(`${next()}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
