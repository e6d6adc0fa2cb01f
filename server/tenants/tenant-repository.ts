import type { TenantWire } from '../../src/contract/tenant';
import type { ConfigWire } from '../../src/contract/config';
import { centsToDecimal } from '../../src/contract/money';
import { PROMO_BANNER_PAGE_HANDLE } from '../../src/contract/storefront-pages';
import type { Queryable } from '../db/db';
import { TENANT_IMAGE_COLUMNS, TENANT_IMAGE_JOINS, tenantImagesOf, type TenantImageRow } from './tenant-images';

interface TenantRow extends TenantImageRow {
  id: string;
  name: string;
  brand: string;
  shop_all_label: string;
  accent_color: string;
  home_variant: TenantWire['homeVariant'];
  partner: boolean;
  hide_about: boolean;
  login_modal_enabled: boolean;
  max_main_product_tiles: number | null;
  allowed_frame_colors: string[] | null;
  forced_product_id: string | null;
  product_instructions: TenantWire['productInstructions'];
  promo_banner_html: string | null;
  app_scheme: string;
  allowed_parent_origins: string[];
  gtm_container_id: string | null;
  analytics_prefix: string;
  footer: TenantWire['footer'];
  promo_combination: 'sum' | 'larger';
  pickup: boolean;
  storefront_url: string | null;
  storefront_token: string | null;
}

/** Reads tenants; `hostedPageUrl` is deployment config, not tenant data. */
export class TenantRepository {
  constructor(
    private readonly db: Queryable,
    private readonly hostedPageUrl: string,
  ) {}

  /**
   * A tenant; its promo banner is the body of its storefront page 'promo-banner' (null without one);
   * its logo and wall-tile guide picture are assets of the library (null: the defaults).
   */
  async find(id: string): Promise<TenantWire | null> {
    const [row] = await this.db.query<TenantRow & { promo_page_body: string | null }>(
      `SELECT t.*, p.body AS promo_page_body, ${TENANT_IMAGE_COLUMNS} FROM tenants t
         LEFT JOIN storefront_pages p ON p.tenant_id = t.id AND p.handle = $2
         ${TENANT_IMAGE_JOINS}
       WHERE t.id = $1`,
      [id, PROMO_BANNER_PAGE_HANDLE],
    );
    return row ? this.toWire(row, row.promo_page_body) : null;
  }

  /** Every origin any tenant lets embed the store (each page's CSP names only its own tenant's: security-headers.ts). */
  async allParentOrigins(): Promise<string[]> {
    const rows = await this.db.query<{ origin: string }>('SELECT DISTINCT unnest(allowed_parent_origins) AS origin FROM tenants ORDER BY origin');
    return rows.map((r) => r.origin);
  }

  async config(tenantId: string): Promise<ConfigWire | null> {
    const [promo] = await this.db.query<{ active: boolean; percent_off: number; duration_days: number }>(
      'SELECT active, percent_off, duration_days FROM welcome_promos WHERE tenant_id = $1',
      [tenantId],
    );
    if (!promo) return null;
    const products = await this.db.query<{ product_key: string; shopify_id: string; price_cents: number }>(
      'SELECT product_key, shopify_id, price_cents FROM config_products WHERE tenant_id = $1 ORDER BY product_key',
      [tenantId],
    );
    return {
      products: products.map((p) => ({ id: p.product_key, shopifyId: p.shopify_id, price: centsToDecimal(p.price_cents) })),
      welcomePromo: { active: promo.active, percentOff: promo.percent_off, duration: promo.duration_days },
    };
  }

  private toWire(row: TenantRow, promoBannerHtml: string | null): TenantWire {
    return {
      id: row.id,
      name: row.name,
      brand: row.brand,
      shopAllLabel: row.shop_all_label,
      accentColor: row.accent_color,
      homeVariant: row.home_variant,
      partner: row.partner,
      hideAbout: row.hide_about,
      loginModalEnabled: row.login_modal_enabled,
      maxMainProductTiles: row.max_main_product_tiles,
      allowedFrameColors: row.allowed_frame_colors,
      forcedProductId: row.forced_product_id,
      productInstructions: row.product_instructions,
      promoBannerHtml,
      hostedPageUrl: this.hostedPageUrl,
      appScheme: row.app_scheme,
      allowedParentOrigins: row.allowed_parent_origins,
      googleTagManagerContainerId: row.gtm_container_id,
      analyticsPrefix: row.analytics_prefix,
      footer: row.footer,
      ...tenantImagesOf(row),
      promoCombination: row.promo_combination,
      pickup: row.pickup,
      // The shop's public Storefront token reaches the browser (as Shopify means it); the webhook secret never does.
      shop: row.storefront_url !== null && row.storefront_token !== null ? { url: row.storefront_url, token: row.storefront_token } : null,
    };
  }
}
