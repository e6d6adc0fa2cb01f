import DOMPurify from 'dompurify';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { ShellStore } from '../../application/stores/shell-store';
import { TenantStore } from '../../application/stores/tenant-store';
import { useService } from '../hooks/use-service';
import { CloseIcon } from './icons';
import styles from './shell.module.css';

/** SPEC §2: a closable promo banner whose HTML body comes from the backend, sanitised before use. */
export const PromoBanner = observer(function PromoBanner() {
  const html = useService(TenantStore).tenant.promoBannerHtml;
  const shell = useService(ShellStore);
  const safe = useMemo(
    () => (html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }) : ''),
    [html],
  );
  if (!safe || shell.promoBannerClosed) return null;
  return (
    <aside className={styles.banner} aria-label="Promotion">
      <div className={styles.bannerBody} dangerouslySetInnerHTML={{ __html: safe }} />
      <button type="button" className={styles.bannerClose} aria-label="Close promotion" onClick={() => shell.closePromoBanner()}>
        <CloseIcon />
      </button>
    </aside>
  );
});
