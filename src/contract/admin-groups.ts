import * as t from 'io-ts';
import { checkedNumber, pattern } from './checked-codecs';
import { nullable } from './nullable';

/**
 * The admin's artist groups (issue #17): per tenant, each with the version it was read at. A save or a
 * move carries that version; another admin's change in between is a 409, never an overwrite.
 */

export const CatalogueTenantCodec = pattern('Tenant', /^[a-z0-9-]{1,40}$/, 'expected a tenant id (lowercase letters, digits or hyphens)');
/** A catalogue row's id (product or group): letters, digits, _ and -, 1..64 characters. */
export const CatalogueIdCodec = pattern('CatalogueId', /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'expected an id (letters, digits, _ or -, at most 64)');
/** The version an edit was based on. */
export const VersionCodec = checkedNumber('Version', (n) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647, 'expected the version the edit was based on');
/** A whole number in the wire's range (the domain checks the business range). */
export const WholeNumberCodec = checkedNumber('WholeNumber', Number.isSafeInteger, 'expected a whole number');

export const AdminArtistGroupCodec = t.type({
  id: t.string,
  name: t.string,
  collectionName: nullable(t.string),
  imageUrl: nullable(t.string),
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
