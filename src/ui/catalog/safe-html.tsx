import { useEffect, useState } from 'react';
import { loadChunk } from '../../application/loading/chunk-loader';
import { isPlainMarkup } from '../../domain/validation/plain-markup';

/** Sanitises untrusted HTML (help articles); DOMPurify loads on demand, outside the initial bundle. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await loadChunk(() => import('dompurify'));
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'img'] });
}

/**
 * Renders sanitised HTML; nothing until it is sanitised. Plain markup (isPlainMarkup) is safe as it
 * stands: drawn at once, by the server too, without loading DOMPurify (issue 27).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const plain = isPlainMarkup(html);
  const [sanitised, setSafe] = useState<string | null>(null);
  const safe = plain ? html : sanitised;
  useEffect(() => {
    if (plain) return undefined;
    let current = true;
    void sanitize(html).then((clean) => current && setSafe(clean));
    return () => {
      current = false;
    };
  }, [html, plain]);
  if (safe === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
