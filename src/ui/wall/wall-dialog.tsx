import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import type { WallPreviewRequest } from './open-wall-preview';
import { WallPreview } from './wall-preview';
import styles from './wall-preview.module.css';

/** "See on wall" as a dialog: the design tool's and the cart's. Closes by its Close button, Escape or the backdrop. */
export default function WallDialog({ request, dismiss }: ModalBodyProps<WallPreviewRequest>) {
  return (
    <Dialog title="See on wall" size="wide" className={styles.dialog} onDismiss={dismiss} testId="wall-preview">
      <WallPreview design={request.design} />
      {/* On a phone the heading's Close scrolls away under the controls: a way out where they end. */}
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={dismiss}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
