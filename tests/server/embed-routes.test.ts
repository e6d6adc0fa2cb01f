import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const SCRIPT = '(function(){window.TilePix={}})();';

describe.each(testDbFactories)('/embed.js, /embed.d.ts and the demo page on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let production: Hono;
  let clientDir: string;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db, { localParentOrigins: false });
    clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-embed-'));
    await writeFile(path.join(clientDir, 'embed.js'), SCRIPT);
    await writeFile(path.join(clientDir, 'embed.d.ts'), 'export interface TilePixApi {}');
    await writeFile(path.join(clientDir, 'embed-demo.js'), '/* demo */');
    await writeFile(path.join(clientDir, 'index.html'), '<html><head><!--tpx:boot--></head><body></body></html>');
    const config = { clientDir, hostedPageUrl: 'https://hosted.example/hang', publicUrl: 'http://store.test:8080' };
    app = createApp({ db, config, log: () => {} });
    production = createApp({ db, config: { ...config, production: true }, log: () => {} });
  });
  afterAll(async () => {
    await db.close();
  });

  it('serves the embed script to any site, cacheable and revalidated by its ETag', async () => {
    const res = await app.request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toBe(SCRIPT);
    const again = await app.request('/embed.js', { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const types = await app.request('/embed.d.ts');
    expect(await types.text()).toBe('export interface TilePixApi {}');
    // Production serves it too: it is the product, not a development aid.
    expect((await production.request('/embed.js')).status).toBe(200);
  });

  it('answers 503 while the client is not built', async () => {
    const bare = createApp({ db, config: { clientDir: await mkdtemp(path.join(tmpdir(), 'tpx-empty-')), hostedPageUrl: 'x' }, log: () => {} });
    expect((await bare.request('/embed.js')).status).toBe(503);
  });

  const frameAncestorsOf = async (url: string, on: Hono = app) =>
    ((await on.request(url)).headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors'));

  it("issue 26: a storefront page may be framed by its own tenant's parent pages only, whichever way the tenant is chosen", async () => {
    const tenants = await db.query<{ id: string; allowed_parent_origins: string[] }>('SELECT id, allowed_parent_origins FROM tenants ORDER BY id');
    expect(tenants.length).toBeGreaterThan(3);
    const expected = (origins: readonly string[]) => `frame-ancestors ${["'self'", ...origins].join(' ')}`;
    for (const { id, allowed_parent_origins: origins } of tenants) {
      for (const page of ['/', '/shop-all', '/products/tilepix', '/cart', '/checkout/whatever']) {
        const url = `http://store.test:8080${page}?tenant=${id}`;
        for (const on of [app, production]) expect([url, await frameAncestorsOf(url, on)]).toEqual([url, expected(origins)]);
      }
    }
    const origins = Object.fromEntries(tenants.map((t) => [t.id, t.allowed_parent_origins]));
    // The host names a tenant (wg.…, cvs.…); none names the default one.
    expect(await frameAncestorsOf('http://wg.store.test/')).toBe(expected(origins.wg!));
    expect(await frameAncestorsOf('http://staging-cvs.store.test/shop-all')).toBe(expected(origins.cvs!));
    expect(await frameAncestorsOf('http://store.test/')).toBe(expected(origins.tilepix!));
    // An unknown tenant: the page may frame itself only.
    expect(await frameAncestorsOf('http://store.test/?tenant=nosuch')).toBe("frame-ancestors 'self'");
    expect(await frameAncestorsOf('http://store.test/?tenant=wg')).not.toContain('https://www.cvs.com');
  });

  it("issue 26: a page revalidated with 304 (a framed page reloaded) keeps its tenant's frame-ancestors", async () => {
    const url = 'http://store.test/faqs?tenant=wg';
    const first = await app.request(url, { headers: { Accept: 'text/html' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request(url, { headers: { Accept: 'text/html', 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const ancestors = (again.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors'));
    expect(ancestors).toBe((first.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors')));
    expect(ancestors).not.toBe("frame-ancestors 'none'");
  });

  it("issue 26: the admin, the development pages and everything that is not a storefront page say frame-ancestors 'none'", async () => {
    for (const url of [
      '/admin',
      '/admin/orders?tenant=wg',
      '/admin/tenants?tenant=cvs',
      '/admin/t/wg/tenants',
      '/%61dmin?tenant=wg',
      '/dev/mail',
      '/dev/mail?tenant=wg',
      '/api/dev/mail?to=a@b.co',
      '/api/v1/tenants/wg/v2?tenantId=wg',
      '/api/v1/nope',
      '/embed.js',
      '/embed.d.ts',
      '/healthz',
      '/oauth/callback?tenant=wg',
    ]) {
      expect([url, await frameAncestorsOf(`http://store.test:8080${url}`)]).toEqual([url, "frame-ancestors 'none'"]);
    }
  });

  it('shows the demo page outside production, with the store’s script and frame allowed and the query escaped', async () => {
    const res = await app.request('http://127.0.0.1:8080/dev/embed-demo?path=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&tenant=wg');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' http://store.test:8080;");
    expect(csp).toContain('frame-src http://store.test:8080;');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<script src="http://store.test:8080/embed.js" async></script>');
    expect(html).toContain('data-tenant="wg"');
    expect(html).toContain('data-path="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('Open it on another origin');
    const same = await (await app.request('http://store.test:8080/dev/embed-demo')).text();
    expect(same).toContain('Open it on another origin');
  });

  it('has no demo page in production', async () => {
    const res = await production.request('/dev/embed-demo');
    expect(await res.text()).not.toContain('A marketing page');
    expect((await production.request('/dev/embed-demo.js')).headers.get('content-type')).not.toBe('text/javascript; charset=utf-8');
  });
});
