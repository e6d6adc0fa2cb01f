import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A page with its heading and a short lead: the frame every page starts from. */
export function SimplePage({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
