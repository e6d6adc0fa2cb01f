import type { AdminTenantWire, TenantSettingsWire } from '../../src/contract/admin-tenants';
import type { TenantImage, TenantImageField } from '../../src/domain/tenant/tenant-images';
import { unknownTenantImageProblem } from '../../src/domain/tenant/tenant-image-rules';
import { normaliseTenantSettings, tenantSettingsProblems } from '../../src/domain/tenant/tenant-settings';
import type { Db, Queryable } from '../db/db';
import { isRefusal, refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { TENANT_IMAGE_COLUMNS, TENANT_IMAGE_JOINS, tenantImagesOf, type TenantImageRow } from '../tenants/tenant-images';
import { AuditLog, type AdminActor } from './audit-log';
import { readBanners, writeBanners } from './tenant-banners';

interface SettingsRow extends TenantImageRow {
  id: string;
  version: number;
  name: string;
  brand: string;
  shop_all_label: string;
  accent_color: string;
  home_variant: TenantSettingsWire['homeVariant'];
  partner: boolean;
  hide_about: boolean;
  login_modal_enabled: boolean;
  product_instructions: TenantSettingsWire['productInstructions'];
  max_main_product_tiles: number | null;
  allowed_frame_colors: string[] | null;
  forced_product_id: string | null;
  allowed_parent_origins: string[];
  gtm_container_id: string | null;
  analytics_prefix: string;
  footer: TenantSettingsWire['footer'] | string;
  promo_combination: 'sum' | 'larger';
  pickup: boolean;
  storefront_url: string | null;
  storefront_token: string | null;
  shop_webhook_secret_set: boolean;
}

const COLUMNS = `t.id, t.version, t.name, t.brand, t.shop_all_label, t.accent_color, t.home_variant, t.partner, t.hide_about,
  t.login_modal_enabled, t.product_instructions, t.max_main_product_tiles, t.allowed_frame_colors, t.forced_product_id,
  t.allowed_parent_origins, t.gtm_container_id, t.analytics_prefix, t.footer, t.promo_combination, t.pickup, t.storefront_url,
  t.storefront_token, t.shop_webhook_secret IS NOT NULL AS shop_webhook_secret_set, ${TENANT_IMAGE_COLUMNS}`;

export const STALE_TENANT = 'This tenant was changed by someone else since you opened it. Reload to see the change, then make yours again.';

const toWire = (r: SettingsRow): AdminTenantWire => ({
  id: r.id,
  version: r.version,
  settings: {
    name: r.name,
    brand: r.brand,
    shopAllLabel: r.shop_all_label,
    accentColor: r.accent_color,
    homeVariant: r.home_variant,
    partner: r.partner,
    hideAbout: r.hide_about,
    loginModalEnabled: r.login_modal_enabled,
    productInstructions: r.product_instructions,
    maxMainProductTiles: r.max_main_product_tiles,
    allowedFrameColors: r.allowed_frame_colors,
    forcedProductId: r.forced_product_id,
    allowedParentOrigins: r.allowed_parent_origins,
    googleTagManagerContainerId: r.gtm_container_id,
    analyticsPrefix: r.analytics_prefix,
    footer: typeof r.footer === 'string' ? (JSON.parse(r.footer) as TenantSettingsWire['footer']) : r.footer,
    ...tenantImagesOf(r),
    promoCombination: r.promo_combination,
    pickup: r.pickup,
    storefrontUrl: r.storefront_url,
    storefrontToken: r.storefront_token,
    // The secret itself is never read back (nor audited): only whether there is one.
    shopWebhookSecretSet: r.shop_webhook_secret_set,
  },
});

/**
 * The asset id to store for a tenant image: left out keeps the stored one (a client from before the
 * images), null removes it, a chosen one must be an image of the library (its id only is trusted).
 */
async function imageToStore(
  tx: Queryable,
  field: TenantImageField,
  wanted: TenantImage | null | undefined,
  stored: TenantImage | null | undefined,
): Promise<string | null | Refusal> {
  if (wanted === undefined) return stored?.assetId ?? null;
  if (wanted === null) return null;
  const found = await tx.query('SELECT 1 FROM assets WHERE id = $1 AND content_type LIKE $2', [wanted.assetId, 'image/%']);
  if (found.length === 0) {
    const problem = unknownTenantImageProblem(field, wanted.assetId);
    return refusal(400, `${problem.field}: ${problem.message}`);
  }
  return wanted.assetId;
}

/**
 * A tenant's settings for the admin (issue #17): read with their version, saved over the version the
 * admin saw in one conditional UPDATE (stale → 409), with the audit entry (before and after) in the
 * same transaction. The storefront reads the tenant on every page load (boot data, GET tenants/v2,
 * the CSP's GTM hosts), so a change shows at its next load; the one cache, the CSP's frame-ancestors,
 * is told through `onChanged`.
 */
export class TenantSettings {
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly allowLocalParents: boolean,
    private readonly onChanged: () => void = () => {},
  ) {
    this.audit = new AuditLog(db);
  }

  async find(id: string, db: Queryable = this.db): Promise<AdminTenantWire | Refusal> {
    const [row] = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM tenants t ${TENANT_IMAGE_JOINS} WHERE t.id = $1`, [id]);
    if (!row) return refusal(404, `Tenant ${id} not found.`);
    const wire = toWire(row);
    return { ...wire, settings: { ...wire.settings, ...(await readBanners(db, id)) } };
  }

  async save(id: string, version: number, wire: TenantSettingsWire, actor: AdminActor): Promise<AdminTenantWire | Refusal> {
    const settings = normaliseTenantSettings(wire);
    const found = tenantSettingsProblems(settings, { allowLocalParents: this.allowLocalParents });
    if (found.length > 0)
      return refusal(
        400,
        `${found[0]!.field}: ${found[0]!.message}`,
        found.map((p) => `${p.field}: ${p.message}`),
      );
    const saved = await refusingTransaction(this.db, async (tx) => {
      const before = await this.find(id, tx);
      if (isRefusal(before)) return before;
      if (settings.forcedProductId !== null) {
        const product = await tx.query('SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2 AND retired_at IS NULL', [id, settings.forcedProductId]);
        if (product.length === 0) return refusal(400, `forcedProductId: This tenant has no product ${settings.forcedProductId}`);
      }
      const logo = await imageToStore(tx, 'logo', settings.logo, before.settings.logo);
      if (isRefusal(logo)) return logo;
      const guide = await imageToStore(tx, 'wallTileGuideImage', settings.wallTileGuideImage, before.settings.wallTileGuideImage);
      if (isRefusal(guide)) return guide;
      const shop = {
        url: settings.storefrontUrl === undefined ? (before.settings.storefrontUrl ?? null) : settings.storefrontUrl,
        token: settings.storefrontToken === undefined ? (before.settings.storefrontToken ?? null) : settings.storefrontToken,
      };
      if (shop.url !== null && settings.storefrontUrl !== undefined) {
        const [other] = await tx.query<{ id: string }>('SELECT id FROM tenants WHERE lower(storefront_url) = lower($1) AND id <> $2', [shop.url, id]);
        if (other) return refusal(400, `storefrontUrl: Tenant ${other.id} checks out through this shop already`);
      }
      // The version check and the write are one statement: of two saves based on one version, one wins.
      const [row] = await tx.query<{ id: string }>(
        `UPDATE tenants SET name = $3, brand = $4, shop_all_label = $5, accent_color = $6, home_variant = $7, partner = $8,
           hide_about = $9, login_modal_enabled = $10, product_instructions = $11, max_main_product_tiles = $12,
           allowed_frame_colors = $13, forced_product_id = $14, allowed_parent_origins = $15, gtm_container_id = $16,
           analytics_prefix = $17, footer = $18, logo_asset_id = $19, wall_tile_guide_asset_id = $20, promo_combination = $21, pickup = $22,
           storefront_url = $23, storefront_token = $24,
           shop_webhook_secret = CASE WHEN $23::text IS NULL THEN NULL WHEN $25::boolean THEN $26::text ELSE shop_webhook_secret END,
           version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2 RETURNING id`,
        [
          id,
          version,
          settings.name,
          settings.brand,
          settings.shopAllLabel,
          settings.accentColor,
          settings.homeVariant,
          settings.partner,
          settings.hideAbout,
          settings.loginModalEnabled,
          settings.productInstructions,
          settings.maxMainProductTiles,
          settings.allowedFrameColors,
          settings.forcedProductId,
          settings.allowedParentOrigins,
          settings.googleTagManagerContainerId,
          settings.analyticsPrefix,
          JSON.stringify(settings.footer),
          logo,
          guide,
          // Left out (a client from before them): as stored. No shop: no secret either.
          settings.promoCombination ?? before.settings.promoCombination ?? 'sum',
          settings.pickup ?? before.settings.pickup ?? false,
          shop.url,
          shop.token,
          settings.shopWebhookSecret !== undefined,
          settings.shopWebhookSecret ?? null,
        ],
      );
      if (!row) return refusal(409, STALE_TENANT);
      await writeBanners(tx, id, { promoBannerHtml: settings.promoBannerHtml, cartPromoBannerHtml: settings.cartPromoBannerHtml });
      const after = await this.find(id, tx);
      if (isRefusal(after)) return after;
      await this.audit.record(tx, actor, { action: 'tenant.save', recordType: 'tenant', recordId: id, before: before.settings, after: after.settings });
      return after;
    });
    if (!isRefusal(saved)) this.onChanged();
    return saved;
  }
}
