import { useEffect, useState } from 'react';
import { loadChunk } from '../../application/loading/chunk-loader';

/** Sanitises untrusted HTML (help articles); DOMPurify loads on demand, outside the initial bundle. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await loadChunk(() => import('dompurify'));
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'img'] });
}

/** Renders sanitised HTML; nothing until it is sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sanitize(html).then((clean) => current && setSafe(clean));
    return () => {
      current = false;
    };
  }, [html]);
  if (safe === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
