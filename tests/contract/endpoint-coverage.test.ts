import { sizedPictureAddress } from '../../src/domain/imaging/sized-picture';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import type { Db } from '../../server/db/db';
import { createApp } from '../../server/app/create-app';

/**
 * Endpoints of SPEC §7 whose server route or client caller a later issue adds. This list can only
 * shrink: an entry that has both fails the last test below until it is removed from here.
 */
const pending: Partial<Record<EndpointName, string>> = {};

/** Endpoints our client never calls: a shop does (its webhook, issue 34 item 4). They need the server route only. */
const calledByShops: ReadonlySet<EndpointName> = new Set<EndpointName>(['shopOrdersCreateWebhook']);

/**
 * Endpoints the browser loads as pictures (`<img src>`, SVG `<image href>`): their address is built
 * by the domain, not sent through the transport; the test below holds that address to the table's path.
 */
const loadedAsPictures: ReadonlySet<EndpointName> = new Set<EndpointName>(['sizedPicture']);

/** The server's routes, as the app registers them (no request made; the db is never touched). */
function serverRoutes(): ReadonlySet<string> {
  const db = { kind: 'pglite', query: async () => [] } as unknown as Db;
  const app = createApp({
    db,
    config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/' },
    frameAncestors: [],
    filesDir: tmpdir(),
    log: () => {},
  });
  return new Set(app.routes.map((r) => `${r.method} ${r.path}`));
}

/** The names of the endpoints client code calls (`endpoints.<name>` anywhere under src/ but the contract). */
function clientCallers(): ReadonlySet<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (path !== join('src', 'contract')) walk(path);
      } else if (/\.tsx?$/.test(entry)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bendpoints\.([A-Za-z]+)\b/g)) names.add(match[1]!);
      }
    }
  };
  walk('src');
  return names;
}

const routes = serverRoutes();
const callers = clientCallers();
const all = Object.entries(endpoints) as Array<[EndpointName, (typeof endpoints)[EndpointName]]>;
const hasRoute = (e: (typeof endpoints)[EndpointName]) => routes.has(`${e.method} /api/${e.path}`);

describe('the endpoint table', () => {
  it.each(all.filter(([name]) => pending[name] === undefined))('%s has a server route and a client caller', (name, e) => {
    expect(hasRoute(e), `server route ${e.method} /api/${e.path}`).toBe(true);
    expect(callers.has(name) || calledByShops.has(name) || loadedAsPictures.has(name), `a client caller of endpoints.${name}`).toBe(true);
  });

  it.each(Object.entries(pending))('%s is still pending (%s): remove it from the list once its route and caller exist', (name) => {
    const e = endpoints[name as EndpointName];
    expect(e, `${name} is in the table`).toBeDefined();
    expect(hasRoute(e) && callers.has(name)).toBe(false);
  });

  it('holds every call of SPEC §7 with its method and path', () => {
    const table = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    for (const call of [
      'GET v1/tenants/:tenantId/v2',
      'GET v1/products/config',
      'GET v1/shopify/customer_get',
      'POST v1/account/login',
      'POST v1/account/login_verify',
      'POST v1/account/create',
      'POST v1/account/welcome_promo_eligible',
      'POST v1/account/refresh',
      'GET v1/promo/get',
      'POST v1/projects/get',
      'POST v1/projects/save',
      'POST v1/projects/delete',
      'POST v1/photos/prepare',
      'POST v1/photos/face_detection',
      'GET v1/products/:tenantId/get_artist_groups',
      'GET v1/products/:tenantId/get_customizable_products',
      'GET v1/products/get_product',
      'GET v1/products/:tenantId/artist/:artistName',
      'GET v1/zendesk/promoted_articles',
      'GET v1/shopify/layouts_get',
      'GET v1/albums/public',
      'GET v1/mapkit/token',
    ])
      expect(table.has(call), call).toBe(true);
  });

  it("builds the pictures' addresses on the table's path (sizedPicture)", () => {
    expect(sizedPictureAddress('/files/uploads/tilepix/a.jpg', 800).startsWith(`/api/${endpoints.sizedPicture.path}?`)).toBe(true);
  });
});
