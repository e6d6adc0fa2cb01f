import * as t from 'io-ts';

/** An artist partnership group (SPEC §3). A negative sortOrder keeps it out of every listing. */
export const ArtistGroupCodec = t.intersection([
  t.type({ id: t.string, name: t.string, sortOrder: t.number }),
  t.partial({ collectionName: t.string, imageUrl: t.string }),
]);
export type ArtistGroupWire = t.TypeOf<typeof ArtistGroupCodec>;

/** GET v1/products/{tenantId}/get_artist_groups: the tenant's artist groups that have products. */
export const ArtistGroupListCodec = t.type({ artistGroups: t.array(ArtistGroupCodec) });
