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

/**
 * What a tenant sells of a product (SPEC §1, §6: limits from the tenant record): its variants, less the
 * frame colours the tenant's saved limits leave out (a variant that is no frame colour, a wall pad's
 * 'Standard', always stays). The product page offers these; the server refuses the others.
 */
export function sellableProduct<P extends { readonly variants: readonly { readonly name: string }[] }>(
  product: P,
  limits: Pick<TenantLimits, 'allowedFrameColors'>,
): P {
  const allowed = limits.allowedFrameColors;
  if (allowed === null) return product;
  const isFrame = (name: string) => FRAME_COLOURS.some((c) => c.toLowerCase() === name.toLowerCase());
  const variants = product.variants.filter((v) => !isFrame(v.name) || allowed.some((c) => c.toLowerCase() === v.name.toLowerCase()));
  return variants.length === product.variants.length ? product : { ...product, variants };
}
