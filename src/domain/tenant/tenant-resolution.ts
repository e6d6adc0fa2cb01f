import { isAdminPath } from '../routing/admin-paths';

/**
 * Which tenant a page is for (DESIGN §3): tpx-initial-data's tenant, then the `tenant` query value,
 * then the host-name (a known tenant id as the first label or as a `-id` suffix of it:
 * `wg.localhost`, `tiles-wg.example.com`), then the default.
 */
export const DEFAULT_TENANT = 'tilepix';

/**
 * The status a private tenant's API answers a browser without its pass (the tenant call included;
 * SPEC §2 Shell, issue 18): the tenant store reads it at start, the private-site gate's words stay
 * with the gate (site-gate.ts, loaded with it: issue 27's JS budget).
 */
export const SITE_PRIVATE_STATUS = 403;

/** Tenants that may be picked from the host name (`wg.localhost`); the server resolves with the same list. */
export const HOST_TENANTS = ['wg', 'cvs'] as const;

export interface TenantSources {
  readonly initialDataTenant?: string | undefined;
  readonly queryTenant?: string | null | undefined;
  readonly hostname: string;
  /** Tenants that may be chosen from the host name; any other host label is not a tenant. */
  readonly hostTenants: readonly string[];
  /**
   * The page's path. An admin page (`/admin…`) runs as the host's tenant whatever the query or the
   * initial data say (issue 32): the tenant it edits is in its path, and its session must not move.
   */
  readonly path?: string;
}

export function resolveTenantId(sources: TenantSources): string {
  const admin = sources.path !== undefined && isAdminPath(sources.path);
  const explicit = (admin ? [] : [sources.initialDataTenant, sources.queryTenant])
    .map((v) => v?.trim().toLowerCase())
    .find((v): v is string => v !== undefined && v !== '');
  if (explicit) return explicit;
  const firstLabel = sources.hostname.toLowerCase().split('.')[0] ?? '';
  const fromHost = sources.hostTenants.find((id) => firstLabel === id || firstLabel.endsWith(`-${id}`));
  return fromHost ?? DEFAULT_TENANT;
}
