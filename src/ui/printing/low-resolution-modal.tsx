import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LOW_RESOLUTION_MODAL } from '../../domain/imaging';
import type { LowResolutionFix, LowResolutionModalRequest } from '../../application/printing/tile-selection';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';

/** Issue 28: the modal's fixes, beside SPEC §2/§5's 'Got it!'. */
export const LOW_RESOLUTION_FIXES = { zoomOut: 'Zoom out to the largest crop that prints well', choosePhoto: 'Choose another photo' } as const;

/**
 * SPEC §2/§5: the 'Low Resolution' modal with the exact wording and a 'Got it!' button (opened by
 * ProjectStore.openLowResolution); issue 28 adds the fixes: zoom out to the largest crop that prints
 * well (when zooming out helps), or choose another photo.
 */
const LowResolutionModal = observer(function LowResolutionModal({
  request,
  answer,
  dismiss,
}: ModalBodyProps<LowResolutionModalRequest, LowResolutionFix | undefined>) {
  // Read through the request: the session that opened it may not be the app's own (an admin's editing session).
  const warning = request.warning();
  // The tile's warning went away (a new crop, zoom or photo): so does the modal.
  useEffect(() => {
    if (!warning) dismiss();
  }, [warning, dismiss]);
  if (!warning) return null;
  return (
    <Dialog title={LOW_RESOLUTION_MODAL.title} description={warning.message} onDismiss={dismiss}>
      <div className={dialogStyles.actions}>
        {request.canZoomOut() && (
          <button type="button" className={dialogStyles.secondary} onClick={() => answer('zoom-out')}>
            {LOW_RESOLUTION_FIXES.zoomOut}
          </button>
        )}
        <button type="button" className={dialogStyles.secondary} onClick={() => answer('choose-photo')}>
          {LOW_RESOLUTION_FIXES.choosePhoto}
        </button>
        <button type="button" className={dialogStyles.primary} onClick={dismiss} data-autofocus>
          {LOW_RESOLUTION_MODAL.button}
        </button>
      </div>
    </Dialog>
  );
});
export default LowResolutionModal;
