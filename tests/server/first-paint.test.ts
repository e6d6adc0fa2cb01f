import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { decodeBoot, PageFirstPaintData } from '../../src/adapters/main-api/page-first-paint-data';
import { PopupSocialLogin } from '../../src/adapters/social/popup-social-login';
import { bootJson } from '../../src/contract/boot';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { requestTenantId } from '../../server/pages/boot-data';
import type { PageRenderRequest, RenderPage } from '../../src/contract/page-render';
import { pageHead } from '../../src/domain/seo/page-head';
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

  it("reads /cart's drawn-empty part each time it is asked (the server's render and the hydration), and anything malformed as not drawn empty", () => {
    const logged: string[] = [];
    const data = PageFirstPaintData.fromBoot({ tenantId: 'tilepix', cart: { drawnEmpty: true } });
    expect([data.cartDrawnEmpty(), data.cartDrawnEmpty()]).toEqual([true, true]);
    for (const cart of [{ drawnEmpty: 'yes' }, { drawnEmpty: 1 }, null, [], 'true']) {
      expect(PageFirstPaintData.fromBoot({ tenantId: 'tilepix', cart }, (m) => logged.push(m)).cartDrawnEmpty()).toBe(false);
    }
    expect(logged).toHaveLength(5);
    expect(PageFirstPaintData.fromBoot({ tenantId: 'tilepix' }).cartDrawnEmpty()).toBe(false);
  });

  it('resolves the tenant as the client does: initial data, then the tenant query, then the host, then the default', () => {
    expect(requestTenantId(new URL('http://x/?tenant=wg&tpx-initial-data=%7B%22tenant%22%3A%22cvs%22%7D'), 'localhost')).toBe('cvs');
    expect(requestTenantId(new URL('http://x/?tenant=WG'), 'localhost:8080')).toBe('wg');
    expect(requestTenantId(new URL('http://x/'), 'tiles-cvs.example.com')).toBe('cvs');
    expect(requestTenantId(new URL('http://x/'), 'localhost:8080')).toBe('tilepix');
    // An admin page runs as the host's tenant whatever its query says (issue 32): its boot data, and so its session, never move.
    expect(requestTenantId(new URL('http://x/admin/t/wg/tenants?tenant=wg'), 'localhost:8080')).toBe('tilepix');
    expect(requestTenantId(new URL('http://x/admin/orders?tpx-initial-data=%7B%22tenant%22%3A%22cvs%22%7D'), 'wg.localhost')).toBe('wg');
  });
});

/** Stands for the build's render (dist/server/render.js, tested in e2e): what the server does with its answer. */
const requests: PageRenderRequest[] = [];
const fakeRender: RenderPage = async (request) => {
  requests.push(request);
  if (request.path === '/broken') throw new Error('the render failed');
  if (request.path.startsWith('/admin')) return null;
  const notFound = request.path === '/no/such/page';
  return {
    html: `<main><h1>${notFound ? 'Page Not Found' : 'Rendered'}</h1></main>`,
    status: notFound ? 404 : 200,
    head: pageHead({
      page: notFound ? 'notFound' : 'home',
      routeTitle: 'Home',
      title: 'Photo Tiles for Your Walls - Tile<Pix>',
      brand: 'Tile<Pix>',
      path: request.path,
      tenantQuery: null,
      publicUrl: request.publicUrl,
    }),
    lcpImage:
      request.path === '/shop-all'
        ? { href: '/files/a&b.png' }
        : request.path === '/products/tilepix'
          ? {
              href: '/api/v1/images/sized?src=a&edge=800',
              srcSet: '/api/v1/images/sized?src=a&edge=512 512w, /api/v1/images/sized?src=a&edge=800 800w',
              sizes: '(min-width: 900px) 587px, calc(100vw - 32px)',
            }
          : null,
    ...(request.path === '/shop-all' ? { modulePreloads: ['/assets/chunks/shop-all-page-X.js', '/assets/chunks/chunk-B.js'] } : {}),
  };
};

