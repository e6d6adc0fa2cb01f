import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { appSignInUrl } from '../../domain/routing/paths';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import styles from './page.module.css';

/** /signin hands over to the native app (SPEC §2), with a link in case the browser asks first. */
export default observer(function AppRedirectPage() {
  const search = useSearch();
  const appScheme = useService(TenantStore).tenant.appScheme;
  const url = appSignInUrl(search, appScheme);
  useEffect(() => {
    window.location.href = url;
  }, [url]);
  return (
    <div className={styles.page}>
      <h1>Opening the app…</h1>
      <p className={styles.lead}>If nothing happens, open the app with this button.</p>
      <p>
        <a href={url} className={styles.button}>
          Open the app
        </a>
      </p>
    </div>
  );
});
