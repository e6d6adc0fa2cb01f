import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const cspOf = async (app: Hono, url: string) => (await app.request(url)).headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe.each(testDbFactories)('the CSP allows Google Tag Manager only on a tenant with a container (#18) on $name', ({ open }) => {
  let db: Db;
  let app: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--tpx:boot-->');
    app = createApp({ db, config: { clientDir, hostedPageUrl: 'https://hosted.example.test/hang' }, frameAncestors: [], log: () => {} });
  });
  afterAll(async () => {
    await db.close();
  });

  it("opens exactly GTM's script, image and collection hosts on the demo tenant's pages", async () => {
    const csp = await cspOf(app, '/shop-all?tenant=demo');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
  });

  it('opens nothing for a tenant without a container, an unknown tenant, or the API', async () => {
    for (const url of ['/', '/?tenant=wg', '/?tenant=nosuch', '/?tenant=%3Cscript%3E', '/api/v1/tenants/demo/v2?tenantId=demo']) {
      const csp = await cspOf(app, url);
      expect(csp, url).not.toContain('googletagmanager');
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
    }
  });

  it('opens nothing for a container id that is not an id', async () => {
    await db.query(`UPDATE tenants SET gtm_container_id = $1 WHERE id = 'wg'`, ['GTM-X"; script-src *']);
    try {
      const csp = await cspOf(app, '/?tenant=wg');
      expect(csp).not.toContain('googletagmanager');
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    } finally {
      await db.query(`UPDATE tenants SET gtm_container_id = NULL WHERE id = 'wg'`);
    }
  });
});
