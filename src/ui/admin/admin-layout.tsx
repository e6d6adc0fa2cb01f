import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { routes } from '../../application/routing/route-table';
import styles from './admin.module.css';

/** /admin/*: a side navigation over the admin pages (SPEC §2). */
export function AdminLayout({ path, children }: { path: string; children: ReactNode }) {
  const adminRoutes = routes.filter((r) => r.admin);
  return (
    <div className={styles.layout}>
      <nav aria-label="Admin" className={styles.nav}>
        <ul>
          {adminRoutes.map((r) => (
            <li key={r.pattern}>
              <Link href={r.pattern} aria-current={path === r.pattern ? 'page' : undefined}>
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
