import { Dialog } from '../shell/modals/dialog';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import type { WallPreviewRequest } from './open-wall-preview';
import { WallPreview } from './wall-preview';
import styles from './wall-preview.module.css';

/** "See on wall" as a dialog: the design tool's and the cart's. Closes by its Close button, Escape or the backdrop. */
export default function WallDialog({ request, dismiss }: ModalBodyProps<WallPreviewRequest>) {
  return (
    <Dialog title="See on wall" size="wide" className={styles.dialog} onDismiss={dismiss} testId="wall-preview">
      <WallPreview design={request.design} />
    </Dialog>
  );
}