describe.each(testDbFactories)('index.html and compression on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  const logged: string[] = [];

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    // A build's layout: dist/client (index.html as esbuild.config.ts writes it) beside dist/server.
    const distDir = await mkdtemp(path.join(tmpdir(), 'tpx-dist-'));
    const clientDir = path.join(distDir, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><head>\n    <meta name="description" content="default">\n    <title>TilePix</title>\n    <link rel="stylesheet" href="/assets/main-ABC.css">\n    <link rel="modulepreload" href="/assets/chunks/chunk-A.js">\n</head><div id="root"></div><!--tpx:boot-->' +
        '<script type="module" src="/assets/main-ABC.js"></script>',
    );
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js'), 'console.log(1)'.repeat(200));
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js.br'), 'precompressed');
    app = createApp({
      db,
      config: { clientDir, hostedPageUrl: 'https://hosted.example.test/hang' },
      frameAncestors: [],
      log: (m) => logged.push(m),
      renderPage: fakeRender,
    });
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

  it("says when no product has the page's slug (issue 27: Product Not Found on both sides, 404), whatever the slug", async () => {
    const notFound = async (path: string) => bootOf(await (await app.request(path)).text()).productNotFound;
    expect(await notFound('/products/No-Such')).toEqual({ urlSlug: 'no-such' });
    expect(await notFound('/products/no-such/')).toEqual({ urlSlug: 'no-such' });
    // Not a slug any product can have: not looked up, and the page's slug is the one the route decodes.
    expect(await notFound('/products/caf%C3%A9')).toEqual({ urlSlug: 'café' });
    expect(await notFound(`/products/${'a'.repeat(81)}`)).toEqual({ urlSlug: 'a'.repeat(81) });
    expect(await notFound('/products/..tilepix')).toEqual({ urlSlug: '..tilepix' });
    const known = bootOf(await (await app.request('/products/TilePix')).text());
    expect(known.productNotFound).toBeUndefined();
    expect((known.product as { urlSlug: string }).urlSlug).toBe('tilepix');
    expect(bootOf(await (await app.request('/shop-all')).text()).productNotFound).toBeUndefined();
  });

  it("writes the artist's designs on an artist page and the wall-pad kit on /buy-wallpads (issue 27: drawn by the server)", async () => {
    const artist = bootOf(await (await app.request('/artists/mara-quinn')).text()).artist as { artistName: string; products: Array<{ name: string }> };
    expect(artist.artistName).toBe('mara-quinn');
    expect(artist.products.map((p) => p.name)).toEqual(['Primary Blocks', 'Sunset Stripes']);
    expect(bootOf(await (await app.request('/artists/no-such-artist')).text()).artist).toBeUndefined();
    expect(bootOf(await (await app.request(`/artists/${'%C3%A9'.repeat(120)}`)).text()).artist).toBeUndefined();
    const wallPads = bootOf(await (await app.request('/buy-wallpads')).text());
    expect((wallPads.product as { urlSlug: string }).urlSlug).toBe('wall-pad-kit');
    expect(wallPads.productNotFound).toBeUndefined();
  });

  it("draws /cart empty only without the tenant's cart hint cookie (issue 27), whatever else the cookies hold", async () => {
    const cart = async (cookie?: string) => bootOf(await (await app.request('/cart', cookie === undefined ? {} : { headers: { Cookie: cookie } })).text()).cart;
    expect(await cart()).toEqual({ drawnEmpty: true });
    expect(await cart('tpx-cart-tilepix=1')).toEqual({ drawnEmpty: false });
    expect(await cart('a=b; tpx-cart-tilepix=1; c=d')).toEqual({ drawnEmpty: false });
    // Another tenant's hint, a look-alike name or a hostile header is no hint for this one.
    for (const hostile of ['tpx-cart-wg=1', 'tpx-cart-tilepix2=1', 'xtpx-cart-tilepix=1', ';;;=', 'tpx-cart-tilepix'.repeat(500)])
      expect(await cart(hostile)).toEqual({ drawnEmpty: true });
    expect(bootOf(await (await app.request('/faqs')).text()).cart).toBeUndefined();
  });

  it("carries /cart's phone banner from the reference storefront's page (null where the tenant has none), and no request asks for it again", async () => {
    const banner = async (url: string) => bootOf(await (await app.request(url)).text()).cartBanner;
    expect(await banner('/cart')).toEqual({
      body: '<strong>Buy more, save more:</strong> 10% off 10+ tiles, up to 40% off 40+. <a href="/photo-picker">Add photos</a>',
    });
    expect(await banner('/cart/')).toEqual(await banner('/cart'));
    expect(await banner('/cart?tenant=wg')).toEqual({ body: null });
    for (const other of ['/', '/faqs', '/shop-all', '/cart/x', '/checkout']) expect(await banner(other)).toBeUndefined();
    // A tenant with its own shop keeps its pages there: the browser asks that shop, so nothing is carried.
    await db.query("UPDATE tenants SET storefront_url = 'https://own-shop.example', storefront_token = 'public-token' WHERE id = 'cvs'");
    try {
      expect(await banner('/cart?tenant=cvs')).toBeUndefined();
    } finally {
      await db.query("UPDATE tenants SET storefront_url = NULL, storefront_token = NULL WHERE id = 'cvs'");
    }
    expect(PageFirstPaintData.fromBoot({ tenantId: 'tilepix', cartBanner: { body: '<b>x</b>' } }).cartBanner()).toEqual({ html: '<b>x</b>' });
    const logged: string[] = [];
    expect(PageFirstPaintData.fromBoot({ tenantId: 'tilepix', cartBanner: { body: 7 } }, (m) => logged.push(m)).cartBanner()).toBeNull();
    expect(logged).toEqual(["the page's cartBanner data did not decode and was ignored"]);
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

  it("writes the server's render into #root and its head in place of the template's title and description (issue 27)", async () => {
    requests.length = 0;
    const home = await app.request('/?tenant=wg', { headers: { Host: 'localhost:8080' } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<div id="root"><main><h1>Rendered</h1></main></div>');
    expect(html).toContain('<title>Photo Tiles for Your Walls - Tile&lt;Pix&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<link rel="canonical" href="http://localhost/">');
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Tile\\u003cPix\\u003e","url":"http://localhost/"}</script>',
    );
    // The entry loads at once (no idle start), its chunks preloaded.
    expect(html).toContain('<script type="module" src="/assets/main-ABC.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/chunk-A.js">');
    // The render starts from the very data the page carries.
    expect(requests).toEqual([{ path: '/', search: '?tenant=wg', hostname: 'localhost', publicUrl: 'http://localhost', boot: bootOf(html) }]);
    const shopAll = await (await app.request('/shop-all')).text();
    expect(shopAll).toContain('<link rel="preload" as="image" href="/files/a&amp;b.png" fetchpriority="high">');
    // A picture drawn from a srcset is preloaded from the same sources, so the preload is the file it picks.
    expect(await (await app.request('/products/tilepix')).text()).toContain(
      '<link rel="preload" as="image" href="/api/v1/images/sized?src=a&amp;edge=800" imagesrcset="/api/v1/images/sized?src=a&amp;edge=512 512w, /api/v1/images/sized?src=a&amp;edge=800 800w" imagesizes="(min-width: 900px) 587px, calc(100vw - 32px)" fetchpriority="high">',
    );
    // The page's own chunks (its page and stores) load beside the entry, not in waves after it ran.
    expect(shopAll).toContain(
      '<link rel="modulepreload" href="/assets/chunks/shop-all-page-X.js">\n    <link rel="modulepreload" href="/assets/chunks/chunk-B.js">',
    );
    expect(html).not.toContain('shop-all-page-X');
  });

  it("redirects SPEC §2's in-store aliases with 301 on a direct load, query kept, instead of rendering Page Not Found", async () => {
    for (const [from, to] of [
      ['/gallery?tenant=wg', '/photo-picker?tenant=wg'],
      ['/membership', '/#membership'],
      ['/products/wood8x8', '/products/tilepix'],
      ['/admin', '/admin/orders'],
      ['/faqs//', '/faqs/'],
    ]) {
      const answer = await app.request(from!);
      expect([from, answer.status, answer.headers.get('Location')]).toEqual([from, 301, to]);
    }
    // The external ones keep their own code (app.ts).
    expect((await app.request('/hang')).status).toBe(302);
  });

  it('carries the promoted articles on /faqs, so that the server renders them and the browser starts from them', async () => {
    const faqs = bootOf(await (await app.request('/faqs')).text());
    expect((faqs.faqs as { articles: Array<{ title: string }> }).articles.length).toBeGreaterThan(0);
    expect(bootOf(await (await app.request('/about')).text()).faqs).toBeUndefined();
  });

  it("carries the store's social logins on /photo-picker only, which the picker then draws without asking (issue 27: its CLS was 0.12)", async () => {
    const picker = bootOf(await (await app.request('/photo-picker')).text());
    expect(picker.socialSettings).toEqual({ facebookAppId: null, instagramAppId: null });
    expect(bootOf(await (await app.request('/shop-all')).text()).socialSettings).toBeUndefined();
    const doc = { getElementById: () => ({ textContent: JSON.stringify(picker) }) } as unknown as Document;
    const login = new PopupSocialLogin({} as never, {} as never, new PageFirstPaintData(doc).socialSettings());
    expect([login.knownAvailable('Facebook'), login.knownAvailable('Instagram')]).toEqual([false, false]);
    expect(new PopupSocialLogin({} as never, {} as never).knownAvailable('Facebook')).toBeUndefined();
  });

  it('answers 404 with the Page Not Found page for an unknown path', async () => {
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"><main><h1>Page Not Found</h1></main></div>');
  });

  it('leaves #root to the browser where the server does not render: the admin, a frame, an unknown tenant, a failed render', async () => {
    requests.length = 0;
    for (const url of ['/admin/orders', '/?tenant=nosuchtenant', '/broken']) {
      const page = await app.request(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>TilePix</title>');
    }
    expect(logged.some((line) => line.startsWith('[render] /broken was not rendered on the server: Error: the render failed'))).toBe(true);
    const framed = await app.request('/', { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(await framed.text()).toContain('<div id="root"></div>');
    expect(framed.headers.get('Vary')).toBe('Accept-Encoding, Sec-Fetch-Dest');
    // Not asked for the frame nor for the unknown tenant (no boot data).
    expect(requests.map((r) => r.path)).toEqual(['/admin/orders', '/broken']);
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
