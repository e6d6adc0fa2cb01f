import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { PRIVATE_DEMO_PASSWORD } from '../../server/seed/tenants';
import { testDbFactories } from './test-db';
import { writeRecorder } from './gates/write-recorder';

/* Issue 27: robots.txt, sitemap.xml, the web app manifest, the icons and favicon.ico, per tenant. */

const ORIGIN = 'https://store.example';
const NOT_PUBLIC = { message: 'This site is not public', code: 'site/private' };
const TENANT_NOT_FOUND = { message: 'Tenant not found.' };
/** The seeded accents as the store paints them (brand-colour.ts: darkened until white text reads on them). */
const TILEPIX_ACCENT = '#cb4d29';
const SEO_PATHS = [
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

describe.each(testDbFactories)('robots, sitemap, manifest and icons on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let pass = '';
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-seo-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--tpx:boot--></head><body></body></html>');
    app = createApp({ db, config: { clientDir, hostedPageUrl: 'https://hosted.example/hang', publicUrl: ORIGIN }, frameAncestors: [], log: () => {} });
    const authorized = await app.request('/api/v1/site/authorize?tenantId=private', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PRIVATE_DEMO_PASSWORD }),
    });
    expect(authorized.status).toBe(200);
    pass = (authorized.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(async () => {
    await db?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('answers none of its files with the SPA page any more, for every tenant', async () => {
    for (const url of SEO_PATHS) {
      for (const tenant of ['', '?tenant=wg', '?tenant=cvs', '?tenant=demo', '?tenant=private']) {
        const res = await get(url + tenant);
        expect([url + tenant, res.headers.get('content-type')]).not.toEqual([url + tenant, 'text/html; charset=utf-8']);
        expect([url + tenant, res.status]).not.toEqual([url + tenant, 500]);
      }
    }
  });

  describe('robots.txt', () => {
    it('opens the storefront, closes the admin, the development pages and the API, and names the tenant sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(
        'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /dev\nDisallow: /api\n\nSitemap: https://store.example/sitemap.xml\n',
      );
    });

    it("names each tenant's own sitemap from PUBLIC_URL: a host tenant's host, another tenant's query", async () => {
      expect(await (await get('/robots.txt', { Host: 'wg.store.example' })).text()).toContain('\nSitemap: https://wg.store.example/sitemap.xml\n');
      expect(await (await get('/robots.txt?tenant=cvs')).text()).toContain('\nSitemap: https://cvs.store.example/sitemap.xml\n');
      expect(await (await get('/robots.txt?tenant=demo')).text()).toContain('\nSitemap: https://store.example/sitemap.xml?tenant=demo\n');
      // Absolute URLs never come from the Host header: an unknown host is the default tenant at PUBLIC_URL.
      expect(await (await get('/robots.txt', { Host: 'evil.example' })).text()).toContain('\nSitemap: https://store.example/sitemap.xml\n');
    });

    it('closes a private tenant whole, with or without the site pass, and an unknown tenant too', async () => {
      for (const [url, headers] of [
        ['/robots.txt?tenant=private', {}],
        ['/robots.txt?tenant=private', { cookie: pass }],
        ['/robots.txt?tenant=no-such-store', {}],
        ['/robots.txt?tenant=%3Cscript%3E', {}],
      ] as const) {
        const res = await get(url, headers);
        expect([url, res.status, await res.text()]).toEqual([url, 200, 'User-agent: *\nDisallow: /\n']);
      }
    });
  });

  describe('sitemap.xml', () => {
    const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1], m[2] ?? null]);

    it("lists the static pages, the listed artists and the listed products, each product with its row's last change", async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
      expect(xml.endsWith('</urlset>\n')).toBe(true);
      const products = await db.query<{ url_slug: string; updated_at: Date | string }>(
        "SELECT url_slug, updated_at FROM products WHERE tenant_id = 'tilepix' AND listed AND retired_at IS NULL ORDER BY sort_order, id",
      );
      expect(products.length).toBeGreaterThan(0);
      const entries = locs(xml);
      expect(entries.slice(0, 9)).toEqual([
        ['https://store.example/', null],
        ['https://store.example/photo-picker', null],
        ['https://store.example/shop-all', null],
        ['https://store.example/artists', null],
        ['https://store.example/product-instructions', null],
        ['https://store.example/faqs', null],
        ['https://store.example/privacy', null],
        ['https://store.example/about', null],
        ['https://store.example/buy-wallpads', null],
      ]);
      expect(entries.filter(([loc]) => loc!.includes('/products/'))).toEqual(
        products.map((p) => [`https://store.example/products/${p.url_slug}`, new Date(p.updated_at).toISOString().replace(/\.\d{3}Z$/, '+00:00')]),
      );
      expect(entries.map(([loc]) => loc)).toContain('https://store.example/products/tilepix');
      expect(entries.filter(([loc]) => loc!.includes('/artists/')).length).toBeGreaterThan(0);
      // Every lastmod is a W3C datetime (sitemaps.org), every line an url of this tenant.
      for (const [loc, lastmod] of entries) {
        expect(loc!.startsWith('https://store.example/')).toBe(true);
        if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      }
      expect(xml.split('\n').length).toBe(entries.length + 4);
    });

    it('leaves out a retired product, an unlisted one and a hidden artist, and dates an artist by its newest product', async () => {
      const [artist] = await db.query<{ id: string; name: string }>(
        "SELECT id, name FROM product_groups WHERE tenant_id = 'tilepix' AND kind = 'artist' AND sort_order >= 0 ORDER BY sort_order, name LIMIT 1",
      );
      const slug = artist!.name.toLowerCase().replace(/ /g, '-');
      await db.query(
        "UPDATE products SET updated_at = '2026-01-02T03:04:05Z' WHERE tenant_id = 'tilepix' AND id IN (SELECT product_id FROM product_group_members WHERE tenant_id = 'tilepix' AND group_id = $1)",
        [artist!.id],
      );
      const [member] = await db.query<{ id: string }>(
        'SELECT product_id AS id FROM product_group_members WHERE tenant_id = $1 AND group_id = $2 ORDER BY product_id LIMIT 1',
        ['tilepix', artist!.id],
      );
      await db.query("UPDATE products SET updated_at = '2026-03-04T05:06:07Z' WHERE tenant_id = 'tilepix' AND id = $1", [member!.id]);
      expect(locs(await (await get('/sitemap.xml')).text())).toContainEqual([`https://store.example/artists/${slug}`, '2026-03-04T05:06:07+00:00']);

      const [retired, unlisted] = await db.query<{ id: string; url_slug: string }>(
        "SELECT id, url_slug FROM products WHERE tenant_id = 'tilepix' AND listed AND retired_at IS NULL ORDER BY sort_order DESC, id LIMIT 2",
      );
      await db.query("UPDATE products SET retired_at = now() WHERE tenant_id = 'tilepix' AND id = $1", [retired!.id]);
      await db.query("UPDATE products SET listed = false WHERE tenant_id = 'tilepix' AND id = $1", [unlisted!.id]);
      await db.query("UPDATE product_groups SET sort_order = -1 WHERE tenant_id = 'tilepix' AND id = $1", [artist!.id]);
      try {
        const all = locs(await (await get('/sitemap.xml')).text()).map(([loc]) => loc);
        expect(all).not.toContain(`https://store.example/products/${retired!.url_slug}`);
        expect(all).not.toContain(`https://store.example/products/${unlisted!.url_slug}`);
        expect(all).not.toContain(`https://store.example/artists/${slug}`);
      } finally {
        await db.query("UPDATE products SET retired_at = NULL, listed = true WHERE tenant_id = 'tilepix' AND id IN ($1, $2)", [retired!.id, unlisted!.id]);
        await db.query("UPDATE product_groups SET sort_order = 0 WHERE tenant_id = 'tilepix' AND id = $1", [artist!.id]);
      }
    });

    it("writes each tenant's URLs at its own address, and leaves About out where the tenant hides it", async () => {
      const wg = locs(await (await get('/sitemap.xml', { Host: 'wg.store.example' })).text()).map(([loc]) => loc!);
      expect(wg[0]).toBe('https://wg.store.example/');
      expect(wg.every((loc) => loc.startsWith('https://wg.store.example/'))).toBe(true);
      expect(wg).toContain('https://wg.store.example/about');
      const cvs = locs(await (await get('/sitemap.xml?tenant=cvs')).text()).map(([loc]) => loc!);
      expect(cvs).not.toContain('https://cvs.store.example/about');
      expect(cvs).toContain('https://cvs.store.example/faqs');
      // Issue 30: the store finder where the tenant has pick-up stores, and only there.
      expect(wg).toContain('https://wg.store.example/stores');
      expect(cvs).toContain('https://cvs.store.example/stores');
      const demo = locs(await (await get('/sitemap.xml?tenant=demo')).text()).map(([loc]) => loc!);
      expect(demo).not.toContain('https://store.example/stores?tenant=demo');
      expect(demo[0]).toBe('https://store.example/?tenant=demo');
      expect(demo.every((loc) => loc.endsWith('?tenant=demo'))).toBe(true);
    });

    it("refuses a private tenant's sitemap without the pass, gives it with the pass, and knows no unknown tenant", async () => {
      const locked = await get('/sitemap.xml?tenant=private');
      expect([locked.status, await locked.json()]).toEqual([403, NOT_PUBLIC]);
      const open = await get('/sitemap.xml?tenant=private', { cookie: pass });
      expect(open.status).toBe(200);
      expect(await open.text()).toContain('<loc>https://store.example/?tenant=private</loc>');
      const unknown = await get('/sitemap.xml?tenant=no-such-store');
      expect([unknown.status, await unknown.json()]).toEqual([404, TENANT_NOT_FOUND]);
    });
  });

  describe('the web app manifest', () => {
    it("names the app after the tenant's brand, paints it in its accent, opens the storefront standalone", async () => {
      const res = await get('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(await res.json()).toEqual({
        id: '/',
        name: 'TilePix',
        short_name: 'TilePix',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbfaf8',
        theme_color: TILEPIX_ACCENT,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      });
    });

    it("is each tenant's own: the drugstore's brand, and the query a tenant came by kept on every URL", async () => {
      const cvs = await (await get('/manifest.webmanifest', { Host: 'cvs.store.example' })).json();
      expect([cvs.name, cvs.short_name, cvs.start_url]).toEqual(['CVS Photo', 'CVS Photo', '/']);
      expect(cvs.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(cvs.theme_color).not.toBe(TILEPIX_ACCENT);
      const demo = await (await get('/manifest.webmanifest?tenant=demo')).json();
      expect([demo.id, demo.start_url, demo.icons.map((i: { src: string }) => i.src)]).toEqual([
        '/?tenant=demo',
        '/?tenant=demo',
        ['/icons/icon-192.png?tenant=demo', '/icons/icon-512.png?tenant=demo', '/icons/maskable-192.png?tenant=demo', '/icons/maskable-512.png?tenant=demo'],
      ]);
    });

    it("refuses a private tenant's manifest without the pass, gives it with the pass, and knows no unknown tenant", async () => {
      const locked = await get('/manifest.webmanifest?tenant=private');
      expect([locked.status, await locked.json()]).toEqual([403, NOT_PUBLIC]);
      const open = await get('/manifest.webmanifest?tenant=private', { cookie: pass });
      expect([open.status, (await open.json()).start_url]).toEqual([200, '/?tenant=private']);
      const unknown = await get('/manifest.webmanifest?tenant=no-such-store');
      expect([unknown.status, await unknown.json()]).toEqual([404, TENANT_NOT_FOUND]);
    });
  });

  describe('icons and favicon.ico', () => {
    /** The pixel at (x, y) as #rrggbb and its alpha. */
    async function pixel(png: Buffer, x: number, y: number) {
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const i = (y * info.width + x) * 4;
      return { colour: `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`, alpha: data[i + 3] };
    }

    it('draws each PNG at its size, in the accent, rounded unless maskable', async () => {
      for (const [name, size, maskable] of [
        ['icon-192.png', 192, false],
        ['icon-512.png', 512, false],
        ['maskable-192.png', 192, true],
        ['maskable-512.png', 512, true],
        ['apple-touch-icon.png', 180, true],
      ] as const) {
        const res = await get(`/icons/${name}`);
        expect([name, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
          name,
          200,
          'image/png',
          'public, max-age=86400',
        ]);
        const png = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(png).metadata();
        expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'png', size, size]);
        expect(await pixel(png, Math.round(size * 0.12), Math.round(size / 2))).toEqual({ colour: TILEPIX_ACCENT, alpha: 255 });
        // The corner: the accent to the edge on a maskable icon, transparent on a rounded one.
        expect((await pixel(png, 0, 0)).alpha).toBe(maskable ? 255 : 0);
        // The tile's white centre.
        expect(await pixel(png, Math.round(size / 2), Math.round(size / 2))).toEqual({ colour: '#ffffff', alpha: 255 });
      }
      expect((await get('/icons/icon-1024.png')).status).toBe(404);
      const svg = await get('/icons/icon.svg');
      expect([svg.headers.get('content-type'), (await svg.text()).includes(`fill="${TILEPIX_ACCENT}"`)]).toEqual(['image/svg+xml', true]);
    });

    it("paints each tenant's icons in its accent, and a private tenant's, before the pass, in the store's own", async () => {
      const manifestColour = async (q: string, headers: Record<string, string> = {}) =>
        (await (await get(`/manifest.webmanifest${q}`, headers)).json()).theme_color as string;
      const at = async (q: string, headers: Record<string, string> = {}) =>
        (await pixel(Buffer.from(await (await get(`/icons/icon-192.png${q}`, headers)).arrayBuffer()), 23, 96)).colour;
      const cvs = await manifestColour('?tenant=cvs');
      expect(await at('?tenant=cvs')).toBe(cvs);
      expect(await at('', { Host: 'cvs.store.example' })).toBe(cvs);
      const privateColour = await manifestColour('?tenant=private', { cookie: pass });
      expect(privateColour).not.toBe(TILEPIX_ACCENT);
      expect(await at('?tenant=private', { cookie: pass })).toBe(privateColour);
      expect(await at('?tenant=private')).toBe(TILEPIX_ACCENT);
      expect(await at('?tenant=no-such-store')).toBe(TILEPIX_ACCENT);
    });

    it('packs favicon.ico as a real ICO: 16, 32 and 48 px PNG images', async () => {
      const res = await get('/favicon.ico');
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
      const ico = Buffer.from(await res.arrayBuffer());
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
      let end = 6 + 16 * 3;
      for (const [i, size] of [16, 32, 48].entries()) {
        const entry = ico.subarray(6 + 16 * i, 6 + 16 * (i + 1));
        const [bytes, offset] = [entry.readUInt32LE(8), entry.readUInt32LE(12)];
        expect([entry[0], entry[1], entry.readUInt16LE(4), entry.readUInt16LE(6), offset]).toEqual([size, size, 1, 32, end]);
        const meta = await sharp(ico.subarray(offset, offset + bytes)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
        end += bytes;
      }
      expect(ico.length).toBe(end);
    });
  });

  it('is named by the page template: the manifest (sent with the site pass), favicon.ico, the SVG and the touch icon', async () => {
    const template = await readFile(path.resolve(import.meta.dirname, '../../src/ui/index.html'), 'utf8');
    for (const tag of [
      '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
      '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
      '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials">',
    ])
      expect(template).toContain(tag);
  });

  it('answers any tenant query and Host without an error, never with the page, and writes nothing', async () => {
    const recorder = await writeRecorder(db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEO_PATHS), fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), async (url, tenant, host) => {
        const res = await app.request(`${url}?tenant=${encodeURIComponent(tenant)}`, { headers: { Host: host.replace(/[^\x21-\x7e]/g, '') || 'localhost' } });
        expect([200, 403, 404]).toContain(res.status);
        expect(res.headers.get('content-type')).not.toBe('text/html; charset=utf-8');
        await res.arrayBuffer();
      }),
      { numRuns: Number(process.env.TPX_FUZZ_RUNS ?? 150) },
    );
    expect(await recorder.writtenSince()).toEqual([]);
  });
});
