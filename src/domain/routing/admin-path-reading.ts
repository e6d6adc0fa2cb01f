import { ADMIN_TENANT_ID, ADMIN_TENANT_SEGMENT } from './admin-paths';

/*
 * What an admin page reads from its own address, apart from admin-paths.ts, which the storefront's
 * routes and redirects read on every page (issue 27's JS budget: a module is placed whole in the
 * shared chunk; only the admin's pages read these).
 */

/** The tenant an admin path edits (`/admin/t/wg/products` → 'wg'), or null when it names none (or a bad one). */
export function tenantOfAdminPath(path: string): string | null {
  const [admin, segment, raw] = path.split('/').filter((s) => s !== '');
  if (admin !== 'admin' || segment !== ADMIN_TENANT_SEGMENT || raw === undefined) return null;
  let tenant: string;
  try {
    tenant = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return ADMIN_TENANT_ID.test(tenant) ? tenant : null;
}

/** The section of a tenant's admin path (`/admin/t/wg/products` → 'products'), else null. */
export function sectionOfAdminPath(path: string): string | null {
  const parts = path.split('/').filter((s) => s !== '');
  return parts[0] === 'admin' && parts[1] === ADMIN_TENANT_SEGMENT && parts.length >= 4 ? (parts[3] ?? null) : null;
}
