import * as t from 'io-ts';

/**
 * The admin's artist groups (issue #17): per tenant, each with the version it was read at. A save or a
 * move carries that version; another admin's change in between is a 409, never an overwrite.
 */

const pattern = (name: string, re: RegExp, hint: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && re.test(u),
    (u, c) => (typeof u === 'string' && re.test(u) ? t.success(u) : t.failure(u, c, hint)),
    t.identity,
  );

export const CatalogueTenantCodec = pattern('Tenant', /^[a-z0-9-]{1,40}$/, 'expected a tenant id (lowercase letters, digits or hyphens)');
/** A catalogue row's id (product or group): letters, digits, _ and -, 1..64 characters. */
export const CatalogueIdCodec = pattern('CatalogueId', /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'expected an id (letters, digits, _ or -, at most 64)');
/** The version an edit was based on. */
export const VersionCodec = new t.Type<number, number, unknown>(
  'Version',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647,
  (u, c) =>
    typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647 ? t.success(u) : t.failure(u, c, 'expected the version the edit was based on'),
  t.identity,
);
/** A whole number in the wire's range (the domain checks the business range). */
export const WholeNumberCodec = new t.Type<number, number, unknown>(
  'WholeNumber',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, c, 'expected a whole number')),
  t.identity,
);

export const AdminArtistGroupCodec = t.type({
  id: t.string,
  name: t.string,
  collectionName: t.union([t.string, t.null]),
  imageUrl: t.union([t.string, t.null]),
  sortOrder: t.number,
  version: t.number,
  /** How many products the group holds (the storefront lists only groups with products). */
  products: t.number,
});
export type AdminArtistGroupWire = t.TypeOf<typeof AdminArtistGroupCodec>;

/** The tenant's artist groups in storefront order (sortOrder, then name), hidden ones last. */
export const AdminArtistGroupListCodec = t.type({ tenant: t.string, groups: t.array(AdminArtistGroupCodec) });

export const ArtistGroupSaveCodec = t.type({
  version: VersionCodec,
  name: t.string,
  collectionName: t.string,
  imageUrl: t.string,
  sortOrder: WholeNumberCodec,
});

export const ArtistGroupMoveCodec = t.type({ version: VersionCodec, direction: t.keyof({ up: null, down: null }) });
