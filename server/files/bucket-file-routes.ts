import { Hono } from 'hono';
import { isSafeStorageKey } from '../../src/domain/imaging/upload-rules';
import { contentTypeOfKey } from './file-store-port';
import { requestedFileKey } from './requested-file-key';
import type { S3FileStore } from './s3-file-store';

/**
 * GET and HEAD /files/{key} when the files are in S3: the catalogue's stored addresses stay
 * `/files/…`. HEAD answers from the object's metadata (size, type, x-amz-meta-width/height) without
 * reading it; GET redirects to the object's public URL (S3_PUBLIC_URL, a CDN): the bytes never pass
 * through the server.
 */
export function bucketFileRoutes(store: S3FileStore): Hono {
  const files = new Hono();
  files.get('/*', async (c) => {
    // The same key the private-site gate checked (requested-file-key.ts).
    const key = requestedFileKey(new URL(c.req.url).pathname);
    if (key === null || !contentTypeOfKey(key) || !isSafeStorageKey(key)) return c.json({ message: 'Not found' }, 404);
    if (c.req.method !== 'HEAD') {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(store.publicUrlOf(key), 302);
    }
    const info = await store.head(key);
    if (!info) return c.json({ message: `Not found: ${key}` }, 404);
    c.header('Content-Type', info.contentType);
    c.header('Content-Length', String(info.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (info.width && info.height) {
      c.header('x-amz-meta-width', String(info.width));
      c.header('x-amz-meta-height', String(info.height));
    }
    return c.body(null, 200);
  });
  return files;
}
