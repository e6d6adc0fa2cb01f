import type { AdminAlbumWire, AdminSharedImageWire } from '../../src/contract/admin-confetti';
import { albumIdOf, albumProblems, MAX_ALBUM_IMAGES, placeImage } from '../../src/domain/catalog';
import type { Db, Queryable } from '../db/db';
import { isRefusal, refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';

export const STALE_ALBUM = 'This album was changed by someone else since you opened it. Reload to see the change, then make yours again.';

interface AlbumRow {
  id: string;
  name: string;
  public: boolean;
  position: number;
  version: number;
}

interface ImageRow {
  album_id: string;
  key: string;
  key_thumb: string;
  file_name: string;
  file_name_thumb: string;
  width: number | null;
  height: number | null;
}

/** A new photo's row (its files are already stored). */
export type NewSharedImage = Omit<ImageRow, 'album_id'>;

const imageOf = (r: ImageRow, index: number): AdminSharedImageWire => ({
  key: r.key,
  keyThumb: r.key_thumb,
  fileName: r.file_name,
  fileNameThumb: r.file_name_thumb,
  full: `/files/${r.key}`,
  thumb: `/files/${r.key_thumb}`,
  width: r.width,
  height: r.height,
  position: index + 1,
});

/** What the audit log keeps of an album: its fields and its photos' keys in order. */
const auditView = (a: Pick<AdminAlbumWire, 'name' | 'public'>, keys: readonly string[]) => ({ name: a.name, public: a.public, images: keys });

/**
 * The public shared albums' admin side (issue #17 confetti). Each change runs in one transaction with
 * its audit entry and is conditional on the album's version the admin saw (stale → a 409 refusal, rolled back); any change of
 * an album or its photos bumps that version. The storefront reads albums from the database on every
 * picker load (`publicAlbums`), so a change shows at its next load.
 */
export class SharedAlbums {
  private readonly audit: AuditLog;

  constructor(private readonly db: Db) {
    this.audit = new AuditLog(db);
  }

  /** Every album in the picker's order (hidden ones too), photos in their order. */
  async list(db: Queryable = this.db): Promise<{ albums: AdminAlbumWire[] }> {
    const albums = await db.query<AlbumRow>('SELECT id, name, public, position, version FROM albums ORDER BY position, id');
    const images = await db.query<ImageRow>(
      'SELECT album_id, key, key_thumb, file_name, file_name_thumb, width, height FROM album_images ORDER BY position, key',
    );
    return {
      albums: albums.map((a) => ({ ...a, images: images.filter((i) => i.album_id === a.id).map(imageOf) })),
    };
  }

  async create(name: string, isPublic: boolean, actor: AdminActor) {
    const bad = this.check(name);
    if (bad) return bad;
    const done = await refusingTransaction(this.db, async (tx) => {
      // One create at a time: the id and the place come from what exists.
      await tx.query('LOCK TABLE albums IN SHARE ROW EXCLUSIVE MODE');
      const rows = await tx.query<{ id: string; name: string; position: number }>('SELECT id, name, position FROM albums');
      if (rows.some((r) => r.name.toLowerCase() === name.trim().toLowerCase())) return refusal(409, `An album is already named ${name.trim()}.`);
      const id = albumIdOf(name, new Set(rows.map((r) => r.id)));
      const position = Math.max(0, ...rows.map((r) => r.position)) + 1;
      await tx.query('INSERT INTO albums (id, name, position, public, version) VALUES ($1, $2, $3, $4, 1)', [id, name.trim(), position, isPublic]);
      await this.audit.record(tx, actor, {
        action: 'album.create',
        recordType: 'album',
        recordId: id,
        before: null,
        after: auditView({ name: name.trim(), public: isPublic }, []),
      });
      return null;
    });
    return isRefusal(done) ? done : this.list();
  }

  /** Renames the album or shows / hides it in the picker. */
  async save(id: string, version: number, name: string, isPublic: boolean, actor: AdminActor) {
    const bad = this.check(name);
    if (bad) return bad;
    const done = await this.change(id, version, actor, 'album.save', async (tx, album, keys) => {
      const clash = await tx.query('SELECT 1 FROM albums WHERE lower(name) = lower($1) AND id <> $2', [name.trim(), id]);
      if (clash.length > 0) return refusal(409, `An album is already named ${name.trim()}.`);
      await tx.query('UPDATE albums SET name = $2, public = $3 WHERE id = $1', [id, name.trim(), isPublic]);
      return { after: auditView({ name: name.trim(), public: isPublic }, keys) };
    });
    return isRefusal(done) ? done : this.list();
  }

  /** Deletes an album without photos (one with photos → 409: remove them first, so no file is orphaned). */
  async delete(id: string, version: number, actor: AdminActor) {
    const done = await this.change(id, version, actor, 'album.delete', async (tx, album, keys) => {
      if (keys.length > 0) return refusal(409, `${album.name} still holds ${keys.length} ${keys.length === 1 ? 'photo' : 'photos'}: remove them first.`);
      await tx.query('DELETE FROM albums WHERE id = $1', [id]);
      return { after: null, deleted: true };
    });
    return isRefusal(done) ? done : this.list();
  }

  /** Adds a stored photo at the album's end. */
  async addImage(id: string, version: number, image: NewSharedImage, original: string, actor: AdminActor) {
    const done = await this.change(id, version, actor, 'album.add-image', async (tx, album, keys) => {
      if (keys.length >= MAX_ALBUM_IMAGES) return refusal(409, `${album.name} holds ${MAX_ALBUM_IMAGES} photos, the most an album may hold.`);
      await tx.query(
        `INSERT INTO album_images (album_id, key, key_thumb, file_name, file_name_thumb, width, height, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, image.key, image.key_thumb, image.file_name, image.file_name_thumb, image.width, image.height, keys.length + 1],
      );
      return { after: { ...auditView(album, [...keys, image.key]), added: { key: image.key, keyThumb: image.key_thumb, original } } };
    });
    return isRefusal(done) ? done : this.list();
  }

  /** Removes a photo's row; answers its files, for the caller to delete once the change is committed. */
  async removeImage(id: string, version: number, key: string, actor: AdminActor): Promise<{ albums: AdminAlbumWire[]; files: string[] } | Refusal> {
    let files: string[] = [];
    const done = await this.change(id, version, actor, 'album.remove-image', async (tx, album, keys) => {
      const [row] = await tx.query<{ key_thumb: string }>('DELETE FROM album_images WHERE album_id = $1 AND key = $2 RETURNING key_thumb', [id, key]);
      if (!row) return refusal(404, `That photo is not in ${album.name}.`);
      files = [key, row.key_thumb];
      const rest = keys.filter((k) => k !== key);
      await this.renumber(tx, id, rest);
      return { after: auditView(album, rest) };
    });
    return isRefusal(done) ? done : { ...(await this.list()), files };
  }

  /** Puts a photo at a 1-based place in its album (move up/down is the place ± 1); the photos are renumbered 1..n. */
  async placeImage(id: string, version: number, key: string, position: number, actor: AdminActor) {
    const done = await this.change(id, version, actor, 'album.place-image', async (tx, album, keys) => {
      if (!keys.includes(key)) return refusal(404, `That photo is not in ${album.name}.`);
      if (position < 1 || position > keys.length) return refusal(400, `position: Must be between 1 and ${keys.length}`);
      const order = placeImage(keys, key, position);
      await this.renumber(tx, id, order);
      return { after: auditView(album, order) };
    });
    return isRefusal(done) ? done : this.list();
  }

  /** The album's version, or 404: checked before a photo's files are stored. */
  async versionOf(id: string): Promise<number | Refusal> {
    const [row] = await this.db.query<{ version: number }>('SELECT version FROM albums WHERE id = $1', [id]);
    if (!row) return refusal(404, `Album ${id} not found.`);
    return row.version;
  }

  private check(name: string): Refusal | null {
    const found = albumProblems({ name });
    if (found.length === 0) return null;
    return refusal(
      400,
      `${found[0]!.field}: ${found[0]!.message}`,
      found.map((p) => `${p.field}: ${p.message}`),
    );
  }

  private async renumber(tx: Queryable, id: string, keys: readonly string[]): Promise<void> {
    for (const [index, key] of keys.entries()) await tx.query('UPDATE album_images SET position = $3 WHERE album_id = $1 AND key = $2', [id, key, index + 1]);
  }

  /** Locks the album, checks the version, runs the change, bumps the version and writes the audit entry. */
  private async change(
    id: string,
    version: number,
    actor: AdminActor,
    action: string,
    work: (tx: Queryable, album: AlbumRow, keys: string[]) => Promise<{ after: unknown; deleted?: boolean } | Refusal>,
  ): Promise<Refusal | null> {
    return refusingTransaction(this.db, async (tx) => {
      const [album] = await tx.query<AlbumRow>('SELECT id, name, public, position, version FROM albums WHERE id = $1 FOR UPDATE', [id]);
      if (!album) return refusal(404, `Album ${id} not found.`);
      if (album.version !== version) return refusal(409, STALE_ALBUM);
      const keys = (await tx.query<{ key: string }>('SELECT key FROM album_images WHERE album_id = $1 ORDER BY position, key', [id])).map((r) => r.key);
      const done = await work(tx, album, keys);
      if (isRefusal(done)) return done;
      if (!done.deleted) await tx.query('UPDATE albums SET version = version + 1 WHERE id = $1', [id]);
      await this.audit.record(tx, actor, { action, recordType: 'album', recordId: id, before: auditView(album, keys), after: done.after });
      return null;
    });
  }
}
