import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db/db';

export interface StoredUpload {
  readonly key: string;
  readonly tenantId: string;
  readonly width: number;
  readonly height: number;
  readonly byteSize: number;
  readonly contentType: string;
}

/** An issued slot: its one key, who asked for it (the quota's owner) and until when it may be used. */
export interface IssuedSlot {
  readonly key: string;
  readonly tenantId: string;
  readonly owner: string;
  readonly expiresAt: Date;
}

/** How much one owner (a client address) may upload in a rolling window. */
export interface UploadQuota {
  readonly photos: number;
  readonly bytes: number;
  readonly windowMs: number;
}

/** What a store did: stored; the same bytes were already there (a retry whose answer was lost); another object holds the key; over the quota. */
export type StoreOutcome = 'stored' | 'same' | 'exists' | 'over-quota';

/** Serialises one owner's quota checks (PostgreSQL and PGlite both have advisory locks). */
const lockOwner = (tx: Queryable, owner: string) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload-owner:${owner}`]);

/**
 * Uploaded photos: the bytes under DATA_DIR/files/<key> (served by the files route) and one row in
 * `uploaded_photos` with the dimensions. A store either completes both or leaves neither.
 */
export class UploadRepository {
  private secret: Promise<string> | undefined;

  constructor(
    readonly db: Db,
    private readonly filesDir: string,
    private readonly configuredSecret?: string,
  ) {}

  /** UPLOAD_SIGNING_SECRET, else the database's random secret (created on first use). */
  signingSecret(): Promise<string> {
    if (this.configuredSecret) return Promise.resolve(this.configuredSecret);
    this.secret ??= (async () => {
      await this.db.query('INSERT INTO upload_signing_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('hex')]);
      const [row] = await this.db.query<{ secret: string }>('SELECT secret FROM upload_signing_secret WHERE id = 1');
      return row!.secret;
    })();
    this.secret.catch(() => (this.secret = undefined));
    return this.secret;
  }

  /** Where a key's bytes live; null when the key would leave the files folder. */
  fileOf(key: string): string | null {
    const root = path.resolve(this.filesDir);
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : null;
  }

  /**
   * Records new slots unless they would take `owner` past the quota's photos in its window; false
   * when they would (nothing is recorded then).
   */
  async issueSlots(slots: readonly IssuedSlot[], owner: string, quota: UploadQuota, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      const [row] = await tx.query<{ n: string }>('SELECT count(*) AS n FROM upload_slots WHERE owner = $1 AND issued_at > $2', [
        owner,
        new Date(now.getTime() - quota.windowMs),
      ]);
      if (Number(row!.n) + slots.length > quota.photos) return false;
      for (const slot of slots) {
        await tx.query('INSERT INTO upload_slots (key, tenant_id, owner, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
          slot.key,
          slot.tenantId,
          owner,
          now,
          slot.expiresAt,
        ]);
      }
      return true;
    });
  }

  /** The slot issued for exactly this key, or null when none was. */
  async slot(key: string): Promise<IssuedSlot | null> {
    const [row] = await this.db.query<{ key: string; tenant_id: string; owner: string; expires_at: Date }>(
      'SELECT key, tenant_id, owner, expires_at FROM upload_slots WHERE key = $1',
      [key],
    );
    return row ? { key: row.key, tenantId: row.tenant_id, owner: row.owner, expiresAt: new Date(row.expires_at) } : null;
  }

  /**
   * Stores the object of a slot once: writes the bytes next to their place, records the row, then
   * moves them into place, all or nothing. A key that already holds an object is never overwritten
   * (`exists`), unless the bytes are the very same (`same`: a retried POST whose answer was lost).
   * Refused (`over-quota`) when the slot owner's stored bytes in the window would pass the quota.
   */
  async store(upload: StoredUpload, bytes: Uint8Array, slot: IssuedSlot, quota: UploadQuota, now: Date): Promise<StoreOutcome> {
    const file = this.fileOf(upload.key);
    if (!file) throw new Error(`Refusing to store outside the files folder: ${upload.key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes, { flag: 'wx' });
    try {
      const outcome = await this.db.transaction(async (tx): Promise<StoreOutcome> => {
        await lockOwner(tx, slot.owner);
        const [used] = await tx.query<{ bytes: string | null }>(
          `SELECT sum(p.byte_size) AS bytes FROM uploaded_photos p JOIN upload_slots s ON s.key = p.key WHERE s.owner = $1 AND s.issued_at > $2`,
          [slot.owner, new Date(now.getTime() - quota.windowMs)],
        );
        const inserted = await tx.query(
          `INSERT INTO uploaded_photos (key, tenant_id, width, height, byte_size, content_type) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [upload.key, upload.tenantId, upload.width, upload.height, upload.byteSize, upload.contentType],
        );
        if (inserted.length === 0) {
          const existing = await readFile(file).catch(() => null);
          return existing !== null && Buffer.compare(existing, bytes) === 0 ? 'same' : 'exists';
        }
        if (Number(used?.bytes ?? 0) + bytes.byteLength > quota.bytes) throw new OverQuota();
        // Inside the transaction: a failed move rolls the row back, so no row ever lacks its file.
        await rename(temp, file);
        return 'stored';
      });
      if (outcome !== 'stored') await unlink(temp).catch(() => {});
      return outcome;
    } catch (error) {
      await unlink(temp).catch(() => {});
      if (error instanceof OverQuota) return 'over-quota';
      throw error;
    }
  }

  async find(key: string): Promise<StoredUpload | null> {
    const [row] = await this.db.query<{ key: string; tenant_id: string; width: number; height: number; byte_size: number; content_type: string }>(
      'SELECT key, tenant_id, width, height, byte_size, content_type FROM uploaded_photos WHERE key = $1',
      [key],
    );
    return row ? { key: row.key, tenantId: row.tenant_id, width: row.width, height: row.height, byteSize: row.byte_size, contentType: row.content_type } : null;
  }
}

/** Thrown inside the store transaction so that the row just inserted is rolled back. */
class OverQuota extends Error {}
