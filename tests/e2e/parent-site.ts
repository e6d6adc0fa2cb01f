import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const listen = (server: Server, host?: string) =>
  new Promise<number>((resolve) => server.listen(0, ...(host ? [host] : []), () => resolve((server.address() as AddressInfo).port)));
// Kept-alive browser connections would hold close() open until they time out.
const closing = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * A real marketing-site page that embeds the store: served from 127.0.0.1 on its own port (another
 * origin, which the seeded tenants allow) so Chromium treats it as a local parent, as it would
 * treat a real embedding site. Returns the parent's origin and a close function.
 *
 * `intruder`: the page also holds a second, sibling frame from a third origin (intruder.localhost,
 * which no tenant allows) whose 'Post to the store' button posts `message` to the store's frame,
 * then says 'Intruder posted'.
 */
export async function startParentSite(
  storeUrl: string,
  options: { intruder?: { message: unknown } } = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  let intruderOrigin = '';
  const closers: Array<() => Promise<void>> = [];
  if (options.intruder) {
    const message = JSON.stringify(options.intruder.message);
    const intruder = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      // The store's frame is the parent page's first frame; a sibling may post to it, never be believed.
      res.end(`<!doctype html><title>Intruder</title><button id="post">Post to the store</button><p id="state"></p><script>
        document.getElementById('post').addEventListener('click', function () {
          window.parent.frames[0].postMessage(${message}, '*');
          document.getElementById('state').textContent = 'Intruder posted';
        });
      </script>`);
    });
    // Dual stack: Chromium may resolve intruder.localhost to ::1 or 127.0.0.1.
    intruderOrigin = `http://intruder.localhost:${await listen(intruder)}`;
    closers.push(closing(intruder));
  }
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Marketing site</title>
      <iframe title="TilePix store" src="${storeUrl}" style="width:100%;height:700px;border:0"></iframe>
      ${intruderOrigin ? `<iframe title="Intruder" src="${intruderOrigin}/" style="width:100%;height:60px;border:0"></iframe>` : ''}`);
  });
  const port = await listen(server, '127.0.0.1');
  closers.push(closing(server));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => void (await Promise.all(closers.map((close) => close()))),
  };
}

/**
 * A long marketing page that mounts the store with the store's own `/embed.js` (as a real site does):
 * a tall story above the store's element and a short footer below, so the page scrolls well past the
 * frame's top and gets much shorter if the frame leaves the flow. Served from 127.0.0.1 on its own port. `path`: the store page to open.
 */
export async function startMarketingSite(storeOrigin: string, path: string): Promise<{ origin: string; close(): Promise<void> }> {
  const filler = (label: string, height: number) =>
    `<section style="height:${height}px;padding:16px;box-sizing:border-box;background:linear-gradient(#f3efe8,#dfe9f1)"><h2>${label}</h2><p>Marketing copy.</p></section>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Marketing site</title><body style="margin:0">
      ${filler('Our story', 1600)}
      <div data-tilepix-store data-path="${path}"></div>
      ${filler('More to read', 200)}
      <script src="${storeOrigin}/embed.js" async></script></body></html>`);
  });
  const port = await listen(server, '127.0.0.1');
  return { origin: `http://127.0.0.1:${port}`, close: closing(server) };
}
