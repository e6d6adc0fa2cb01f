import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/adapters/storefront/storefront-endpoint';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openTestPglite } from './test-db';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { TenantRepository } from '../../server/tenants/tenant-repository';

/* Issue 13, items 15-17: URLs from the Host header, local parents in production, the callback page and the CSP. */

const PUBLIC = 'https://store.example';
const EVIL = 'http://evil.example';

describe('absolute URLs come from PUBLIC_URL, never from the Host header (item 15)', () => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db);
    await seed(db);
    app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', publicUrl: PUBLIC },
      filesDir: await mkdtemp(path.join(tmpdir(), 'tpx-files-')),
      frameAncestors: [],
      log: () => {},
      social: { facebookAppId: null, instagram: { appId: '99', appSecret: 'shh' }, instagramTokenUrl: 'https://ig.test/token' },
      fetchImpl: async () => Response.json({ access_token: 'IGQ', user_id: 1 }),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it("writes checkout links and the OAuth redirect check with the public origin, and the disk store's upload slot as the same-origin path /files", async () => {
    const prepared = (await (await post(`${EVIL}/api/v1/photos/prepare?tenantId=tilepix`, { quantity: 1 })).json()) as {
      slots?: Array<{ url: string }>;
    } & Record<string, unknown>;
    const slots = (prepared.slots ?? Object.values(prepared).find(Array.isArray)) as Array<{ url: string }>;
    // The disk store's slot is a same-origin path (issue 26): nothing of the request's host goes into it.
    expect(slots[0]?.url).toBe('/files');

    const created = await post(
      `${EVIL}/api/storefront/2024-04/graphql.json`,
      { query: CART_CREATE, variables: { input: { lines: [] } } },
      { 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix') },
    );
    const cart = ((await created.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }).data.cartCreate.cart;
    expect(cart.checkoutUrl.startsWith(`${PUBLIC}/checkouts/`)).toBe(true);

    const spoofed = await post(`${EVIL}/api/v1/social/instagram/token`, { code: 'c', redirectUri: `${EVIL}/oauth/callback` });
    expect(spoofed.status).toBe(400);
    const ours = await post(`${EVIL}/api/v1/social/instagram/token`, { code: 'c', redirectUri: `${PUBLIC}/oauth/callback` });
    expect(ours.status).toBe(200);
  });

  it('reads PUBLIC_URL as an origin: http://localhost:{PORT} by default outside production, required in production', () => {
    expect(readConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(readConfig({ PUBLIC_URL: 'https://store.example/' }).publicUrl).toBe(PUBLIC);
    expect(() => readConfig({ PUBLIC_URL: 'https://store.example/shop' })).toThrow('PUBLIC_URL must be an http(s) origin, got https://store.example/shop');
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL must be an http(s) origin');
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL must be set in production');
  });
});

describe('local parent origins only outside production (item 16)', () => {
  it('seeds http://localhost:* and http://127.0.0.1:* only when told, and production does not tell it', async () => {
    const db = await openTestPglite();
    try {
      await migrate(db);
      const repo = new TenantRepository(db, 'https://hosted.example/hang');
      await seed(db, { localParentOrigins: true });
      expect(await repo.allParentOrigins()).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
      // The same database started in production: the seed brings the tenants back to their own sites only.
      await seed(db, { localParentOrigins: false });
      expect(await repo.allParentOrigins()).toEqual(['https://photo.walgreens.com', 'https://www.cvs.com', 'https://www.tilepix.com']);
      expect((await repo.find('tilepix'))?.allowedParentOrigins).toEqual(['https://www.tilepix.com']);
    } finally {
      await db.close();
    }
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC }).localParentOrigins).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: PUBLIC, TPX_ALLOW_LOCAL_PARENTS: '1' }).localParentOrigins).toBe(true);
    expect(readConfig({}).localParentOrigins).toBe(true);
  });
});

describe('the OAuth callback page keeps the CSP (item 17)', () => {
  it('has no style attribute, style element or inline script, and its style and script come from our origin', async () => {
    const db = await openTestPglite();
    try {
      const app = createApp({ db, config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' }, frameAncestors: [], log: () => {} });
      const page = await app.request('/oauth/callback?code=abc&state=s1');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("script-src 'self'");
      const html = await page.text();
      expect(html).not.toMatch(/\sstyle\s*=/i);
      expect(html).not.toMatch(/<style[\s>]/i);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).toContain('<link rel="stylesheet" href="/oauth/callback.css">');
      const css = await app.request('/oauth/callback.css');
      expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    } finally {
      await db.close();
    }
  });
});
