import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { WelcomePromoStore, type WelcomePromoRequest } from '../../application/account/welcome-promo-store';
import { FIELD_LABELS } from '../../domain/validation';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import dialog from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import { FieldAlert, FormField } from './form-field';
import styles from './login-modal.module.css';
import welcome from './welcome-promo-modal.module.css';
import { submitHandler } from '../lib/submit-handler';

/**
 * SPEC §4: the welcome promo modal's body (enterEmail, success, fail); the store holds the flow and
 * the texts' rules (the fail message is SPEC §8's, from the domain). Each step moves focus to its
 * first action, so a screen reader hears the new step.
 */
export default observer(function WelcomePromoModal({ dismiss }: ModalBodyProps<WelcomePromoRequest>) {
  const store = useService(WelcomePromoStore);
  const { step } = store.state;
  const percent = store.percentOff;
  const title = step === 'success' ? `${percent}% off is yours!` : `New here? Take ${percent}% off`;
  return (
    <Dialog title={title} onDismiss={dismiss} testId="welcome-promo-modal">
      {step === 'success' ? (
        <Success store={store} dismiss={dismiss} />
      ) : step === 'fail' ? (
        <Fail store={store} dismiss={dismiss} />
      ) : (
        <EmailForm store={store} />
      )}
    </Dialog>
  );
});

/** Focuses the element once the step it belongs to shows (the Dialog focuses only on open). */
function useFocusOnShow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

const EmailForm = observer(function EmailForm({ store }: { store: WelcomePromoStore }) {
  const id = useId();
  const { email, busy, error } = store.state;
  const onSubmit = submitHandler(() => store.submit());
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={welcome.lead}>Enter your email and get {store.percentOff}% off your first order.</p>
      <FormField
        id={id}
        label={FIELD_LABELS.email}
        error={error}
        name="email"
        type="email"
        value={email}
        autoComplete="email"
        onChange={(e) => store.edit(e.target.value)}
        data-autofocus
      />
      <FieldAlert id={id} error={error} />
      <div className={`${dialog.actions} ${welcome.actions}`}>
        <button type="submit" className={dialog.primary} disabled={busy}>
          {busy ? 'Checking…' : `Get ${store.percentOff}% off`}
        </button>
      </div>
    </form>
  );
});

const Success = observer(function Success({ store, dismiss }: { store: WelcomePromoStore; dismiss: () => void }) {
  const action = useFocusOnShow<HTMLButtonElement>();
  const { email, codeSent } = store.state;
  return (
    <>
      <p role="status" className={welcome.lead}>
        {codeSent === true
          ? `We emailed a 6-digit code to ${email}. Sign in with it and your ${store.percentOff}% off shows in your cart.`
          : `Sign in with ${email} and your ${store.percentOff}% off shows in your cart.`}
      </p>
      <div className={`${dialog.actions} ${welcome.actions}`}>
        <button type="button" className={dialog.secondary} onClick={dismiss}>
          Not now
        </button>
        <button ref={action} type="button" className={dialog.primary} onClick={() => store.signInForOffer()}>
          {codeSent === true ? 'Enter code' : 'Sign in'}
        </button>
      </div>
    </>
  );
});

const Fail = observer(function Fail({ store, dismiss }: { store: WelcomePromoStore; dismiss: () => void }) {
  const action = useFocusOnShow<HTMLButtonElement>();
  return (
    <>
      <p role="alert" className={welcome.fail}>
        {store.state.error}
      </p>
      <div className={`${dialog.actions} ${welcome.actions}`}>
        <button type="button" className={dialog.secondary} onClick={() => store.openOnRequest()}>
          Try another email
        </button>
        <button ref={action} type="button" className={dialog.primary} onClick={dismiss}>
          Got it!
        </button>
      </div>
    </>
  );
});
