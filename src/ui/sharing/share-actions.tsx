import { observer } from 'mobx-react-lite';
import { ProjectStore } from '../../application/printing';
import { ModalStore } from '../../application/shell/modal-store';
import { useService } from '../hooks/use-service';
import { useStructural } from '../hooks/use-structural';
import styles from './sharing.module.css';

/**
 * The printing tool's Share and "Continue on my phone" buttons (issue 35): each opens its dialog (its
 * code loads then). Both need a photo in the project: there is nothing to share or continue before.
 */
export const ShareActions = observer(function ShareActions() {
  const projects = useService(ProjectStore);
  const modals = useService(ModalStore);
  const hasPhoto = useStructural(() => projects.active.tiles.some((t) => t.imagePath), [projects]);
  return (
    <section className={styles.actionRow} aria-label="Share">
      <button type="button" className={styles.secondary} disabled={!hasPhoto} onClick={() => void modals.open({ kind: 'share' }, null)}>
        Share
      </button>
      <button type="button" className={styles.secondary} disabled={!hasPhoto} onClick={() => void modals.open({ kind: 'continue-phone' }, null)}>
        Continue on my phone
      </button>
    </section>
  );
});
