import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartRepository } from '../../server/storefront/cart-repository';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Settings = Record<string, unknown>;
const SECRET = 'shpss_0123456789abcdef-secret';

/**
 * SPEC §1, §6 (issue 33) and §1 "checkout through a hosted storefront cart API" (issue 34 item 4): how a
 * promo code combines with the welcome offer, pick-up and the checkout shop are the tenant record's,
 * edited at /admin/tenants. The shop's Storefront token is public (tenants/v2 carries it); the webhook
 * secret is write-only and never leaves the server (not in the admin's answer, tenants/v2, nor boot data).
 */
describe.each(testDbFactories)('§1, §6 how a tenant sells comes from its record on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--tpx:boot-->');
    h = await openAdminHarness(await open(), { clientDir });
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const published = async (tenant: string) => (await h.json('GET', `v1/tenants/${tenant}/v2`, { tenant })).body as Settings;
  const read = async (tenant: string) =>
    (await h.json('GET', `v1/admin/tenants/${tenant}/settings`, { token: admin })).body as { version: number; settings: Settings };
  const save = async (tenant: string, changes: Settings) => {
    const current = await read(tenant);
    return h.json('POST', `v1/admin/tenants/${tenant}/settings`, {
      token: admin,
      body: { version: current.version, settings: { ...current.settings, ...changes } },
    });
  };

  it('§1, §6 as seeded: the pharmacy takes the larger promo and both retail tenants pick up; every tenant is on the local store', async () => {
    expect(await published('wg')).toMatchObject({ promoCombination: 'larger', pickup: true, shop: null });
    expect(await published('cvs')).toMatchObject({ promoCombination: 'sum', pickup: true, shop: null });
    expect(await published('tilepix')).toMatchObject({ promoCombination: 'sum', pickup: false, shop: null });
    expect((await read('wg')).settings).toMatchObject({
      promoCombination: 'larger',
      pickup: true,
      storefrontUrl: null,
      storefrontToken: null,
      shopWebhookSecretSet: false,
    });
  });

  it('§1, §6 the admin changes them: the store publishes them and the storefront prices with the saved rule', async () => {
    expect((await save('tilepix', { promoCombination: 'larger', pickup: true })).status).toBe(200);
    expect(await published('tilepix')).toMatchObject({ promoCombination: 'larger', pickup: true });
    const carts = new CartRepository(h.db);
    const token = await carts.create('tilepix', { attributes: [], buyerIdentity: { email: null, phone: null, countryCode: null }, note: null });
    expect((await carts.find('tilepix', token))?.promoCombination).toBe('larger');
    expect((await save('tilepix', { promoCombination: 'sum', pickup: false })).status).toBe(200);
    expect((await carts.find('tilepix', token))?.promoCombination).toBe('sum');
  });

  it('§1 a tenant pointed at a shop publishes its address and public token, never the webhook secret', async () => {
    const res = await save('cvs', { storefrontUrl: 'https://cvs-tiles.myshopify.com/', storefrontToken: 'public-token-1234', shopWebhookSecret: SECRET });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      storefrontUrl: 'https://cvs-tiles.myshopify.com',
      storefrontToken: 'public-token-1234',
      shopWebhookSecretSet: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect((await published('cvs')).shop).toEqual({ url: 'https://cvs-tiles.myshopify.com', token: 'public-token-1234' });
    expect(JSON.stringify(await published('cvs'))).not.toContain(SECRET);
    const page = await h.app.request('/?tenant=cvs');
    const html = await page.text();
    expect(html).toContain('public-token-1234');
    expect(html).not.toContain(SECRET);
    const audit = await h.db.query<{ after: unknown }>("SELECT * FROM audit_log WHERE record_id = 'cvs'");
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    // A save without a new secret keeps it; the secret is stored for the webhook check only.
    expect((await save('cvs', { name: 'CVS Photo Tiles' })).status).toBe(200);
    const [row] = await h.db.query<{ shop_webhook_secret: string }>("SELECT shop_webhook_secret FROM tenants WHERE id = 'cvs'");
    expect(row?.shop_webhook_secret).toBe(SECRET);
  });

  it('§1 bad shop settings get a clear 400 and change nothing; one shop serves one tenant', async () => {
    const before = await published('cvs');
    const bad = await save('cvs', { storefrontUrl: 'http://cvs-tiles.myshopify.com', storefrontToken: 'public-token-1234' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('storefrontUrl: Shop address must use https://');
    expect((await save('cvs', { storefrontToken: null })).body.message).toBe('storefrontToken: A shop needs both its address and its Storefront token');
    expect((await save('cvs', { shopWebhookSecret: 'short' })).body.message).toBe(
      'shopWebhookSecret: Webhook secret must be 16 to 200 characters without spaces',
    );
    const taken = await save('wg', { storefrontUrl: 'https://cvs-tiles.myshopify.com', storefrontToken: 'another-token-99' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('storefrontUrl: Tenant cvs checks out through this shop already');
    expect(await published('cvs')).toEqual(before);
    expect((await published('wg')).shop).toBeNull();
  });

  it('§1 no shop again: back to the local store, and the secret goes with the shop', async () => {
    expect((await save('cvs', { storefrontUrl: null, storefrontToken: null })).status).toBe(200);
    expect((await published('cvs')).shop).toBeNull();
    expect((await read('cvs')).settings.shopWebhookSecretSet).toBe(false);
  });
});
