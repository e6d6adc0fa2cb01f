import type { Queryable } from '../db/db';
import { groupSlug } from '../../src/domain/catalog/product';

/** One `<url>` of a sitemap: the page's absolute address and, where the store knows it, its last change. */
export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The tenant's pages a search engine may list: the catalogue's, the artists' and the static pages of SPEC §2. */
export interface SitemapPages {
  /** Paths of the static pages, in the order they are listed. */
  statics: string[];
  products: Array<{ path: string; lastmod: Date }>;
  artists: Array<{ path: string; lastmod: Date }>;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * Reads what the sitemap lists: the listed, unretired products (changed when their row was), the
 * listed artists (sortOrder ≥ 0, as the client shows them) with at least one unretired product,
 * changed when their newest product was. The shopper's own pages (/printing, /cart, /confirm,
 * /recover, /resume) and the admin's are no pages to index. /stores is listed where the tenant has an active pick-up store.
 */
export async function sitemapPages(db: Queryable, tenant: { id: string; hideAbout: boolean }): Promise<SitemapPages> {
  const [products, artists, stores] = await Promise.all([
    db.query<{ url_slug: string; updated_at: Date | string }>(
      'SELECT url_slug, updated_at FROM products WHERE tenant_id = $1 AND listed AND retired_at IS NULL ORDER BY sort_order, id',
      [tenant.id],
    ),
    db.query<{ name: string; updated_at: Date | string }>(
      `SELECT g.name, max(p.updated_at) AS updated_at FROM product_groups g
       JOIN product_group_members m ON m.tenant_id = g.tenant_id AND m.group_id = g.id
       JOIN products p ON p.tenant_id = m.tenant_id AND p.id = m.product_id AND p.retired_at IS NULL
       WHERE g.tenant_id = $1 AND g.kind = 'artist' AND g.sort_order >= 0
       GROUP BY g.id, g.name, g.sort_order ORDER BY g.sort_order, g.name`,
      [tenant.id],
    ),
    // Issue 30: the store finder is a page of its own for the tenants with pick-up stores.
    db.query('SELECT 1 FROM pickup_stores WHERE tenant_id = $1 AND active LIMIT 1', [tenant.id]),
  ]);
  const statics = [
    '/',
    '/photo-picker',
    '/shop-all',
    ...(artists.length > 0 ? ['/artists'] : []),
    '/product-instructions',
    '/faqs',
    '/privacy',
    ...(tenant.hideAbout ? [] : ['/about']),
    '/buy-wallpads',
    ...(stores.length > 0 ? ['/stores'] : []),
  ];
  return {
    statics,
    products: products.map((p) => ({ path: `/products/${encodeURIComponent(p.url_slug)}`, lastmod: toDate(p.updated_at) })),
    artists: artists.map((a) => ({ path: `/artists/${encodeURIComponent(groupSlug(a.name))}`, lastmod: toDate(a.updated_at) })),
  };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C datetime to the second, as sitemaps.org asks (2026-11-26T06:00:00+00:00). */
export const w3cDatetime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The sitemaps.org 0.9 document. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDatetime(e.lastmod)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
