import type { AdminTenantWire, TenantSettingsWire } from '../../src/contract/admin-tenants';
import { normaliseTenantSettings, tenantSettingsProblems } from '../../src/domain/tenant/tenant-settings';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/decode';
import { AuditLog, type AdminActor } from './audit-log';

interface SettingsRow {
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
}

const COLUMNS = `id, version, name, brand, shop_all_label, accent_color, home_variant, partner, hide_about, login_modal_enabled,
  product_instructions, max_main_product_tiles, allowed_frame_colors, forced_product_id, allowed_parent_origins,
  gtm_container_id, analytics_prefix, footer`;

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
  },
});

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

  async find(id: string, db: Queryable = this.db): Promise<AdminTenantWire> {
    const [row] = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM tenants WHERE id = $1`, [id]);
    if (!row) throw new HttpError(404, `Tenant ${id} not found.`);
    return toWire(row);
  }

  async save(id: string, version: number, wire: TenantSettingsWire, actor: AdminActor): Promise<AdminTenantWire> {
    const settings = normaliseTenantSettings(wire);
    const found = tenantSettingsProblems(settings, { allowLocalParents: this.allowLocalParents });
    if (found.length > 0) throw new HttpError(400, `${found[0]!.field}: ${found[0]!.message}`, found.map((p) => `${p.field}: ${p.message}`));
    const saved = await this.db.transaction(async (tx) => {
      const before = await this.find(id, tx);
      if (settings.forcedProductId !== null) {
        const product = await tx.query('SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2 AND retired_at IS NULL', [id, settings.forcedProductId]);
        if (product.length === 0) throw new HttpError(400, `forcedProductId: This tenant has no product ${settings.forcedProductId}`);
      }
      // The version check and the write are one statement: of two saves based on one version, one wins.
      const [row] = await tx.query<SettingsRow>(
        `UPDATE tenants SET name = $3, brand = $4, shop_all_label = $5, accent_color = $6, home_variant = $7, partner = $8,
           hide_about = $9, login_modal_enabled = $10, product_instructions = $11, max_main_product_tiles = $12,
           allowed_frame_colors = $13, forced_product_id = $14, allowed_parent_origins = $15, gtm_container_id = $16,
           analytics_prefix = $17, footer = $18, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
        [
          id, version, settings.name, settings.brand, settings.shopAllLabel, settings.accentColor, settings.homeVariant, settings.partner,
          settings.hideAbout, settings.loginModalEnabled, settings.productInstructions, settings.maxMainProductTiles,
          settings.allowedFrameColors, settings.forcedProductId, settings.allowedParentOrigins, settings.googleTagManagerContainerId,
          settings.analyticsPrefix, JSON.stringify(settings.footer),
        ],
      );
      if (!row) throw new HttpError(409, STALE_TENANT);
      const after = toWire(row);
      await this.audit.record(tx, actor, { action: 'tenant.save', recordType: 'tenant', recordId: id, before: before.settings, after: after.settings });
      return after;
    });
    this.onChanged();
    return saved;
  }
}
