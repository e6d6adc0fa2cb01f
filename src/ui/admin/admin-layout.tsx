import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { AdminTenantChoice } from '../../application/admin/admin-tenant-choice';
import { sessionAdminAccess } from '../../application/admin/admin-access';
import { SessionStore } from '../../application/account';
import { matchRoute, routes, type RouteMeta } from '../../application/routing/route-table';
import { TenantStore } from '../../application/shell/tenant-store';
import { ADMIN_TENANT_SEGMENT, tenantAdminPath } from '../../domain/routing/admin-paths';
import { sectionOfAdminPath } from '../../domain/routing/admin-path-reading';
import { useService } from '../hooks/use-service';
import { AdminGate } from './admin-gate';
import styles from './admin.module.css';

const isTenantRoute = (r: RouteMeta) => r.pattern.startsWith(`/admin/${ADMIN_TENANT_SEGMENT}/:tenant/`);
const sectionOf = (r: RouteMeta) => r.pattern.split('/').pop() ?? '';

/**
 * /admin/*: the admin's own frame (issue 32), not the shop's: a bar with the admin's name and the way
 * back to the store, a side navigation (pages about every tenant, then the chosen tenant's pages,
 * SPEC §2), and the gate before any page. No shop header, promo banner or footer.
 */
export const AdminLayout = observer(function AdminLayout({ path, children }: { path: string; children: ReactNode }) {
  const choice = useService(AdminTenantChoice);
  const session = useService(SessionStore);
  const brand = useService(TenantStore).tenant.brand;
  const [, navigate] = useLocation();
  const admin = sessionAdminAccess(session) === 'admin';
  useEffect(() => choice.follow(path), [choice, path]);
  useEffect(() => {
    if (admin) void choice.load();
  }, [choice, admin]);

  // Pages with a parameter besides the tenant (an order's detail) are reached from their list, not from the menu.
  const menu = routes.filter((r) => r.admin && !r.pattern.replace('/:tenant/', '/').includes(':'));
  const storeWide = menu.filter((r) => !isTenantRoute(r));
  const perTenant = menu.filter(isTenantRoute);
  const tenant = choice.chosen;
  const tenants = choice.tenants.some((t) => t.id === tenant) ? choice.tenants : [...choice.tenants, { id: tenant, name: tenant }];
  const link = (r: RouteMeta) => (isTenantRoute(r) ? tenantAdminPath(tenant, sectionOf(r)) : r.pattern);
  const current = (href: string) => (path === href ? 'page' : path.startsWith(`${href}/`) ? 'true' : undefined);

  return (
    <div className={styles.app}>
      <a href="#main" className="tpx-skip-link">
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link href="/admin/orders" className={styles.brand}>
          {brand} <span>Admin</span>
        </Link>
        <div className={styles.barEnd}>
          {session.customer && <span className={styles.who}>{session.customer.email}</span>}
          {session.customer && (
            <button type="button" className={styles.barButton} onClick={() => session.logout()}>
              Sign out
            </button>
          )}
          <Link href="/" className={styles.barButton}>
            View store
          </Link>
        </div>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Admin" className={styles.nav}>
          <ul>
            {storeWide.map((r) => (
              <li key={r.pattern}>
                <Link href={r.pattern} aria-current={current(r.pattern)}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.tenantNav}>
            <label htmlFor="admin-tenant">Tenant</label>
            <select id="admin-tenant" value={tenant} onChange={(e) => navigate(tenantAdminPath(e.target.value, sectionOfAdminPath(path) ?? 'products'))}>
              {tenants.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name === t.id ? t.id : `${t.name} (${t.id})`}
                </option>
              ))}
            </select>
            <ul aria-label={`Pages of ${tenant}`}>
              {perTenant.map((r) => (
                <li key={r.pattern}>
                  <Link href={link(r)} aria-current={current(link(r))}>
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <main id="main" className={styles.content} tabIndex={-1}>
          <AdminGate heading={matchRoute(path).route.title}>{children}</AdminGate>
        </main>
      </div>
    </div>
  );
});
