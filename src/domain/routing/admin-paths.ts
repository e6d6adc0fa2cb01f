/**
 * The admin's own addresses (issue 32 item 6). The tenant an admin page edits is part of its path,
 * `/admin/t/{tenant}/{section}`, never the storefront's `?tenant=` query: that query picks the tenant
 * the page itself runs as (and whose local records hold the session), so an admin link carrying it
 * switched the admin into another store and dropped the admin's session. Pages that are not about
 * one tenant (orders of every tenant, the shared albums, the admin's own customers and assets) keep
 * their plain `/admin/{section}` address.
 */

/** The path segment before the tenant id. */
export const ADMIN_TENANT_SEGMENT = 't';

/**
 * The pages edited per tenant; their old addresses (`/admin/{section}?tenant=`) redirect. A new
 * per-tenant page adds its section here and its route as `tenantAdmin(page, section, title)`.
 */
export const TENANT_ADMIN_SECTIONS = ['tenants', 'groups', 'products', 'product-import', 'stores'] as const;

/** A tenant id as the admin's addresses accept it (the stores' own rule: lowercase, digits, hyphens). */
export const ADMIN_TENANT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The route-table pattern of a tenant's admin page: `/admin/t/:tenant/{section}`. */
export const tenantAdminPattern = (section: string): string => `/admin/${ADMIN_TENANT_SEGMENT}/:tenant/${section}`;

/** The address of `section` for `tenant`, with an optional query (without '?'). */
export function tenantAdminPath(tenant: string, section: string, query = ''): string {
  const path = `/admin/${ADMIN_TENANT_SEGMENT}/${encodeURIComponent(tenant)}/${section}`;
  return query ? `${path}?${query}` : path;
}

/** Whether `path` is an admin page (its session and screens never follow the storefront's tenant). */
export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/**
 * An old admin address (`/admin/products?tenant=wg&q=tile`, the README's `/admin/tenants?tenant=wg`)
 * → its new one (`/admin/t/wg/products?q=tile`); without `?tenant=` the admin's own tenant
 * (`ownTenant`: the one the page runs as). Null for any other path, or for a `tenant` value that is
 * not a tenant id (the page then runs on the admin's own tenant).
 */
export function oldAdminAddress(path: string, search: string, ownTenant: string): string | null {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  const section = TENANT_ADMIN_SECTIONS.find((s) => bare === `/admin/${s}`);
  if (!section) return null;
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const asked = query.get('tenant')?.trim().toLowerCase();
  query.delete('tenant');
  const tenant = asked && ADMIN_TENANT_ID.test(asked) ? asked : ownTenant;
  return tenantAdminPath(tenant, section, query.toString());
}
