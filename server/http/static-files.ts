import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { bootPage, etagOf, withBootData, type BootSources } from './boot-data';
import { firstScreen, loadFirstScreenClasses, withFirstScreen } from './first-screen';
import { compress, MIN_COMPRESS_BYTES, negotiate } from './compression';
import { withIdleStart } from './idle-start';

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

/** An answer of `body`, compressed when the client takes it (a precompressed file when there is one). */
function encoded(c: Context, body: Uint8Array, precompressed: { br?: Uint8Array | null; gzip?: Uint8Array | null } | null, vary = 'Accept-Encoding') {
  c.header('Vary', vary);
  const encoding = negotiate(c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(new Uint8Array(body));
  const ready = precompressed?.[encoding];
  if (ready) {
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(ready));
  }
  if (precompressed || body.length < MIN_COMPRESS_BYTES) return c.body(new Uint8Array(body));
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(compress(body, encoding)));
}

/**
 * Serves the built client: hashed assets cached for a year (their build-time .br/.gz beside them),
 * and index.html for every other GET so the SPA's history routing owns the path (history
 * fallback). The HTML carries the tenant's first data (`boot`, issue 19) and the route's first
 * screen drawn from it (first-screen.ts), is revalidated on every
 * visit (ETag) and compressed on the fly. API paths never reach here.
 */
export function mountClient(app: Hono, clientDir: string, boot?: BootSources): void {
  const root = path.resolve(clientDir);
  app.get('/assets/*', async (c) => {
    const relative = decodeURIComponent(new URL(c.req.url).pathname).replace(/^\/+/, '');
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return c.json({ message: 'Not found' }, 404);
    const body = await readIfFile(file);
    if (!body) return c.json({ message: `Not found: ${relative}` }, 404);
    c.header('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    const encoding = negotiate(c.req.header('Accept-Encoding'));
    const precompressed = encoding ? { [encoding]: await readIfFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) } : null;
    return encoded(c, body, precompressed);
  });
  app.get('*', async (c) => {
    const template = await readIfFile(path.join(root, 'index.html'));
    if (!template) return c.text('The client is not built: run `npm run build` (or `npm start`).', 503);
    const url = new URL(c.req.url);
    const page = boot ? await bootPage(boot, url, c.req.header('Host'), c.req.header('Cookie')) : null;
    const classes = page ? await loadFirstScreenClasses(root) : null;
    // The route's first screen drawn from the boot data (issue 19), then the boot data itself.
    // Not inside a frame: an embedded store draws no header (SPEC §2), so its first screen differs.
    const framed = ['iframe', 'frame'].includes(c.req.header('Sec-Fetch-Dest') ?? '');
    const screen = page && classes && !framed ? firstScreen(classes, page.first) : null;
    // Where the first screen is drawn, the app itself starts after idle (idle-start.ts).
    const drawn = withFirstScreen(template.toString('utf8'), screen);
    const html = withBootData(screen ? withIdleStart(drawn) : drawn, page?.boot ?? null);
    const etag = etagOf(html);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding, Sec-Fetch-Dest');
    if (c.req.header('If-None-Match')?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=utf-8');
    return encoded(c, new TextEncoder().encode(html), null, 'Accept-Encoding, Sec-Fetch-Dest');
  });
}
