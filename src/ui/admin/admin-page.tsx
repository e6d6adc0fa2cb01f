import type { ReactNode } from 'react';
import styles from './admin-kit.module.css';

/**
 * An admin page's frame: the section its heading names, the heading (with the page's buttons beside
 * it when it has some), an introduction, then the page.
 */
export function AdminPage({ title, actions, intro, children }: { title: string; actions?: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const heading = <h1 id="admin-heading">{title}</h1>;
  return (
    <section aria-labelledby="admin-heading" className={styles.page}>
      {actions ? (
        <div className={styles.titleRow}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
