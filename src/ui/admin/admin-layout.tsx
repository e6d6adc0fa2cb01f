import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { matchRoute, routes } from '../../application/routing/route-table';
import { AdminGate } from './admin-gate';
import styles from './admin.module.css';

/** /admin/*: a side navigation over the admin pages (SPEC §2), and the gate before any of them. */
export function AdminLayout({ path, children }: { path: string; children: ReactNode }) {
  // Pages with a parameter (an order's detail) are reached from their list, not from the menu.
  const adminRoutes = routes.filter((r) => r.admin && !r.pattern.includes(':'));
  return (
    <div className={styles.layout}>
      <nav aria-label="Admin" className={styles.nav}>
        <ul>
          {adminRoutes.map((r) => (
            <li key={r.pattern}>
              <Link href={r.pattern} aria-current={path === r.pattern ? 'page' : path.startsWith(`${r.pattern}/`) ? 'true' : undefined}>
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <AdminGate heading={matchRoute(path).route.title}>{children}</AdminGate>
      </div>
    </div>
  );
}
