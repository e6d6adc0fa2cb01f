import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real marketing-site page that embeds the store: served from 127.0.0.1 on its own port (another
 * origin, which the seeded tenants allow) so Chromium treats it as a local parent, as it would
 * treat a real embedding site. Returns the parent's origin and a close function.
 */
export async function startParentSite(storeUrl: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Marketing site</title>
      <iframe title="TilePix store" src="${storeUrl}" style="width:100%;height:700px;border:0"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
