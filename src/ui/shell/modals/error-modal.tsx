import { useEffect, useState } from 'react';
import type { ErrorModalRequest } from '../../../application/shell/modal-store';
import { loadChunk } from '../../../application/loading/chunk-loader';
import { bannerText } from '../../../domain/tenant/banner-text';
import { Dialog } from './dialog';
import { MESSAGE_HTML_POLICY } from './message-html-policy';
import styles from './dialog.module.css';
import type { ModalBodyProps } from './modal-body';

/** Sanitises the message with DOMPurify (loaded with the modal, never in the first bundle) under the modal's policy. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await loadChunk(() => import('dompurify'));
  return DOMPurify.sanitize(html, MESSAGE_HTML_POLICY);
}

/**
 * The message's HTML, always through DOMPurify (SPEC §2, §8: it may come from outside our code, and
 * no rule of ours decides it is safe). Until the sanitiser answers, its words alone hold the place, so
 * the dialog is described from its first frame and nothing moves when the markup arrives.
 */
function MessageHtml({ html }: { html: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sanitize(html).then((clean) => current && setSafe(clean));
    return () => {
      current = false;
    };
  }, [html]);
  return safe === null ? (
    <>{bannerText(html)}</>
  ) : (
    <span className={styles.messageHtml} data-testid="error-message-html" dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

/** SPEC §8: the global error modal — a title, the HTML message (sanitised) and a 'Got it' button. */
export default function ErrorModal({ request, dismiss }: ModalBodyProps<ErrorModalRequest>) {
  return (
    <Dialog title={request.title} description={<MessageHtml html={request.message} />} onDismiss={request.dismissible === false ? undefined : dismiss}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={dismiss} data-autofocus>
          Got it
        </button>
      </div>
    </Dialog>
  );
}
