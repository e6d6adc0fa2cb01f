import { useEffect } from 'react';
import { LOADING_ATTRIBUTE, placeholderGone } from './loading-placeholders';
import styles from './shell.module.css';

/** A calm spinner with a screen-reader label, for page chunks and the tenant load. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  // Gone means the page it stood for is drawn: the embed measures the page again (loading-placeholders.ts).
  useEffect(() => placeholderGone, []);
  return (
    <div className={styles.center} role="status" aria-live="polite" {...{ [LOADING_ATTRIBUTE]: '' }}>
      <div className={styles.spinner} />
      <span className="tpx-visually-hidden">{label}</span>
    </div>
  );
}
