import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ChunkLoader } from '../../application/loading/chunk-loader';
import { CHUNK_LOAD_NOTICE } from '../../domain/loading/chunk-load';
import { useService } from '../hooks/use-service';
import shell from './shell.module.css';
import styles from './chunk-load-notice.module.css';

/**
 * The one message for a part of the store that could not be loaded (SPEC §8: ChunkLoadError,
 * CSS_CHUNK_LOAD_FAILED): a modal dialog (the browser's own: focus moves in and stays, the page
 * behind is inert) whose only way on is Reload. Escape does not close it: behind it, the part the
 * shopper asked for is missing. Self-contained in the entry, so it shows whatever chunk failed.
 */
export const ChunkLoadNotice = observer(function ChunkLoadNotice() {
  const failure = useService(ChunkLoader).failure;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (failure && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [failure]);
  if (!failure) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="tpx-chunk-load-title"
      aria-describedby="tpx-chunk-load-message"
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="tpx-chunk-load-title">{CHUNK_LOAD_NOTICE.title}</h2>
      <p id="tpx-chunk-load-message">{CHUNK_LOAD_NOTICE.message}</p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one action is where the keyboard lands */}
      <button type="button" className={shell.primaryButton} autoFocus onClick={() => window.location.reload()}>
        {CHUNK_LOAD_NOTICE.action}
      </button>
    </dialog>
  );
});
