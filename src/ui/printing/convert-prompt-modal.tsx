import { observer } from 'mobx-react-lite';
import type { ConvertPromptRequest } from '../../application/printing/convert-prompt-store';
import { CONVERT_PROMPT_TEXT } from '../../domain/account/convert-prompt';
import { Dialog } from '../shell/modals/dialog';
import dialogStyles from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';

/**
 * SPEC §2/§4: the pharmacy tenant's convert-frames-to-black prompt. Convert closes it with every
 * project Black; decline turns it into the app-resume message, closed with 'Got it'. Closing stores
 * the choice (ConvertPromptStore); Escape closes it undecided. The request names the store that asked
 * (the app's, or an admin's editing session's about the customer's project).
 */
const ConvertPromptModal = observer(function ConvertPromptModal({ request, dismiss }: ModalBodyProps<ConvertPromptRequest>) {
  const { prompt } = request;
  const declined = prompt.message;
  return (
    <Dialog role="alertdialog" title={CONVERT_PROMPT_TEXT.title} description={declined ?? CONVERT_PROMPT_TEXT.body} onDismiss={dismiss}>
      <div className={dialogStyles.actions}>
        {declined !== undefined ? (
          <button key="got-it" type="button" className={dialogStyles.primary} onClick={dismiss} data-autofocus>
            Got it
          </button>
        ) : (
          <>
            <button type="button" className={dialogStyles.secondary} onClick={() => prompt.choose('decline')}>
              {CONVERT_PROMPT_TEXT.decline}
            </button>
            <button
              type="button"
              className={dialogStyles.primary}
              onClick={() => {
                prompt.choose('convert');
                dismiss();
              }}
              data-autofocus
            >
              {CONVERT_PROMPT_TEXT.convert}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
});
export default ConvertPromptModal;
