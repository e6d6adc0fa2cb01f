import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db';

export interface StoredUpload {
  readonly key: string;
  readonly tenantId: string;
  readonly width: number;
  readonly height: number;
  readonly byteSize: number;
  readonly contentType: string;
}

/**
 * Uploaded photos: the bytes under DATA_DIR/files/<key> (served by the files route) and one row in
 * `uploaded_photos` with the dimensions. A store either completes both or leaves neither.
 */
export class UploadRepository {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly filesDir: string,
    private readonly configuredSecret?: string,
  ) {}

  /** UPLOAD_SIGNING_SECRET, else the database's random secret (created on first use). */
  signingSecret(): Promise<string> {
    if (this.configuredSecret) return Promise.resolve(this.configuredSecret);
    this.secret ??= (async () => {
      await this.db.query('INSERT INTO upload_signing_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
        randomBytes(32).toString('hex'),
      ]);
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
   * Writes the bytes next to their place, records the row, then moves them into place. Storing the
   * same key again replaces it (S3's semantics; a retried POST whose answer was lost stays one photo).
   */
  async store(upload: StoredUpload, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(upload.key);
    if (!file) throw new Error(`Refusing to store outside the files folder: ${upload.key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    try {
      await this.db.query(
        `INSERT INTO uploaded_photos (key, tenant_id, width, height, byte_size, content_type) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (key) DO UPDATE SET width = EXCLUDED.width, height = EXCLUDED.height, byte_size = EXCLUDED.byte_size,
           content_type = EXCLUDED.content_type, created_at = now()`,
        [upload.key, upload.tenantId, upload.width, upload.height, upload.byteSize, upload.contentType],
      );
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => {});
      throw error;
    }
  }

  async find(key: string): Promise<StoredUpload | null> {
    const [row] = await this.db.query<{ key: string; tenant_id: string; width: number; height: number; byte_size: number; content_type: string }>(
      'SELECT key, tenant_id, width, height, byte_size, content_type FROM uploaded_photos WHERE key = $1',
      [key],
    );
    return row
      ? { key: row.key, tenantId: row.tenant_id, width: row.width, height: row.height, byteSize: row.byte_size, contentType: row.content_type }
      : null;
  }
}
