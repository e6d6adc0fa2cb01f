import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ShellStore } from '../../application/shell/shell-store';
import { TenantStore } from '../../application/shell/tenant-store';
import { bannerText } from '../../domain/tenant/banner-text';
import { isPlainMarkup } from '../../domain/validation/plain-markup';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import { CloseIcon } from './icons';
import styles from './shell.module.css';
import { loadChunk } from '../../application/loading/chunk-loader';

/** Sanitises banner HTML that is not plain; DOMPurify loads on demand so it stays out of the initial bundle. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await loadChunk(() => import('dompurify'));
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/**
 * SPEC §2: a closable promo banner whose HTML body comes from the backend, sanitised before use.
 * Plain markup (isPlainMarkup: bare formatting tags and links) is safe as it stands: drawn at once,
 * by the server too, without loading DOMPurify (issue 27). Other HTML is sanitised in the browser;
 * until then its words (the domain's `bannerText`, as the server renders them) hold the banner's
 * place, so nothing below it moves when it arrives (issues 19, 27).
 */
export const PromoBanner = observer(function PromoBanner() {
  const html = useService(TenantStore).tenant.promoBannerHtml;
  const shell = useService(ShellStore);
  const plain = !!html && isPlainMarkup(html);
  const [sanitised, setSafe] = useState('');
  const safe = plain ? html : sanitised;
  // Closed is remembered in the browser: the server's render (and the hydration of it) shows the banner.
  const closed = useHydrated() && shell.promoBannerClosed;
  useEffect(() => {
    let current = true;
    if (html && !plain && !closed) void sanitize(html).then((clean) => current && setSafe(clean));
    return () => {
      current = false;
    };
  }, [html, plain, closed]);
  if (!html || closed) return null;
  return (
    <aside className={styles.banner} aria-label="Promotion">
      {safe ? <div className={styles.bannerBody} dangerouslySetInnerHTML={{ __html: safe }} /> : <div className={styles.bannerBody}>{bannerText(html)}</div>}
      <button type="button" className={styles.bannerClose} aria-label="Close promotion" onClick={() => shell.closePromoBanner()}>
        <CloseIcon />
      </button>
    </aside>
  );
});
