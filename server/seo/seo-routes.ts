import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/db';
import type { TenantRepository } from '../tenants/tenant-repository';
import type { TenantWire } from '../../src/contract/tenant';
import { accessibleAccent } from '../../src/domain/tenant/brand-colour';
import { DEFAULT_TENANT } from '../../src/domain/tenant/tenant-resolution';
import { tenantPageUrl } from '../../src/domain/tenant/tenant-public-url';
import { requestTenantId } from '../pages/boot-data';
import { SITE_NOT_PUBLIC } from '../site-gate/site-gate';
import { robotsTxt } from './robots';
import { sitemapPages, sitemapXml } from './sitemap';
import { webManifest } from './web-manifest';
import { IconCache, PNG_ICONS, iconSvg, type PngIconName } from './icons';

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const TENANT_NOT_FOUND = { message: 'Tenant not found.' } as const;

export interface SeoSources {
  db: Queryable;
  tenants: TenantRepository;
  /** Whether the tenant's site is open to a browser with these cookies (the private-site gate, issue 18). */
  siteOpen: (tenantId: string, cookies: string | undefined) => Promise<boolean>;
  /** PUBLIC_URL: every absolute URL starts with it (README), never with the request's Host. */
  publicOrigin: string;
}

type Reach = { kind: 'unknown' } | { kind: 'locked'; tenant: TenantWire } | { kind: 'open'; tenant: TenantWire; private: boolean };

/**
 * The files a browser or a crawler asks a site for at fixed paths (issue 27), per tenant (its host
 * or `?tenant=`, as the pages resolve it): robots.txt, sitemap.xml, the web app manifest, the icons
 * and favicon.ico. Before these, each answered the SPA's HTML with 200. A private tenant (issue 18)
 * is closed to crawlers (robots.txt disallows everything); its sitemap and manifest answer 403 'This
 * site is not public' without the site pass, and its icons are the store's own (no brand colour
 * given away, no broken icon on the password page).
 */
export function mountSeoFiles(app: Hono, { db, tenants, siteOpen, publicOrigin }: SeoSources): void {
  const icons = new IconCache();

  async function reach(c: Context): Promise<Reach & { tenantId: string }> {
    const tenantId = requestTenantId(new URL(c.req.url), c.req.header('Host'));
    const tenant = TENANT_ID.test(tenantId) ? await tenants.find(tenantId) : null;
    if (!tenant) return { kind: 'unknown', tenantId };
    if (!(await siteOpen(tenantId, c.req.header('Cookie')))) return { kind: 'locked', tenant, tenantId };
    // Private even with a pass: a crawler never has one.
    return { kind: 'open', tenant, tenantId, private: !(await siteOpen(tenantId, undefined)) };
  }

  /** The request's `?tenant=` part, kept on the manifest's own URLs ('' when the host named the tenant). */
  const tenantQuery = (c: Context) => {
    const value = new URL(c.req.url).searchParams.get('tenant');
    return value ? `?tenant=${encodeURIComponent(value)}` : '';
  };

  app.get('/robots.txt', async (c) => {
    const r = await reach(c);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    const indexable = r.kind === 'open' && !r.private;
    return c.body(robotsTxt(indexable ? tenantPageUrl(publicOrigin, r.tenantId, '/sitemap.xml') : null));
  });

  app.get('/sitemap.xml', async (c) => {
    const r = await reach(c);
    if (r.kind === 'unknown') return c.json(TENANT_NOT_FOUND, 404);
    if (r.kind === 'locked') return c.json(SITE_NOT_PUBLIC, 403);
    const pages = await sitemapPages(db, { id: r.tenantId, hideAbout: r.tenant.hideAbout });
    const url = (path: string) => tenantPageUrl(publicOrigin, r.tenantId, path);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      sitemapXml([
        ...pages.statics.map((path) => ({ loc: url(path) })),
        ...pages.artists.map((a) => ({ loc: url(a.path), lastmod: a.lastmod })),
        ...pages.products.map((p) => ({ loc: url(p.path), lastmod: p.lastmod })),
      ]),
    );
  });

  app.get('/manifest.webmanifest', async (c) => {
    const r = await reach(c);
    if (r.kind === 'unknown') return c.json(TENANT_NOT_FOUND, 404);
    if (r.kind === 'locked') return c.json(SITE_NOT_PUBLIC, 403);
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    // The tenant's brand and colour may change in the admin: revalidated like the HTML.
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(webManifest(r.tenant, tenantQuery(c))));
  });

  /** The accent the icons are painted with: the tenant's when its site is open to this browser, else the store's own. */
  const iconAccent = async (c: Context) => {
    const r = await reach(c);
    if (r.kind === 'open') return accessibleAccent(r.tenant.accentColor).accent;
    const fallback = await tenants.find(DEFAULT_TENANT);
    return accessibleAccent(fallback?.accentColor ?? '').accent;
  };
  const iconHeaders = (c: Context, type: string) => {
    c.header('Content-Type', type);
    // Not hashed: a day, so an accent changed in the admin shows within one.
    c.header('Cache-Control', 'public, max-age=86400');
  };

  app.get('/favicon.ico', async (c) => {
    const ico = await icons.ico(await iconAccent(c));
    iconHeaders(c, 'image/x-icon');
    return c.body(new Uint8Array(ico));
  });
  app.get('/icons/icon.svg', async (c) => {
    const svg = iconSvg(await iconAccent(c), 512, false);
    iconHeaders(c, 'image/svg+xml');
    return c.body(svg);
  });
  app.get('/icons/:name', async (c) => {
    const name = c.req.param('name');
    if (!Object.hasOwn(PNG_ICONS, name)) return c.json({ message: `Not found: /icons/${name}` }, 404);
    const png = await icons.png(await iconAccent(c), name as PngIconName);
    iconHeaders(c, 'image/png');
    return c.body(new Uint8Array(png));
  });
}
