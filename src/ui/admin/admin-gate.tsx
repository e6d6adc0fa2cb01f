import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { sessionAdminAccess } from '../../application/admin/admin-access';
import { LoginPrompt, SessionStore } from '../../application/account';
import { useService } from '../hooks/use-service';
import kit from './admin-kit.module.css';
import styles from './admin.module.css';

/**
 * Admin pages render only for an admin: anyone else gets the page's heading and a clear refusal,
 * and the page (with its calls) is never mounted. The server refuses them anyway (401/403).
 */
export const AdminGate = observer(function AdminGate({ heading, children }: { heading: string; children: ReactNode }) {
  const session = useService(SessionStore);
  const prompt = useService(LoginPrompt);
  const access = sessionAdminAccess(session);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (access !== 'admin') headingRef.current?.focus();
  }, [access]);

  if (access === 'admin') return <>{children}</>;
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {access === 'anonymous' ? (
        <div className={styles.gate} role="note">
          <p>Admins only: sign in with an admin account to see this page.</p>
          <button type="button" className={kit.primary} onClick={() => void prompt.show()}>
            Sign in
          </button>
        </div>
      ) : (
        <div className={styles.gate}>
          <p role="alert">
            Admins only: {session.customer?.email ?? 'this account'} is not an admin account, so this page shows no data. Sign in with an admin account to use
            it.
          </p>
          <button type="button" className={kit.secondary} onClick={() => void prompt.show()}>
            Switch account
          </button>
        </div>
      )}
    </section>
  );
});
