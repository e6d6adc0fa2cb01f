import * as t from 'io-ts';

/**
 * A photo of a public shared album (SPEC §3 "Shared image"). Keys are storage paths under 'shared/';
 * a thumbnail's name adds '_tmb' before the extension. `full` and `thumb` are where to fetch them.
 */
export const SharedImageCodec = t.intersection([
  t.type({
    fileName: t.string,
    fileNameThumb: t.string,
    key: t.string,
    keyThumb: t.string,
    full: t.string,
    thumb: t.string,
  }),
  t.partial({ width: t.number, height: t.number }),
]);

/** A public album (SPEC §3 "Album": name, images; `selected` is the shopper's own state, not sent). */
export const AlbumCodec = t.intersection([t.type({ name: t.string, images: t.array(SharedImageCodec) }), t.partial({ id: t.string })]);
export type AlbumWire = t.TypeOf<typeof AlbumCodec>;

/** GET v1/albums/public. */
export const AlbumListCodec = t.type({ albums: t.array(AlbumCodec) });
