import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { PRIVATE_DEMO_PASSWORD } from '../../server/seed/tenants';
import { SiteGate } from '../../server/site-gate/site-gate';
import { STOREFRONT_TOKEN_HEADER, storefrontAccessToken } from '../../src/contract/storefront-token';
import { testDbFactories } from './test-db';

/* Issue 18: the private-site gate. The seeded tenant `private` needs 'tilepix-demo'. */

const NOT_PUBLIC = { message: 'This site is not public', code: 'site/private' };
const INCORRECT = { message: 'Incorrect password', code: 'site/incorrect-password' };

describe.each(testDbFactories)('the private-site gate on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let clientDir: string;
  let filesDir: string;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-gate-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<html><head><!--tpx:boot--></head><body></body></html>');
    filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-gate-files-'));
    await mkdir(path.join(filesDir, 'uploads', 'private'), { recursive: true });
    await writeFile(path.join(filesDir, 'uploads', 'private', 'a.jpg'), 'not really a jpeg');
    app = createApp({
      db,
      config: { clientDir, hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      filesDir,
      log: () => {},
      siteGate: { throttle: { capacity: 50, refillPerSecond: 0.001 } },
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  const authorize = (password: unknown, tenantId = 'private', from = '') =>
    app.request(`/api/v1/site/authorize?tenantId=${tenantId}${from}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
  const passOf = (res: Response): string => {
    const cookie = res.headers.get('set-cookie') ?? '';
    return cookie.split(';')[0]!;
  };
  const getTenant = (cookie?: string) => app.request('/api/v1/tenants/private/v2?tenantId=private', { headers: cookie ? { cookie } : {} });

  it('keeps the password out of the tenant data, hashed with scrypt and a salt', async () => {
    const [row] = await db.query<{ password_hash: string }>("SELECT password_hash FROM site_gates WHERE tenant_id = 'private'");
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.password_hash).not.toContain(PRIVATE_DEMO_PASSWORD);
    const tenantColumns = await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'tenants'");
    expect(tenantColumns.map((c) => c.column_name).filter((c) => /pass/.test(c))).toEqual([]);
  });

  it('refuses the tenant, its catalogue, its cart API and its uploaded files to a browser without the pass', async () => {
    for (const url of [
      '/api/v1/tenants/private/v2?tenantId=private',
      '/api/v1/products/config?tenantId=private',
      '/api/v1/products/private/get_customizable_products?tenantId=private',
      // Another tenant's query does not open the private one's path.
      '/api/v1/products/private/get_artist_groups?tenantId=tilepix',
      '/api/v1/shopify/layouts_get?tenantId=private',
    ]) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 403]);
      expect(await res.json()).toEqual(NOT_PUBLIC);
    }
    const prepare = await app.request('/api/v1/photos/prepare?tenantId=private', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"quantity":1}',
    });
    expect(prepare.status).toBe(403);
    expect((await app.request('/files/uploads/private/a.jpg')).status).toBe(403);
    const cart = await app.request('/api/storefront/2024-04/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STOREFRONT_TOKEN_HEADER]: storefrontAccessToken('private') },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(cart.status).toBe(403);
    expect(JSON.stringify(await cart.json())).toContain('This site is not public');
    // The page itself loads (it shows the gate) but carries none of the tenant's data.
    const page = await (await app.request('/?tenant=private')).text();
    expect(page).not.toContain('tpx-boot');
    expect(page).not.toContain('private preview');
  });

  it('keeps /healthz, the gate and public tenants open', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/api/v1/tenants/tilepix/v2?tenantId=tilepix')).status).toBe(200);
    expect((await authorize('wrong', 'private', '&x=1')).status).toBe(403);
  });

  it("says 'Incorrect password' to a wrong one, lets the right one in with an HttpOnly cookie, and the pass opens everything", async () => {
    const wrong = await authorize('Tilepix-demo', 'private', '&case=wrong');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual(INCORRECT);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await authorize(PRIVATE_DEMO_PASSWORD);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ authorized: true });
    const setCookie = right.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^tpx_site_private=[\w-]+\.\d+\.[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const cookie = passOf(right);

    const tenant = await getTenant(cookie);
    expect(tenant.status).toBe(200);
    expect((await tenant.json()).name).toBe('TilePix (private preview)');
    expect((await app.request('/api/v1/products/private/get_customizable_products?tenantId=private', { headers: { cookie } })).status).toBe(200);
    const page = await (await app.request('/?tenant=private', { headers: { cookie } })).text();
    expect(page).toContain('private preview');
    // A pass for one tenant opens no other, and a forged one opens nothing.
    await new SiteGate(db).setPassword('cvs', 'other-secret');
    expect((await app.request('/api/v1/tenants/cvs/v2?tenantId=cvs', { headers: { cookie: cookie.replace('tpx_site_private', 'tpx_site_cvs') } })).status).toBe(
      403,
    );
    await new SiteGate(db).setPassword('cvs', null);
    const [version, expires] = cookie.split('=')[1]!.split('.');
    expect((await getTenant(`tpx_site_private=${version}.${Number(expires) + 9999}.AAAA`)).status).toBe(403);
  });

  it('answers an unknown tenant and a public one exactly like a wrong password, after the same scrypt work', async () => {
    const timed = async (tenantId: string) => {
      const started = performance.now();
      const res = await authorize('guess', tenantId, `&t=${tenantId}`);
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    const wrong = await timed('private');
    const unknown = await timed('nosuch');
    const publicOne = await timed('wg');
    expect(unknown.body).toEqual(wrong.body);
    expect(publicOne.body).toEqual(wrong.body);
    expect([unknown.status, publicOne.status]).toEqual([403, 403]);
    // Both ran scrypt (tens of ms); a shortcut would answer in well under a millisecond.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
  });

  it('revokes every pass when the password changes', async () => {
    const cookie = passOf(await authorize(PRIVATE_DEMO_PASSWORD, 'private', '&r=1'));
    expect((await getTenant(cookie)).status).toBe(200);
    await new SiteGate(db).setPassword('private', 'a-new-password');
    expect((await getTenant(cookie)).status).toBe(403);
    expect((await authorize(PRIVATE_DEMO_PASSWORD, 'private', '&r=2')).status).toBe(403);
    const fresh = passOf(await authorize('a-new-password', 'private', '&r=3'));
    expect((await getTenant(fresh)).status).toBe(200);
    await new SiteGate(db).setPassword('private', PRIVATE_DEMO_PASSWORD);
  });

  it('refuses a missing, empty or oversized password with 400 and sets nothing', async () => {
    for (const body of [{}, { password: '' }, { password: 'x'.repeat(201) }, { password: 42 }]) {
      const res = await app.request('/api/v1/site/authorize?tenantId=private&bad=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe.each(testDbFactories)('the private-site gate throttle on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    // The real limits: 20 tries at once per address and tenant.
    app = createApp({ db, config: { clientDir: tmpdir(), hostedPageUrl: 'https://h.example' }, frameAncestors: [], log: () => {} });
  });
  afterAll(async () => {
    await db?.close();
  });

  const authorize = (password: string, tenantId = 'private') =>
    app.request(`/api/v1/site/authorize?tenantId=${tenantId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });

  it('throttles after 20 wrong tries (the right password too), per tenant, revealing nothing', async () => {
    for (let i = 0; i < 20; i++) expect((await authorize(`wrong-${i}`)).status).toBe(403);
    const throttled = await authorize(PRIVATE_DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('60');
    expect(await throttled.json()).toEqual({ message: 'Too many password attempts. Please wait a few minutes and try again.' });
    expect(throttled.headers.get('set-cookie')).toBeNull();
    // Another tenant's bucket is its own.
    expect((await authorize('wrong', 'wg')).status).toBe(403);
  }, 60_000);
});
