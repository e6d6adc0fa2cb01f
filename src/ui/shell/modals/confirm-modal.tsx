import type { ConfirmModalRequest } from '../../../application/shell/modal-store';
import { Dialog } from './dialog';
import styles from './dialog.module.css';
import type { ModalBodyProps } from './modal-body';

/** SPEC §8: the confirm modal — a title, a message, a danger confirm button and Cancel (focused: the safe choice). */
export default function ConfirmModal({ request, answer }: ModalBodyProps<ConfirmModalRequest, boolean>) {
  const cancel = () => answer(false);
  return (
    <Dialog role="alertdialog" title={request.title} description={request.message} onDismiss={request.dismissible === false ? undefined : cancel}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={cancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className={styles.danger} onClick={() => answer(true)}>
          {request.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
