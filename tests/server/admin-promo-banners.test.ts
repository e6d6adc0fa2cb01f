import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontAccessToken } from '../../server/seed/storefront';
import { seed } from '../../server/seed/seed';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Settings = Record<string, unknown> & { promoBannerHtml: string | null; cartPromoBannerHtml: string | null };

/** SPEC §2 promo banners (issue 33): storefront pages by handle, edited at /admin/tenants. */
describe.each(testDbFactories)('§2 promo banners edited in the admin on $name', ({ open }) => {
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

  const read = async (tenant: string) =>
    (await h.json('GET', `v1/admin/tenants/${tenant}/settings`, { token: admin })).body as { version: number; settings: Settings };
  const save = (tenant: string, body: unknown) => h.json('POST', `v1/admin/tenants/${tenant}/settings`, { token: admin, body });
  const page = async (tenant: string, handle: string) => {
    const res = await h.app.request('/api/storefront/2024-04/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken(tenant) },
      body: JSON.stringify({ query: 'query p($h: String!) { page(handle: $h) { body } }', variables: { h: handle } }),
    });
    return ((await res.json()) as { data: { page: { body: string } | null } }).data.page?.body ?? null;
  };
  const banner = async (tenant: string) =>
    ((await h.json('GET', `v1/tenants/${tenant}/v2`, { tenant })).body as { promoBannerHtml: string | null }).promoBannerHtml;

  it('§2 the admin reads both banners; saving them changes the storefront pages the store reads by handle; a restart keeps them', async () => {
    const before = await read('tilepix');
    expect(before.settings.promoBannerHtml).toBe('<strong>Free shipping</strong> on every order of 3 tiles or more. <a href="/shop-all">Shop now</a>');
    expect(before.settings.cartPromoBannerHtml).toContain('Buy more, save more:');
    const res = await save('tilepix', {
      version: before.version,
      settings: { ...before.settings, promoBannerHtml: '  <em>Spring sale</em> <a href="/shop-all">Shop</a> ', cartPromoBannerHtml: '<b>Cart deal</b>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ promoBannerHtml: '<em>Spring sale</em> <a href="/shop-all">Shop</a>', cartPromoBannerHtml: '<b>Cart deal</b>' });
    expect(await banner('tilepix')).toBe('<em>Spring sale</em> <a href="/shop-all">Shop</a>');
    expect(await page('tilepix', 'promo-banner')).toBe('<em>Spring sale</em> <a href="/shop-all">Shop</a>');
    expect(await page('tilepix', 'cart-promo-banner')).toBe('<b>Cart deal</b>');
    await seed(h.db);
    expect(await page('tilepix', 'cart-promo-banner')).toBe('<b>Cart deal</b>');
  });

  it('§2 an empty banner removes it; a save without the fields keeps them', async () => {
    const now = await read('cvs');
    expect((await save('cvs', { version: now.version, settings: { ...now.settings, promoBannerHtml: '   ' } })).status).toBe(200);
    expect(await banner('cvs')).toBeNull();
    expect(await page('cvs', 'promo-banner')).toBeNull();
    const again = await read('cvs');
    const { promoBannerHtml: _a, cartPromoBannerHtml: _b, ...older } = again.settings;
    expect((await save('cvs', { version: again.version, settings: { ...older, cartPromoBannerHtml: 'Kept?' } })).status).toBe(200);
    expect(await page('cvs', 'cart-promo-banner')).toBe('Kept?');
    const third = await read('cvs');
    const { promoBannerHtml: _c, cartPromoBannerHtml: _d, ...withoutBanners } = third.settings;
    expect((await save('cvs', { version: third.version, settings: withoutBanners })).status).toBe(200);
    expect(await page('cvs', 'cart-promo-banner')).toBe('Kept?');
  });

  it('§2 a banner too long, with control characters or not a string is refused with a clear 400, and nothing changes', async () => {
    const now = await read('wg');
    const pages = JSON.stringify(await h.db.query('SELECT * FROM storefront_pages ORDER BY tenant_id, handle'));
    const long = await save('wg', { version: now.version, settings: { ...now.settings, promoBannerHtml: 'x'.repeat(2001) } });
    expect(long).toMatchObject({ status: 400, body: { message: 'promoBannerHtml: Promo banner must be at most 2000 characters' } });
    const control = await save('wg', { version: now.version, settings: { ...now.settings, cartPromoBannerHtml: 'a\u0007b' } });
    expect(control).toMatchObject({ status: 400, body: { message: 'cartPromoBannerHtml: Cart banner on phones must not contain control characters' } });
    expect((await save('wg', { version: now.version, settings: { ...now.settings, promoBannerHtml: 42 } })).status).toBe(400);
    expect(JSON.stringify(await h.db.query('SELECT * FROM storefront_pages ORDER BY tenant_id, handle'))).toBe(pages);
    expect((await read('wg')).version).toBe(now.version);
  });
});
