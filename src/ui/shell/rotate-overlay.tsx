import { Dialog } from './modals/dialog';
import styles from './overlay.module.css';

/**
 * SPEC §2: nothing can be designed on a phone held in landscape: a modal alert, named by its message,
 * that the shopper answers by turning the phone (no Escape). Its own chunk, with the Dialog, so
 * neither is in the home route's JS.
 */
export default function RotateOverlay({ message }: { message: string }) {
  return (
    <Dialog role="alertdialog" label={message} size="bare" className={styles.overlay} testId="full-screen-overlay">
      <span className={styles.rotate} aria-hidden="true">
        ⟳
      </span>
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
