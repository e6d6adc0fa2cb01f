import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { compress, negotiate } from '../http/compression';

/** The embed script may change with a release: pages revalidate it after 5 minutes (ETag), a CDN may serve it stale for a day meanwhile. */
const EMBED_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** A built file with an ETag, compressed when the client takes it. */
async function serveBuilt(c: Context, file: string, contentType: string) {
  const body = await readOrNull(file);
  if (body === null) return c.json({ message: 'The client is not built: run `npm run build`.' }, 503);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  c.header('Cache-Control', EMBED_CACHE);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding');
  // Any site may load it (it is the point); a page with COEP needs this to allow it.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Access-Control-Allow-Origin', '*');
  if (
    c.req
      .header('If-None-Match')
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag)
  )
    return c.body(null, 304);
  c.header('Content-Type', contentType);
  const encoding = negotiate(c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(new Uint8Array(body));
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(compress(body, encoding)));
}

/**
 * `/embed.js`: the parent-side script a marketing page adds to embed the store (src/embed-script/,
 * built by esbuild into the client output), and `/embed.d.ts`, its types.
 */
export function mountEmbedScript(app: Hono, clientDir: string): void {
  const root = path.resolve(clientDir);
  app.get('/embed.js', (c) => serveBuilt(c, path.join(root, 'embed.js'), 'text/javascript; charset=utf-8'));
  app.get('/embed.d.ts', (c) => serveBuilt(c, path.join(root, 'embed.d.ts'), 'text/plain; charset=utf-8'));
}
