/**
 * The limits an admin sets at /admin/tenants and `GET v1/tenants/{id}/v2` publishes (SPEC §6 "Tenant
 * changes ... limits"). One rule reads them for the client (printing tool, cart) and the server
 * (storefront cart lines and checkout, project saves): null is "no limit".
 */
export interface TenantLimits {
  /** The most printed tiles per order (pharmacy: 12). */
  readonly maxMainProductTiles: number | null;
  /** The frame colours the tenant prints (pharmacy: Black). */
  readonly allowedFrameColors: readonly string[] | null;
  /** The one product every design is printed as (drugstore: its tile). */
  readonly forcedProductId: string | null;
}

export const NO_TENANT_LIMITS: TenantLimits = { maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: null };

/** The frame colours a tenant may restrict itself to (SPEC §3 tile options). */
export const FRAME_COLOURS = ['Black', 'White', 'Gray'] as const;
