import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageDimensions } from '../files/image-dimensions';
import type { FileStore } from '../files/file-store-port';

/** Where a tile's photo is read from for printing: the store's own files (uploads, shared albums). */
export interface SourceImages {
  /** The photo's bytes, or null when it is not one of ours or is gone. */
  read(imagePath: string): Promise<Buffer | null>;
  /** Its pixel size (from the header), or null. Remembered: stored files never change. */
  dimensions(imagePath: string): Promise<{ width: number; height: number } | null>;
}

/**
 * Photos under DATA_DIR/files, named by the path the client kept: '/files/<key>' or
 * '<PUBLIC_URL>/files/<key>'. Another site's address is not fetched (the print would depend on a
 * page that may change); such a tile answers 422 and the admin is told why.
 */
export class LocalSourceImages implements SourceImages {
  private readonly root: string;
  private readonly sizes = new Map<string, { width: number; height: number } | null>();

  constructor(
    filesDir: string,
    private readonly publicOrigin: string,
  ) {
    this.root = path.resolve(filesDir);
  }

  /** The file a path names, or null when it is not ours or would leave the files folder. */
  fileOf(imagePath: string): string | null {
    let url: URL;
    try {
      url = new URL(imagePath, this.publicOrigin);
    } catch {
      return null;
    }
    if (url.origin !== new URL(this.publicOrigin).origin || !url.pathname.startsWith('/files/')) return null;
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice('/files/'.length));
    } catch {
      return null;
    }
    const file = path.resolve(this.root, key);
    return key.includes('\0') || !file.startsWith(this.root + path.sep) ? null : file;
  }

  async read(imagePath: string): Promise<Buffer | null> {
    const file = this.fileOf(imagePath);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }

  async dimensions(imagePath: string): Promise<{ width: number; height: number } | null> {
    if (this.sizes.has(imagePath)) return this.sizes.get(imagePath) ?? null;
    const bytes = await this.read(imagePath);
    const size = bytes ? imageDimensions(bytes) : null;
    if (this.sizes.size > 10_000) this.sizes.clear();
    if (bytes) this.sizes.set(imagePath, size);
    return size;
  }
}

/**
 * Photos in a FileStore (issue 29: order pictures with S3_BUCKET): the disk's or the bucket's. A tile
 * names its photo by the address the browser kept: '/files/<key>' (or PUBLIC_URL's), or, for a photo
 * posted straight to the bucket, the bucket's own or public URL + '/<key>'. Any other address is not
 * ours and is never fetched.
 */
export class StoredSourceImages implements SourceImages {
  private readonly sizes = new Map<string, { width: number; height: number } | null>();
  private readonly bases: string[];

  constructor(
    private readonly store: FileStore,
    private readonly publicOrigin: string,
    bucketUrls: readonly string[] = [],
  ) {
    this.bases = [`${new URL(publicOrigin).origin}/files/`, ...bucketUrls.map((u) => `${u.replace(/\/+$/, '')}/`)];
  }

  /** The store's key a path names, or null when it is not one of ours. */
  keyOf(imagePath: string): string | null {
    let url: URL;
    try {
      url = new URL(imagePath, this.publicOrigin);
    } catch {
      return null;
    }
    const href = `${url.origin}${url.pathname}`;
    const base = this.bases.find((b) => href.startsWith(b));
    if (!base) return null;
    let key: string;
    try {
      key = href.slice(base.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return null;
    }
    return key === '' || key.includes('\0') || key.split('/').some((s) => s === '' || s === '.' || s === '..') ? null : key;
  }

  async read(imagePath: string): Promise<Buffer | null> {
    const key = this.keyOf(imagePath);
    if (!key) return null;
    const bytes = await this.store.read(key).catch(() => null);
    return bytes ? Buffer.from(bytes) : null;
  }

  async dimensions(imagePath: string): Promise<{ width: number; height: number } | null> {
    if (this.sizes.has(imagePath)) return this.sizes.get(imagePath) ?? null;
    const key = this.keyOf(imagePath);
    if (!key) return null;
    // The bucket keeps the size in the object's metadata (HEAD); the disk's header is read.
    const head = await this.store.head(key).catch(() => null);
    if (!head) return null;
    let size = head.width && head.height ? { width: head.width, height: head.height } : null;
    if (!size) {
      const bytes = await this.read(imagePath);
      size = bytes ? imageDimensions(bytes) : null;
    }
    if (this.sizes.size > 10_000) this.sizes.clear();
    this.sizes.set(imagePath, size);
    return size;
  }
}
