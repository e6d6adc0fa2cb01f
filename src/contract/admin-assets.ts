import * as t from 'io-ts';

/**
 * The admin's image library (issue #17): images uploaded once and picked for products, groups and
 * tenants. The upload's body is the file's bytes (not JSON); its type and size come from the bytes.
 */
export const AdminAssetCodec = t.type({
  id: t.string,
  /** Where the storefront reads the image (`/files/assets/…`). */
  url: t.string,
  thumbUrl: t.string,
  fileName: t.string,
  contentType: t.string,
  bytes: t.number,
  width: t.number,
  height: t.number,
  uploadedBy: t.string,
  createdAt: t.string,
});
export type AdminAssetWire = t.TypeOf<typeof AdminAssetCodec>;

export const AdminAssetPageCodec = t.type({ assets: t.array(AdminAssetCodec), page: t.number, pageSize: t.number, total: t.number });

const digits = (max: number) =>
  new t.Type<number, string, unknown>(
    'PageNumber',
    (u): u is number => typeof u === 'number',
    (u, c) =>
      typeof u === 'string' && /^\d{1,6}$/.test(u) && Number(u) >= 1 && Number(u) <= max
        ? t.success(Number(u))
        : t.failure(u, c, `expected a page number from 1 to ${max}`),
    String,
  );

export const AssetListQueryCodec = t.partial({ page: digits(100_000) });

/** The upload's query: the file's name as the admin's computer had it (shown in the library only). */
export const AssetUploadQueryCodec = t.type({
  name: new t.Type<string, string, unknown>(
    'FileName',
    (u): u is string => typeof u === 'string',
    (u, c) =>
      typeof u === 'string' && u.trim().length >= 1 && u.length <= 200 && !/[\u0000-\u001f\u007f/\\]/.test(u)
        ? t.success(u.trim())
        : t.failure(u, c, 'expected a file name of 1 to 200 characters'),
    t.identity,
  ),
});
