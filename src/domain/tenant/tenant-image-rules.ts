import type { FieldProblem } from '../catalog/field-problems';
import { TENANT_IMAGE_FIELDS, type TenantImage, type TenantImageField } from './tenant-images';

/*
 * The checks of a tenant's chosen images (the admin's form and the server), apart from
 * tenant-images.ts, whose drawn sizes the storefront's header reads on every page (issue 27's JS
 * budget: a module is placed whole in the shared chunk).
 */

/** The largest side an asset may have (the library takes at most 100 megapixels). */
const MAX_SIDE = 100_000_000;
const ASSET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a text is an asset id of the library (a UUID, lowercase). */
export const isAssetId = (value: string): boolean => ASSET_ID.test(value);

const wholeSide = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;

/**
 * What is wrong with a chosen image (null: none chosen, or a well-formed library image). The form
 * checks it; the server checks it too and then that the asset exists in the library and is an image.
 */
export function tenantImageProblem(field: TenantImageField, image: TenantImage | null | undefined): FieldProblem | null {
  if (image === null || image === undefined) return null;
  const ok =
    isAssetId(image.assetId) &&
    image.url.startsWith(`/files/assets/${image.assetId}.`) &&
    /^\/files\/assets\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(image.url) &&
    wholeSide(image.width) &&
    wholeSide(image.height);
  return ok ? null : { field, message: `${TENANT_IMAGE_FIELDS[field]} must be an image from the asset library` };
}

/** The server's answer for a well-formed asset id that is not an image of the library. */
export const unknownTenantImageProblem = (field: TenantImageField, assetId: string): FieldProblem => ({
  field,
  message: `${TENANT_IMAGE_FIELDS[field]}: the asset library has no image ${assetId}`,
});
