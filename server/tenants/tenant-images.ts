import type { TenantImage } from '../../src/domain/tenant/tenant-images';

/**
 * A tenant's images as the storefront and the admin read them (issue #17, migration 015): the tenant
 * row (alias `t`) holds the asset ids; the address and the size come from the asset library.
 */
export const TENANT_IMAGE_JOINS = 'LEFT JOIN assets logo ON logo.id = t.logo_asset_id LEFT JOIN assets guide ON guide.id = t.wall_tile_guide_asset_id';

export const TENANT_IMAGE_COLUMNS = `logo.id AS logo_id, logo.file_key AS logo_key, logo.width AS logo_width, logo.height AS logo_height,
  guide.id AS guide_id, guide.file_key AS guide_key, guide.width AS guide_width, guide.height AS guide_height`;

export interface TenantImageRow {
  logo_id: string | null;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  guide_id: string | null;
  guide_key: string | null;
  guide_width: number | null;
  guide_height: number | null;
}

const image = (id: string | null, key: string | null, width: number | null, height: number | null): TenantImage | null =>
  id && key && width && height ? { assetId: id, url: `/files/${key}`, width: Number(width), height: Number(height) } : null;

export const tenantImagesOf = (r: TenantImageRow): { logo: TenantImage | null; wallTileGuideImage: TenantImage | null } => ({
  logo: image(r.logo_id, r.logo_key, r.logo_width, r.logo_height),
  wallTileGuideImage: image(r.guide_id, r.guide_key, r.guide_width, r.guide_height),
});
