import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { ServerConfig } from '../config';
import { TenantRepository } from '../tenants/tenant-repository';
import { clientEventRoutes } from './api/client-events';
import { tenantRoutes } from './api/tenants';
import { HttpError } from './decode';
import { securityHeaders } from './security-headers';
import { mountClient } from './static-files';

export interface AppDeps {
  db: Db;
  config: Pick<ServerConfig, 'clientDir' | 'hostedPageUrl'>;
  /** The CSP's frame-ancestors, read from the tenants at start. */
  frameAncestors: readonly string[];
  log?: (line: string) => void;
}

/** The whole HTTP surface: /healthz, /api/v1/*, the external redirects and the SPA. */
export function createApp({ db, config, frameAncestors, log = console.error }: AppDeps): Hono {
  const app = new Hono();
  const tenants = new TenantRepository(db, config.hostedPageUrl);

  app.use('*', securityHeaders(() => frameAncestors));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ message: error.message, ...(error.details ? { details: error.details } : {}) }, error.status);
    }
    log(`[http] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  app.get('/healthz', async (c) => {
    await db.query('SELECT 1');
    return c.json({ status: 'ok', db: db.kind });
  });

  const v1 = new Hono();
  v1.route('/', tenantRoutes(tenants));
  v1.route('/', clientEventRoutes(db));
  app.route('/api/v1', v1);
  app.all('/api/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  // SPEC §2: /walgreens and /hang go to an external hosted page. A direct load is redirected here;
  // in-app navigation is redirected by the client with the same URL (from the tenant data).
  for (const path of ['/walgreens', '/hang']) app.get(path, (c) => c.redirect(config.hostedPageUrl, 302));

  mountClient(app, config.clientDir);
  return app;
}
