import type { ErrorModalRequest } from '../../../application/shell/modal-store';
import { Dialog } from './dialog';
import styles from './dialog.module.css';
import type { ModalBodyProps } from './modal-body';

/** SPEC §8: the global error modal — a title, the message and a 'Got it' button. */
export default function ErrorModal({ request, dismiss }: ModalBodyProps<ErrorModalRequest>) {
  return (
    <Dialog title={request.title} description={request.message} onDismiss={request.dismissible === false ? undefined : dismiss}>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={dismiss} data-autofocus>
          Got it
        </button>
      </div>
    </Dialog>
  );
}
