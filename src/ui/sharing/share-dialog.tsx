import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { ShareDialog as ShareDialogStore } from '../../application/sharing/share-dialog';
import { SHARE_TEXT } from '../../domain/sharing';
import { useFocusRescue } from '../hooks/use-focus-rescue';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import styles from './sharing.module.css';

/** The absolute address of a path on this store (what a link shares). */
const absolute = (path: string): string => `${window.location.origin}${path}`;

/**
 * The printing tool's Share dialog (issue 35 item 2): "Create link" shares the active project's design
 * as it is now; the link can be copied; the shopper's links are listed, each with "Turn off".
 * Escape, Close and the backdrop close it.
 */
export default observer(function ShareDialogBody({ dismiss }: ModalBodyProps<{ kind: 'share' }, null>) {
  const store = useService(ShareDialogStore);
  const fieldId = useId();
  useEffect(() => {
    store.reset();
    void store.refresh();
  }, [store]);
  const made = store.made;
  // Create link gives way to Copy link, Turn off goes with its row: focus stays in the dialog, on its main button.
  const main = useRef<HTMLButtonElement>(null);
  useFocusRescue(main, [made, store.links.length, store.busy]);
  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(absolute(path));
      store.say(SHARE_TEXT.copied);
    } catch {
      // No clipboard (permission, an old browser): the field is selected, for the shopper's own copy.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <Dialog
      title="Share this design"
      description="Anyone with the link can see this design and make their own copy. They never see your other projects or your account."
      onDismiss={dismiss}
    >
      {made ? (
        <div className={styles.linkRow}>
          <label htmlFor={fieldId} className="tpx-visually-hidden">
            Link to this design
          </label>
          <input id={fieldId} type="url" readOnly value={absolute(made.path)} onFocus={(e) => e.currentTarget.select()} />
          <button ref={main} type="button" className={styles.primary} onClick={() => void copy(made.path)} data-autofocus>
            Copy link
          </button>
        </div>
      ) : (
        <button ref={main} type="button" className={styles.primary} onClick={() => void store.share()} disabled={store.busy} data-autofocus>
          {store.busy ? 'Creating link…' : 'Create link'}
        </button>
      )}
      <p role="status" className={styles.muted}>
        {store.note ?? ''}
      </p>
      {made && (
        <figure className={styles.preview}>
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- the picture is itself the subject: the link preview's image */}
          <img
            src={made.previewImageUrl}
            width={1200}
            height={630}
            alt={`The picture a link preview shows: your ${made.tiles} ${made.tiles === 1 ? 'tile' : 'tiles'} in their frames`}
          />
          <figcaption className={styles.muted}>How the link looks when you share it.</figcaption>
        </figure>
      )}
      {store.problem && (
        <p role="alert" className={styles.error}>
          {store.problem}
        </p>
      )}
      {store.links.length > 0 && (
        <section className={styles.section} aria-labelledby={`${fieldId}-links`}>
          <h3 id={`${fieldId}-links`}>Your shared links</h3>
          <ul className={styles.links}>
            {store.links.map((link) => (
              <li key={link.id}>
                <a href={link.path} target="_blank" rel="noopener">
                  {link.tiles} {link.tiles === 1 ? 'tile' : 'tiles'}, shared {new Date(link.createdAt).toLocaleDateString()}
                </a>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void store.revoke(link.id)}
                  aria-label={`Turn off the link to ${link.tiles} ${link.tiles === 1 ? 'tile' : 'tiles'} shared ${new Date(link.createdAt).toLocaleString()}`}
                >
                  Turn off
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Dialog>
  );
});
