import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type FileStore, type StoredObjectInfo } from './file-store-port';
import { imageDimensions } from './image-dimensions';

/** Files under one folder (DATA_DIR/files): the default store, for one server. */
export class DiskFileStore implements FileStore {
  readonly root: string;
  constructor(filesDir: string) {
    this.root = path.resolve(filesDir);
  }

  get description(): string {
    return `disk ${this.root}`;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** The file of a key; throws for a key that would leave the folder. */
  fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (key.includes('\0') || !file.startsWith(this.root + path.sep)) throw new Error(`Not a storage key: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const bytes = await this.read(key);
    if (!bytes) return null;
    const size = imageDimensions(bytes);
    return { size: bytes.byteLength, contentType: contentTypeOfKey(key) ?? 'application/octet-stream', ...(size ?? {}) };
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const file = this.fileOf(key);
      if (!(await stat(file)).isFile()) return null;
      return new Uint8Array(await readFile(file));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.fileOf(key)).catch(() => {});
  }
}
