import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPKCS8, generateKeyPair } from 'jose';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const cspOf = async (app: Hono, url: string) => (await app.request(url)).headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

/* Issue 30: MapKit JS's hosts join the CSP only on the pages of tenants whose finder shows the map. */
describe.each(testDbFactories)('the CSP opens MapKit JS only where the map is shown on $name', ({ open }) => {
  let db: Db;
  let withMap: Hono;
  let withoutMap: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--tpx:boot-->');
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const mapkit = { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: await exportPKCS8(privateKey) };
    const base = {
      db,
      config: { clientDir, hostedPageUrl: 'https://hosted.example.test/hang', publicUrl: 'https://store.example' },
      frameAncestors: [],
      log: () => {},
    };
    withMap = createApp({ ...base, pickup: { mapkit } });
    withoutMap = createApp(base);
  });
  afterAll(async () => {
    await db.close();
  });

  it("names MapKit's script, style, image and connection hosts on a pick-up tenant's pages when MAPKIT_* is set", async () => {
    for (const url of ['/stores?tenant=wg', '/?tenant=cvs', '/cart?tenant=wg']) {
      const csp = await cspOf(withMap, url);
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.apple-mapkit.com");
      expect(directive(csp, 'style-src')).toBe("style-src 'self' https://cdn.apple-mapkit.com");
      expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.apple-mapkit.com https://*.ls.apple.com");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://*.apple-mapkit.com https://*.ls.apple.com");
    }
  });

  it("names none of them for a tenant without stores, without MAPKIT_*, on the admin's pages or on an API answer", async () => {
    const plain = (csp: string) => {
      // (The demo tenant's script-src names Google Tag Manager: its own container, issue #18.)
      expect(csp).not.toContain('apple');
      expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    };
    plain(await cspOf(withMap, '/stores'));
    plain(await cspOf(withMap, '/stores?tenant=demo'));
    plain(await cspOf(withoutMap, '/stores?tenant=wg'));
    plain(await cspOf(withMap, '/api/v1/stores?tenantId=wg&q=60601'));
  });

  it("drops the hosts once the tenant's last store is retired (read with each page)", async () => {
    await db.query("UPDATE pickup_stores SET active = false WHERE tenant_id = 'cvs'");
    expect(await cspOf(withMap, '/stores?tenant=cvs')).not.toContain('apple');
    await db.query("UPDATE pickup_stores SET active = true WHERE tenant_id = 'cvs'");
    expect(await cspOf(withMap, '/stores?tenant=cvs')).toContain('https://cdn.apple-mapkit.com');
  });
});
