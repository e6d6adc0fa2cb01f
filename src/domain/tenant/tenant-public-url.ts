import { DEFAULT_TENANT, HOST_TENANTS } from './tenant-resolution';

/**
 * Where a tenant's page lives for the outside world (sitemap, robots.txt's Sitemap line), built from
 * the configured public origin, never from a request's Host header: the default tenant at
 * `PUBLIC_URL` itself, a host tenant (`wg`, `cvs`) at its id before that host (`wg.store.example`,
 * as `wg.localhost` locally), any other tenant at `PUBLIC_URL` with its `?tenant=` query.
 */
export function tenantPageUrl(publicUrl: string, tenantId: string, path: string): string {
  const base = new URL(publicUrl);
  if ((HOST_TENANTS as readonly string[]).includes(tenantId)) base.hostname = `${tenantId}.${base.hostname}`;
  const url = new URL(path, base);
  if (tenantId !== DEFAULT_TENANT && !(HOST_TENANTS as readonly string[]).includes(tenantId)) url.searchParams.set('tenant', tenantId);
  return url.href;
}
