import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** A query value for a data- attribute: at most 2,000 characters, HTML-escaped. */
const attribute = (value: string | undefined, fallback: string): string => escapeHtml((value ?? fallback).slice(0, 2000));

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #222; }
header { padding: 16px 24px; background: #223; color: #fff; }
header p { margin: 4px 0 0; opacity: 0.85; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 16px; padding: 16px; }
/* On a phone the controls come first: the store's frame grows with its content (appSize) and would move them. */
@media (max-width: 900px) { .layout { grid-template-columns: 1fr; } aside { order: -1; } ol { max-height: 30vh; } }
.store { background: #fff; }
aside { display: flex; flex-direction: column; gap: 12px; }
form, .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
label { display: flex; flex-direction: column; font-size: 14px; }
input { font: inherit; padding: 6px; min-width: 0; }
button { font: inherit; padding: 8px 12px; min-height: 44px; }
ol { font: 12px/1.4 ui-monospace, monospace; background: #fff; padding: 8px 8px 8px 32px; max-height: 50vh; overflow: auto; margin: 0; word-break: break-all; }
`;

/**
 * The development demo of the embed (never in production): a marketing page that embeds the store
 * with /embed.js and shows every message both ways. Open it on another origin than the store's
 * (`PUBLIC_URL`), e.g. http://127.0.0.1:8080/dev/embed-demo when the store is http://localhost:8080.
 * Query: `path`, `tenant`, `initial-data` (tpx-initial-data JSON); `test`, `p` and `utm_*` pass on.
 */
export function mountEmbedDemo(app: Hono, clientDir: string, storeOrigin: string): void {
  const store = new URL(storeOrigin).origin;
  app.get('/dev/embed-demo', (c) => {
    const q = (name: string) => c.req.query(name);
    const here = new URL(c.req.url).origin;
    const sameOrigin = here === store;
    // The page's own policy: its script and the store's; frames from the store only; nothing inline.
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'self' ${store}; style-src 'self'; frame-src ${store}; img-src 'self' blob: data:; connect-src 'self' ${store}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embed demo — a marketing page</title>
<link rel="stylesheet" href="/dev/embed-demo.css">
<header>
  <h1>A marketing page</h1>
  <p>This page is at ${escapeHtml(here)}; the store below comes from ${escapeHtml(store)}.${sameOrigin ? ' Open it on another origin (e.g. 127.0.0.1 instead of localhost) to see the embed across origins.' : ''}</p>
</header>
<div class="layout">
  <section class="store" aria-label="Embedded store">
    <div data-tilepix-store data-tenant="${attribute(q('tenant'), '')}" data-path="${attribute(q('path'), '/')}" data-initial-data="${attribute(q('initial-data'), '')}"></div>
  </section>
  <aside aria-label="Parent page controls">
    <form id="route-form"><label>Store path <input name="path" value="/faqs"></label><button>Change route</button></form>
    <div class="controls">
      <button type="button" id="open-profile">Open profile</button>
      <button type="button" id="start-upload">Start upload</button>
      <button type="button" id="get-image">Get image</button>
      <button type="button" id="builder-closed">Builder closed</button>
    </div>
    <form id="session-form">
      <label>Access token <input name="accessToken" autocomplete="off"></label>
      <label>Refresh token <input name="refreshToken" autocomplete="off"></label>
      <button>Hand over session</button>
    </form>
    <p>Cart count: <output id="cart-count">–</output> · Signed in: <output id="logged-in">–</output></p>
    <h2>Messages</h2>
    <ol id="log" role="log" aria-label="Messages"></ol>
  </aside>
</div>
<script src="/dev/embed-demo.js"></script>
<script src="${store}/embed.js" async></script>
</html>`);
  });
  app.get('/dev/embed-demo.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(STYLE);
  });
  app.get('/dev/embed-demo.js', async (c) => {
    const body = await readFile(path.join(path.resolve(clientDir), 'embed-demo.js')).catch(() => null);
    if (body === null) return c.json({ message: 'The client is not built: run `npm run build`.' }, 503);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(new Uint8Array(body));
  });
}
