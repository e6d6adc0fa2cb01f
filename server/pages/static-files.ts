import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { RenderPage } from '../../src/contract/page-render';
import { isPrivatePath, redirectFor } from '../../src/domain/routing/paths';
import { bootData, etagOf, requestTenantId, withBootData, type BootSources } from './boot-data';
import { compress, MIN_COMPRESS_BYTES, negotiate } from '../http/compression';
import { loadPageRenderer } from './page-renderer';
import { withRenderedPage } from './page-html';

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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

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

export interface PageSources extends BootSources {
  /** PUBLIC_URL: canonical and shared addresses. */
  publicUrl: string;
  /** The page render; by default the build's (dist/server/render.js, page-renderer.ts). */
  render?: RenderPage;
  /** Where a failed render is told (the page then goes out unrendered: the browser renders it). */
  log?: (message: string) => void;
}

/**
 * Serves the built client: hashed assets cached for a year (their build-time .br/.gz beside them),
 * and index.html for every other GET (history fallback). The HTML carries the tenant's first data
 * (`boot`, issue 19) and, rendered from it by the client's own components (issue 27), the route's
 * page inside #root and its head; Page Not Found answers 404. It is revalidated on every visit
 * (ETag) and compressed on the fly. API paths never reach here.
 */
export function mountClient(app: Hono, clientDir: string, boot?: PageSources): void {
  const root = path.resolve(clientDir);
  app.get('/assets/*', async (c) => {
    const relative = decodeURIComponent(new URL(c.req.url).pathname).replace(/^\/+/, '');
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return c.json({ message: 'Not found' }, 404);
    const body = await readIfFile(file);
    if (!body) return c.json({ message: `Not found: ${relative}` }, 404);
    c.header('Content-Type', contentTypes[path.extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // The build writes each script's and stylesheet's source map beside it without a comment naming
    // it (every chunk's ~60-byte `sourceMappingURL` line was bytes each shopper downloads, issue 27):
    // the header tells the developer tools instead.
    if (/\.(js|css)$/.test(file) && (await isFile(`${file}.map`))) c.header('SourceMap', `${c.req.path}.map`);
    const encoding = negotiate(c.req.header('Accept-Encoding'));
    const precompressed = encoding ? { [encoding]: await readIfFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`) } : null;
    return encoded(c, body, precompressed);
  });
  app.get('*', async (c) => {
    const template = await readIfFile(path.join(root, 'index.html'));
    if (!template) return c.text('The client is not built: run `npm run build` (or `npm start`).', 503);
    const url = new URL(c.req.url);
    // SPEC §2's redirects inside the store (/gallery, /membership, /products/wood8x8, /admin, a
    // trailing double slash) are HTTP redirects on a direct load (issue 27: not a Page Not Found
    // that the app then leaves); in the app they are the router's.
    // An old admin link (`/admin/products?tenant=wg`) goes to the tenant's admin address (issue 32).
    const redirect = redirectFor(url.pathname, url.search, { hostedPageUrl: '', appScheme: '', ownTenant: requestTenantId(url, c.req.header('Host')) });
    if (redirect?.kind === 'internal') return c.redirect(redirect.to, 301);
    const host = c.req.header('Host');
    const data = boot ? await bootData(boot, url, host, c.req.header('Cookie')) : null;
    // Not inside a frame: an embedded store draws no header (SPEC §2) and routes in memory; there
    // the browser renders the page itself. Nor without boot data (an unknown or private tenant).
    const framed = ['iframe', 'frame'].includes(c.req.header('Sec-Fetch-Dest') ?? '');
    const render = boot && data && !framed ? (boot.render ?? (await loadPageRenderer(root))) : null;
    const request = { path: url.pathname, search: url.search, hostname: (host ?? url.host).replace(/:\d+$/, ''), publicUrl: boot?.publicUrl ?? '' };
    const page =
      render && data
        ? await render({ ...request, boot: data }).catch((error: unknown) => {
            boot?.log?.(`[render] ${url.pathname} was not rendered on the server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
            return null;
          })
        : null;
    const html = withBootData(page ? withRenderedPage(template.toString('utf8'), page) : template.toString('utf8'), data);
    const etag = etagOf(html);
    // A shopper's own page (issue 29) is stored by no cache; every other page is revalidated.
    c.header('Cache-Control', isPrivatePath(url.pathname) ? 'private, no-store' : 'no-cache');
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding, Sec-Fetch-Dest');
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    )
      return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=utf-8');
    if (page?.status === 404) c.status(404);
    return encoded(c, new TextEncoder().encode(html), null, 'Accept-Encoding, Sec-Fetch-Dest');
  });
}
