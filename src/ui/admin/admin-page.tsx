import styles from './admin.module.css';

/** An admin page's frame: its heading and the admins-only notice until an admin signs in. */
export function AdminPage({ heading, purpose }: { heading: string; purpose: string }) {
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">{heading}</h1>
      <p>{purpose}</p>
      <p className={styles.gate} role="note">
        Admins only: sign in with an admin account to see this page’s data.
      </p>
    </section>
  );
}
