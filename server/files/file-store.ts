import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { ServerConfig } from '../config';
import { imageDimensions } from './image-dimensions';
import { requestedFileKey } from './requested-file-key';

/** Stored files (seeded catalogue images, shared albums, later uploads) live under DATA_DIR/files. */
export const filesDirOf = (config: Pick<ServerConfig, 'dataDir'>): string => path.join(config.dataDir, 'files');

/** Served file types: images (SPEC §5's image extensions that browsers show) and SVG templates. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.apng': 'image/apng',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

/**
 * GET (and HEAD) /files/{key}: a stored file with its content type (an upload's: the type sniffed
 * from its bytes and recorded at upload, `recordedType`; any other file's: its extension's), a year's cache (keys never
 * change content) and, for raster images, `x-amz-meta-width` / `x-amz-meta-height` so that a HEAD
 * reads the dimensions without downloading (DESIGN §6, the same headers S3 would send).
 */
export function fileRoutes(filesDir: string, recordedType?: (key: string) => Promise<string | null>): Hono {
  const root = path.resolve(filesDir);
  const files = new Hono();
  files.get('/*', async (c) => {
    // The same key the private-site gate checked (requested-file-key.ts).
    const relative = requestedFileKey(new URL(c.req.url).pathname);
    if (relative === null) return c.json({ message: 'Not found' }, 404);
    const named = CONTENT_TYPES[path.extname(relative).toLowerCase()];
    // An upload's key always ends in .jpg: its type is the one sniffed and recorded when it was stored.
    const type = named && relative.startsWith('uploads/') && recordedType ? ((await recordedType(relative)) ?? named) : named;
    const file = path.resolve(root, relative);
    if (!type || !file.startsWith(root + path.sep)) return c.json({ message: 'Not found' }, 404);
    let body: Buffer;
    try {
      if (!(await stat(file)).isFile()) return c.json({ message: 'Not found' }, 404);
      body = await readFile(file);
    } catch {
      return c.json({ message: `Not found: ${relative}` }, 404);
    }
    // Every header from the bytes being sent (never a remembered answer: a file replaced on disk
    // must not keep another file's size); reading an image's header is cheap.
    const size = imageDimensions(body);
    c.header('Content-Type', type);
    c.header('Content-Length', String(body.length));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (size) {
      c.header('x-amz-meta-width', String(size.width));
      c.header('x-amz-meta-height', String(size.height));
    }
    // An SVG opened directly must not run anything (the CSP already forbids inline script).
    if (type === 'image/svg+xml') c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(body));
  });
  return files;
}
