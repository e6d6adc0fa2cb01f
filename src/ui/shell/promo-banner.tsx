import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ShellStore } from '../../application/shell/shell-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { useService } from '../hooks/use-service';
import { CloseIcon } from './icons';
import styles from './shell.module.css';
import { loadChunk } from '../../application/loading/chunk-loader';

/** Sanitises banner HTML; DOMPurify loads on demand so it stays out of the initial bundle. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await loadChunk(() => import('dompurify'));
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** The banner's words alone, from an inert parse (nothing runs, nothing loads): its space on the first paint. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * SPEC §2: a closable promo banner whose HTML body comes from the backend, sanitised before use.
 * Until the sanitised HTML is ready its plain text holds the banner's place, so nothing below it
 * moves when it arrives (issue 19).
 */
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
  if (!html || shell.promoBannerClosed) return null;
  return (
    <aside className={styles.banner} aria-label="Promotion">
      {safe ? <div className={styles.bannerBody} dangerouslySetInnerHTML={{ __html: safe }} /> : <div className={styles.bannerBody}>{plainText(html)}</div>}
      <button type="button" className={styles.bannerClose} aria-label="Close promotion" onClick={() => shell.closePromoBanner()}>
        <CloseIcon />
      </button>
    </aside>
  );
});
