import styles from './shell.module.css';

/** A calm spinner with a screen-reader label, for page chunks and the tenant load. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <div className={styles.spinner} />
      <span className="tpx-visually-hidden">{label}</span>
    </div>
  );
}
