import type { Db, Queryable } from '../db/db';
import { seedCatalogue, seedContent } from './seed-catalogue';
import { seedStorefront } from './storefront';
import { CART_PROMO_BANNER_PAGE_HANDLE, PROMO_BANNER_PAGE_HANDLE } from '../../src/contract/storefront-pages';
import {
  configProductSeeds,
  LOCAL_PARENT_ORIGINS,
  PRIVATE_DEMO_PASSWORD,
  PRIVATE_DEMO_TENANT,
  tenantSeeds,
  welcomePromoSeed,
  type TenantSeed,
} from './tenants';
import { SiteGate } from '../site-gate/site-gate';
import { seedPickupStores } from './pickup-stores';

export interface SeedOptions {
  /** Let local pages (http://localhost:*, http://127.0.0.1:*) embed the seeded tenants: never in production. */
  readonly localParentOrigins?: boolean;
}

/**
 * Idempotent: safe on every start; brings seeded rows back to their seeded values (so a database seeded in
 * development loses its local parent origins when started in production).
 */
export async function seed(db: Db, { localParentOrigins = process.env.NODE_ENV !== 'production' }: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeded of tenantSeeds) {
      const tenant = localParentOrigins ? { ...seeded, allowedParentOrigins: [...seeded.allowedParentOrigins, ...LOCAL_PARENT_ORIGINS] } : seeded;
      await upsertTenant(tx, tenant);
      for (const p of configProductSeeds) {
        await tx.query(
          `INSERT INTO config_products (tenant_id, product_key, shopify_id, price_cents) VALUES ($1, $2, $3, $4)
           ON CONFLICT (tenant_id, product_key) DO UPDATE SET shopify_id = EXCLUDED.shopify_id, price_cents = EXCLUDED.price_cents`,
          [tenant.id, p.key, p.shopifyId, p.priceCents],
        );
      }
      await tx.query(
        `INSERT INTO welcome_promos (tenant_id, active, percent_off, duration_days) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id) DO UPDATE SET active = EXCLUDED.active, percent_off = EXCLUDED.percent_off,
           duration_days = EXCLUDED.duration_days`,
        [tenant.id, welcomePromoSeed.active, welcomePromoSeed.percentOff, welcomePromoSeed.durationDays],
      );
      await seedCatalogue(tx, tenant.id);
      await seedStorefront(tx, tenant.id);
      await seedPromoBannerPage(tx, tenant);
      await seedPickupStores(tx, tenant.id);
    }
    await seedContent(tx);
    // Set once: a password changed since (npm run site-password) is kept across restarts.
    await new SiteGate(tx).setPassword(PRIVATE_DEMO_TENANT, PRIVATE_DEMO_PASSWORD, { onlyIfUnset: true });
  });
}

/** A tenant an admin has changed (version > 1, migration 010) is the admin's: the seed leaves it as it is. */
async function upsertTenant(tx: Queryable, t: TenantSeed): Promise<void> {
  await tx.query(
    `INSERT INTO tenants (id, name, brand, shop_all_label, accent_color, home_variant, partner, hide_about,
       login_modal_enabled, max_main_product_tiles, allowed_frame_colors, forced_product_id, product_instructions,
       promo_banner_html, app_scheme, allowed_parent_origins, gtm_container_id, analytics_prefix, footer, promo_combination, pickup)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, brand = EXCLUDED.brand,
       shop_all_label = EXCLUDED.shop_all_label, accent_color = EXCLUDED.accent_color,
       home_variant = EXCLUDED.home_variant, partner = EXCLUDED.partner, hide_about = EXCLUDED.hide_about,
       login_modal_enabled = EXCLUDED.login_modal_enabled, max_main_product_tiles = EXCLUDED.max_main_product_tiles,
       allowed_frame_colors = EXCLUDED.allowed_frame_colors, forced_product_id = EXCLUDED.forced_product_id,
       product_instructions = EXCLUDED.product_instructions, promo_banner_html = EXCLUDED.promo_banner_html,
       app_scheme = EXCLUDED.app_scheme, allowed_parent_origins = EXCLUDED.allowed_parent_origins,
       gtm_container_id = EXCLUDED.gtm_container_id, analytics_prefix = EXCLUDED.analytics_prefix,
       footer = EXCLUDED.footer, promo_combination = EXCLUDED.promo_combination, pickup = EXCLUDED.pickup, updated_at = now()
     WHERE tenants.version = 1`,
    [
      t.id,
      t.name,
      t.brand,
      t.shopAllLabel,
      t.accentColor,
      t.homeVariant,
      t.partner,
      t.hideAbout,
      t.loginModalEnabled,
      t.maxMainProductTiles,
      t.allowedFrameColors,
      t.forcedProductId,
      t.productInstructions,
      t.promoBannerHtml,
      t.appScheme,
      t.allowedParentOrigins,
      t.googleTagManagerContainerId,
      t.analyticsPrefix,
      JSON.stringify(t.footer),
      t.promoCombination,
      t.pickup,
    ],
  );
}

/** SPEC §2 "/cart (promo banner on mobile)": the cart's own banner on phones, by tenant (none where not listed). */
const CART_PROMO_BANNERS: Readonly<Record<string, string>> = {
  tilepix: '<strong>Buy more, save more:</strong> 10% off 10+ tiles, up to 40% off 40+. <a href="/photo-picker">Add photos</a>',
};

/**
 * The promo banners are storefront pages (SPEC §2, §7 page by handle): the seeded tenant's, or none.
 * A tenant an admin has saved (version > 1) keeps its banners as the admin left them.
 */
async function seedPromoBannerPage(tx: Queryable, t: TenantSeed): Promise<void> {
  const [tenant] = await tx.query<{ version: number }>('SELECT version FROM tenants WHERE id = $1', [t.id]);
  if (tenant !== undefined && Number(tenant.version) > 1) return;
  const pages = [
    { handle: PROMO_BANNER_PAGE_HANDLE, title: 'Promo banner', body: t.promoBannerHtml },
    { handle: CART_PROMO_BANNER_PAGE_HANDLE, title: 'Cart promo banner (phones)', body: CART_PROMO_BANNERS[t.id] ?? null },
  ];
  for (const page of pages) {
    if (page.body === null) {
      await tx.query('DELETE FROM storefront_pages WHERE tenant_id = $1 AND handle = $2', [t.id, page.handle]);
      continue;
    }
    await tx.query(
      `INSERT INTO storefront_pages (tenant_id, handle, title, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, handle) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      [t.id, page.handle, page.title, page.body],
    );
  }
}
