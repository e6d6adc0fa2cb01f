import type { ReactNode } from 'react';
import styles from '../catalog/catalog.module.css';

/** A catalogue listing's frame (the artists, the questions): its heading and lead in the catalogue's look, then the list. */
export function ListingPage({ heading, lead, children }: { heading: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  );
}
