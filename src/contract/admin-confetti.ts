import * as t from 'io-ts';
import { pattern } from './checked-codecs';
import { VersionCodec, WholeNumberCodec } from './admin-groups';
import { nullable } from './nullable';

/**
 * The admin's confetti (issue #17): the public shared albums shoppers pick from (SPEC §3 Album, Shared
 * image), every album with the version it was read at. Every change to an album or its photos carries
 * that version and bumps it: a stale edit, or the second of two reorders at once, is a 409.
 */

/** An album's id (its photos' folder under shared/). */
export const AlbumIdCodec = pattern('AlbumId', /^[a-z0-9][a-z0-9-]{0,63}$/, 'expected an album id (lowercase letters, digits or hyphens)');
/** A stored photo's key: under shared/, no way out of it. */
export const SharedKeyCodec = pattern('SharedKey', /^shared\/[A-Za-z0-9._/-]{1,200}$/, 'expected a shared image key (shared/…)');

export const AdminSharedImageCodec = t.type({
  key: t.string,
  keyThumb: t.string,
  fileName: t.string,
  fileNameThumb: t.string,
  full: t.string,
  thumb: t.string,
  width: nullable(t.number),
  height: nullable(t.number),
  /** 1-based place in the album. */
  position: t.number,
});
export type AdminSharedImageWire = t.TypeOf<typeof AdminSharedImageCodec>;

export const AdminAlbumCodec = t.type({
  id: t.string,
  name: t.string,
  /** Shown in the storefront's photo picker. */
  public: t.boolean,
  position: t.number,
  version: t.number,
  images: t.array(AdminSharedImageCodec),
});
export type AdminAlbumWire = t.TypeOf<typeof AdminAlbumCodec>;

/** Every album, in the picker's order (hidden ones too). */
export const AdminAlbumListCodec = t.type({ albums: t.array(AdminAlbumCodec) });

export const AlbumCreateCodec = t.type({ name: t.string, public: t.boolean });
export const AlbumSaveCodec = t.type({ version: VersionCodec, name: t.string, public: t.boolean });
export const AlbumDeleteCodec = t.type({ version: VersionCodec });
export const AlbumImageRemoveCodec = t.type({ version: VersionCodec, key: SharedKeyCodec });
export const AlbumImagePlaceCodec = t.type({ version: VersionCodec, key: SharedKeyCodec, position: WholeNumberCodec });

/**
 * The upload's query: the album's version (the photo's bytes are the request body, sent as they are
 * with the file's content type, so the browser can report progress) and the file's own name (kept for
 * the audit log only; the stored name is made by the server).
 */
export const AlbumUploadQueryCodec = t.intersection([
  t.type({ version: pattern('VersionText', /^[1-9]\d{0,9}$/, 'expected the version the edit was based on') }),
  t.partial({ name: t.string }),
]);
