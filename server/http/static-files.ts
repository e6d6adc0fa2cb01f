import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built client: hashed assets cached for a year, and index.html for every other GET so
 * the SPA's history routing owns the path (history fallback). API paths never reach here.
 */
export function mountClient(app: Hono, clientDir: string): void {
  const root = path.resolve(clientDir);
  app.get('/assets/*', async (c) => {
    const relative = decodeURIComponent(new URL(c.req.url).pathname).replace(/^\/+/, '');
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return c.json({ message: 'Not found' }, 404);
    const body = await readIfFile(file);
    if (!body) return c.json({ message: `Not found: ${relative}` }, 404);
    c.header('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(body));
  });
  app.get('*', async (c) => {
    const body = await readIfFile(path.join(root, 'index.html'));
    if (!body) return c.text('The client is not built: run `npm run build` (or `npm start`).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(body.toString('utf8'));
  });
}
