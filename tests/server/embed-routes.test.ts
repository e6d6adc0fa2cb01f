import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { frameAncestorsSource, FRAME_ANCESTORS_TTL_MS } from '../../server/embed/frame-ancestors';
import { createApp } from '../../server/http/app';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const SCRIPT = '(function(){window.TilePix={}})();';

describe('frame-ancestors from the tenants’ parent origins', () => {
  it('serves the last list and re-reads it in the background at most once a minute; malformed patterns never reach the header', async () => {
    let time = 0;
    let reads = 0;
    let stored = ['https://www.tilepix.com'];
    const source = frameAncestorsSource(['https://www.tilepix.com', "https://x.example; script-src 'unsafe-inline'", 'http://localhost:*'], async () => {
      reads++;
      return stored;
    }, () => time, () => {});
    expect(source()).toEqual(['https://www.tilepix.com', 'http://localhost:*']);
    stored = ['https://www.tilepix.com', 'https://new.example', 'javascript:alert(1)', 'https://*.shop.example'];
    time = FRAME_ANCESTORS_TTL_MS - 1;
    source();
    expect(reads).toBe(0);
    time = FRAME_ANCESTORS_TTL_MS;
    expect(source()).toEqual(['https://www.tilepix.com', 'http://localhost:*']); // the read runs meanwhile
    source(); // one read at a time
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(1);
    expect(source()).toEqual(['https://www.tilepix.com', 'https://new.example', 'https://*.shop.example']);
  });
});

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
    const frameAncestors = await new TenantRepository(db, 'https://hosted.example/hang').allParentOrigins();
    const config = { clientDir, hostedPageUrl: 'https://hosted.example/hang', publicUrl: 'http://store.test:8080' };
    app = createApp({ db, config, frameAncestors, log: () => {} });
    production = createApp({ db, config: { ...config, production: true }, frameAncestors, log: () => {} });
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
    const bare = createApp({ db, config: { clientDir: await mkdtemp(path.join(tmpdir(), 'tpx-empty-')), hostedPageUrl: 'x' }, frameAncestors: [], log: () => {} });
    expect((await bare.request('/embed.js')).status).toBe(503);
  });

  it('every page says which parent pages may frame it: the seeded tenants’ own', async () => {
    const csp = (await app.request('/embed.js')).headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self' https://photo.walgreens.com https://www.cvs.com https://www.tilepix.com");
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
