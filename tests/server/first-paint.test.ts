import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { decodeBoot, PageFirstPaintData } from '../../src/adapters/main-api/page-first-paint-data';
import { bootJson } from '../../src/contract/boot';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/http/app';
import { requestTenantId } from '../../server/http/boot-data';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const bootOf = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/json" id="tpx-boot">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error(`no boot block in ${html}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
};

describe('the boot block (issue 19)', () => {
  it('cannot close its script element nor open a comment, whatever the data holds', () => {
    const json = bootJson({ tenantId: 'x</script><script>alert(1)</script><!--\u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ tenantId: 'x</script><script>alert(1)</script><!--\u2028' });
  });

  it('drops a part that does not decode and keeps the others', () => {
    const logged: string[] = [];
    const { parts } = decodeBoot({ tenantId: 'tilepix', tenant: { id: 1 }, artistGroups: { artistGroups: [] } }, (m) => logged.push(m));
    expect(parts.tenant).toBeUndefined();
    expect(parts.artistGroups).toEqual({ artistGroups: [] });
    expect(logged).toEqual(["the page's tenant data did not decode and was ignored"]);
  });

  it('resolves the tenant as the client does: initial data, then the tenant query, then the host, then the default', () => {
    expect(requestTenantId(new URL('http://x/?tenant=wg&tpx-initial-data=%7B%22tenant%22%3A%22cvs%22%7D'), 'localhost')).toBe('cvs');
    expect(requestTenantId(new URL('http://x/?tenant=WG'), 'localhost:8080')).toBe('wg');
    expect(requestTenantId(new URL('http://x/'), 'tiles-cvs.example.com')).toBe('cvs');
    expect(requestTenantId(new URL('http://x/'), 'localhost:8080')).toBe('tilepix');
  });
});

describe.each(testDbFactories)('index.html and compression on $name', ({ open }) => {
  let db: Db;
  let app: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    // A build's layout: dist/client beside dist/meta (the first screen's class names).
    const distDir = await mkdtemp(path.join(tmpdir(), 'tpx-dist-'));
    const clientDir = path.join(distDir, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await mkdir(path.join(distDir, 'meta'));
    const names = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, `x-${k}`]));
    await writeFile(
      path.join(distDir, 'meta', 'first-screen-classes.json'),
      JSON.stringify({ catalog: names(['page', 'grid', 'card', 'mainImage']), page: names(['hero', 'lead']), header: names(['header', 'bar', 'nav', 'navLink']), shell: names(['app', 'main']) }),
    );
    // As esbuild.config.ts writes it: the entry's chunks preloaded, the entry naming its idle starter.
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><head>\n    <link rel="stylesheet" href="/assets/main-ABC.css">\n    <link rel="modulepreload" href="/assets/chunks/chunk-A.js">\n    <link rel="modulepreload" href="/assets/chunks/chunk-B.js">\n</head><div id="root"></div><!--tpx:boot-->' +
        '<script type="module" src="/assets/main-ABC.js" data-tpx-idle-start="/assets/start-when-idle-XYZ.js"></script>',
    );
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js'), 'console.log(1)'.repeat(200));
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js.br'), 'precompressed');
    app = createApp({ db, config: { clientDir, hostedPageUrl: 'https://hosted.example.test/hang' }, frameAncestors: [], log: () => {} });
  });
  afterAll(async () => {
    await db.close();
  });

  it("writes the request's tenant, its config and the route's products into the page", async () => {
    const home = bootOf(await (await app.request('/?tenant=wg')).text());
    expect(home.tenantId).toBe('wg');
    expect((home.tenant as { id: string }).id).toBe('wg');
    expect(home.config).toBeDefined();
    expect((home.products as { products: unknown[] }).products.length).toBeGreaterThan(0);
    const product = bootOf(await (await app.request('/products/tilepix')).text());
    expect((product.product as { urlSlug: string }).urlSlug).toBe('tilepix');
    expect(product.products).toBeUndefined();
    // The page decodes what the server wrote.
    const doc = { getElementById: () => ({ textContent: JSON.stringify(home) }) } as unknown as Document;
    expect(new PageFirstPaintData(doc).tenant('wg')?.id).toBe('wg');
  });

  it('writes no block for an unknown tenant (the client then shows "Tenant not found.")', async () => {
    expect(await (await app.request('/?tenant=nosuchtenant')).text()).not.toContain('tpx-boot');
  });

  it('revalidates the HTML with an ETag and compresses it', async () => {
    const first = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Content-Encoding')).toBe('gzip');
    expect(first.headers.get('Vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('tpx-boot');
    const again = await app.request('/', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it("writes the route's first screen into #root, with the class names the build wrote", async () => {
    const home = await (await app.request('/')).text();
    expect(home).toMatch(/<div id="root"><div class="x-app" data-tpx-first-screen>.*<section class="x-hero" aria-labelledby="home-heading"><div><h1 id="home-heading">Your photos, framed for your walls<\/h1>/s);
    const product = await (await app.request('/products/tilepix')).text();
    expect(product).toMatch(/<link rel="preload" as="image" href="\/files\/[^"]+" fetchpriority="high">\s*<\/head>/);
    expect(product).toMatch(/<img class="x-mainImage" src="\/files\/[^"]+" width="800" height="800" alt="[^"]+" fetchpriority="high">/);
    // Unknown products and tenants, routes it does not draw: an empty #root, as before.
    for (const url of ['/products/no-such-product', '/?tenant=nosuchtenant', '/cart']) expect(await (await app.request(url)).text()).toContain('<div id="root"></div>');
  });

  it('starts the app after idle where it drew the first screen: the starter replaces the entry and its preloads', async () => {
    const home = await (await app.request('/')).text();
    expect(home).toContain('<script type="module" src="/assets/start-when-idle-XYZ.js" data-tpx-entry="/assets/main-ABC.js" data-tpx-chunks="/assets/chunks/chunk-A.js /assets/chunks/chunk-B.js"></script>');
    expect(home).not.toContain('modulepreload');
    expect(home).not.toContain('src="/assets/main-ABC.js"');
    expect(home).toContain('<link rel="stylesheet" href="/assets/main-ABC.css">');
    // Where the app draws the first screen itself, it loads at once, its chunks preloaded.
    for (const url of ['/cart', '/products/no-such-product']) {
      const page = await (await app.request(url)).text();
      expect(page).toContain('<script type="module" src="/assets/main-ABC.js" data-tpx-idle-start="/assets/start-when-idle-XYZ.js"></script>');
      expect(page.match(/rel="modulepreload"/g)).toHaveLength(2);
    }
  });

  it('draws no first screen inside a frame (an embedded store has no header), and says the page varies by it', async () => {
    const framed = await app.request('/', { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(await framed.text()).toContain('<div id="root"></div>');
    expect(framed.headers.get('Vary')).toBe('Accept-Encoding, Sec-Fetch-Dest');
    const top = await app.request('/', { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(await top.text()).toContain('data-tpx-first-screen');
    expect(top.headers.get('ETag')).not.toBe(framed.headers.get('ETag'));
  });

  it('serves the precompressed asset to a brotli client and compresses big JSON answers', async () => {
    const asset = await app.request('/assets/main-ABC.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.headers.get('Content-Encoding')).toBe('br');
    expect(await asset.text()).toBe('precompressed');
    const products = await app.request('/api/v1/products/tilepix/get_customizable_products', { headers: { 'Accept-Encoding': 'br' } });
    expect(products.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await products.arrayBuffer())).toString())).toHaveProperty('products');
  });
});
