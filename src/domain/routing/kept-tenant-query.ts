import { isAdminPath } from './admin-paths';

/** The storefront's query name that picks a tenant (DESIGN §3). */
const TENANT_QUERY = 'tenant';

/**
 * The `?tenant=` a storefront page was opened with, which every app address it then goes to or links
 * keeps (`withKeptTenant`): the address is what picks the tenant (DESIGN §3), so without it a reload,
 * a copied link or a new tab of `/cart` opened the default store, with another cart. Null when the
 * page has none, or is an admin page (the tenant an admin page edits is in its path, never the query).
 */
export function keptTenantQuery(path: string, search: string): string | null {
  if (isAdminPath(path)) return null;
  const value = new URLSearchParams(search).get(TENANT_QUERY)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * `href` with `tenant=<kept>` added when it is an app address (`/…`) of the storefront that names no
 * tenant of its own; anything else as it is (another site, an admin page, a `?tenant=` already there).
 */
export function withKeptTenant(href: string, kept: string | null): string {
  if (kept === null || !href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const [beforeHash, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)];
  const queryAt = beforeHash.indexOf('?');
  const [path, query] = queryAt === -1 ? [beforeHash, ''] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  if (isAdminPath(path) || new URLSearchParams(query).has(TENANT_QUERY)) return href;
  const param = `${TENANT_QUERY}=${encodeURIComponent(kept)}`;
  return `${path}?${query === '' ? param : `${query}&${param}`}${hash}`;
}
