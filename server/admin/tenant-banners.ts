import { CART_PROMO_BANNER_PAGE_HANDLE, PROMO_BANNER_PAGE_HANDLE } from '../../src/contract/storefront-pages';
import type { Queryable } from '../db/db';

/** The tenant settings' banner fields and the storefront pages they are (SPEC §2: "an HTML body from a page"). */
const BANNERS = [
  { field: 'promoBannerHtml', handle: PROMO_BANNER_PAGE_HANDLE, title: 'Promo banner' },
  { field: 'cartPromoBannerHtml', handle: CART_PROMO_BANNER_PAGE_HANDLE, title: 'Cart promo banner (phones)' },
] as const;

export interface TenantBanners {
  readonly promoBannerHtml: string | null;
  readonly cartPromoBannerHtml: string | null;
}

/** A tenant's banners: the bodies of its banner pages, null where there is none. */
export async function readBanners(db: Queryable, tenantId: string): Promise<TenantBanners> {
  const rows = await db.query<{ handle: string; body: string }>('SELECT handle, body FROM storefront_pages WHERE tenant_id = $1 AND handle = ANY($2::text[])', [
    tenantId,
    BANNERS.map((b) => b.handle),
  ]);
  const body = (handle: string) => rows.find((r) => r.handle === handle)?.body ?? null;
  return { promoBannerHtml: body(PROMO_BANNER_PAGE_HANDLE), cartPromoBannerHtml: body(CART_PROMO_BANNER_PAGE_HANDLE) };
}

/**
 * Writes the banners an admin saved (in the settings' transaction, after their version check): a body
 * is the page's, null removes the page (no banner), a field left out keeps the page as it is.
 */
export async function writeBanners(tx: Queryable, tenantId: string, wanted: Partial<Record<keyof TenantBanners, string | null>>): Promise<void> {
  for (const { field, handle, title } of BANNERS) {
    const html = wanted[field];
    if (html === undefined) continue;
    if (html === null) {
      await tx.query('DELETE FROM storefront_pages WHERE tenant_id = $1 AND handle = $2', [tenantId, handle]);
      continue;
    }
    await tx.query(
      `INSERT INTO storefront_pages (tenant_id, handle, title, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, handle) DO UPDATE SET body = EXCLUDED.body`,
      [tenantId, handle, title, html],
    );
  }
}
