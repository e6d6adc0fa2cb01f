import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ShellStore } from '../../application/shell/shell-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import { CloseIcon } from './icons';
import styles from './shell.module.css';

/** Sanitises banner HTML; DOMPurify loads on demand so it stays out of the initial bundle. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** SPEC §2: a closable promo banner whose HTML body comes from the backend, sanitised before use. */
export const PromoBanner = observer(function PromoBanner() {
  const html = useService(TenantStore).tenant.promoBannerHtml;
  const shell = useService(ShellStore);
  const [safe, setSafe] = useState('');
  useEffect(() => {
    let current = true;
    if (html && !shell.promoBannerClosed) void sanitize(html).then((clean) => current && setSafe(clean));
    return () => {
      current = false;
    };
  }, [html, shell.promoBannerClosed]);
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
