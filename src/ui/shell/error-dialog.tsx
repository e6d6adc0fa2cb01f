import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ShellStore } from '../../application/shell/shell-store';
import { useService } from '../hooks/use-service';
import styles from './shell.module.css';

/** SPEC §8: the global error modal — a title, a message and a 'Got it' button. */
export const ErrorDialog = observer(function ErrorDialog() {
  const shell = useService(ShellStore);
  const ref = useRef<HTMLDialogElement>(null);
  const dialog = shell.errorDialog;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (dialog && !el.open) el.showModal();
    if (!dialog && el.open) el.close();
  }, [dialog]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="tpx-error-title" onClose={() => shell.dismissError()}>
      {dialog && (
        <>
          <h2 id="tpx-error-title">{dialog.title}</h2>
          <p>{dialog.message}</p>
          <button type="button" className={styles.primaryButton} onClick={() => shell.dismissError()} autoFocus>
            Got it
          </button>
        </>
      )}
    </dialog>
  );
});
