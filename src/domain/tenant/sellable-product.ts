import { FRAME_COLOURS, type TenantLimits } from './tenant-limits-shape';

// Apart from tenant-limits-shape.ts, which the tenant's store reads on every page: only the product
// page reads this (issue 27's JS budget: a module is placed whole in the shared chunk).

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
