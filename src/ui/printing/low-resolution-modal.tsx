import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LOW_RESOLUTION_MODAL } from '../../domain/imaging';
import { ProjectStore } from '../../application/printing/project-store';
import type { LowResolutionModalRequest } from '../../application/printing/tile-selection';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';

/** SPEC §2/§5: the 'Low Resolution' modal with the exact wording and a 'Got it!' button (opened by ProjectStore.openLowResolution). */
const LowResolutionModal = observer(function LowResolutionModal({ request, dismiss }: ModalBodyProps<LowResolutionModalRequest>) {
  const warning = useService(ProjectStore).lowResolutionTiles.get(request.tileId);
  // The tile's warning went away (a new crop, zoom or photo): so does the modal.
  useEffect(() => {
    if (!warning) dismiss();
  }, [warning, dismiss]);
  if (!warning) return null;
  return (
    <Dialog title={LOW_RESOLUTION_MODAL.title} description={warning.message} onDismiss={dismiss}>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.primary} onClick={dismiss} data-autofocus>
          {LOW_RESOLUTION_MODAL.button}
        </button>
      </div>
    </Dialog>
  );
});
export default LowResolutionModal;
