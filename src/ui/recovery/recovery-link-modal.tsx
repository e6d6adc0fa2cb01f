import type { RecoveryLinkChoice, RecoveryLinkModalRequest } from '../../application/printing';
import { RECOVERY_LINK_TEXT, recoveryLinkMessage } from '../../domain/project';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';

/**
 * A recovery link that brings nothing back (issue 26): why, and what now. 'Keep my projects' has the
 * focus and Escape does the same: the shopper's own projects stay as they are. The other choice finds
 * their own saved projects (signing in first when nobody is). Taking the link's cart is never offered.
 */
export default function RecoveryLinkModal({ request, answer, dismiss }: ModalBodyProps<RecoveryLinkModalRequest, RecoveryLinkChoice>) {
  return (
    <Dialog role="alertdialog" title={RECOVERY_LINK_TEXT.title} description={recoveryLinkMessage(request.problem)} onDismiss={dismiss}>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={() => answer('findMine')}>
          {request.signedIn ? RECOVERY_LINK_TEXT.savedButton : RECOVERY_LINK_TEXT.signInButton}
        </button>
        <button type="button" className={dialogStyles.primary} onClick={() => answer('keep')} data-autofocus>
          {RECOVERY_LINK_TEXT.keepButton}
        </button>
      </div>
    </Dialog>
  );
}
