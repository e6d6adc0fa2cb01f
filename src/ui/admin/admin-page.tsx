import styles from './admin.module.css';

/** An admin page still to be built (tenants, assets: the next admin session). */
export function AdminPage({ heading, purpose }: { heading: string; purpose: string }) {
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">{heading}</h1>
      <p>{purpose}</p>
      <p className={styles.gate} role="note">
        Coming with the next admin release.
      </p>
    </section>
  );
}
