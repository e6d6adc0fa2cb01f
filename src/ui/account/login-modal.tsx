import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { LoginModalStore } from '../../application/account/login-modal-store';
import type { LoginModalRequest, LoginOutcome } from '../../application/account/login-prompt';
import type { LoginField } from '../../domain/account';
import { FIELD_LABELS } from '../../domain/validation';
import { useService } from '../hooks/use-service';
import { Dialog } from '../shell/modals/dialog';
import dialog from '../shell/modals/dialog.module.css';
import type { ModalBodyProps } from '../shell/modals/modal-body';
import { FormField } from './form-field';
import styles from './login-modal.module.css';
import { submitHandler } from '../lib/submit-handler';

const TITLES = { login: 'Sign in', verify: 'Check your email', signup: 'Create an account' } as const;

/** SPEC §4: the login modal's body, every step; the store holds the flow, this only shows it. */
export default observer(function LoginModal({ request, answer, dismiss }: ModalBodyProps<LoginModalRequest, LoginOutcome>) {
  const store = useService(LoginModalStore);
  useEffect(() => {
    store.open(request.initialStep, request.email);
    return () => store.close();
  }, [store, request]);

  const { step } = store.state;
  const signedInView = step === 'done' || step === 'loggedIn';
  return (
    <Dialog title={signedInView ? store.greeting : TITLES[step]} onDismiss={dismiss} testId="login-modal">
      {signedInView ? <SignedIn store={store} done={() => answer('signedIn')} /> : <LoginForm store={store} />}
    </Dialog>
  );
});

const SignedIn = observer(function SignedIn({ store, done }: { store: LoginModalStore; done: () => void }) {
  return (
    <>
      <p className={styles.email}>{store.email}</p>
      <div className={dialog.actions}>
        {store.isAdmin && (
          <Link href="/admin" className={dialog.secondary} onClick={done}>
            Admin
          </Link>
        )}
        {store.state.step === 'loggedIn' ? (
          <button type="button" className={dialog.secondary} onClick={() => store.logout()}>
            Logout
          </button>
        ) : null}
        <button type="button" className={dialog.primary} onClick={done} data-autofocus>
          Continue
        </button>
      </div>
    </>
  );
});

const LoginForm = observer(function LoginForm({ store }: { store: LoginModalStore }) {
  const { step, busy, error, notice } = store.state;
  const form = useRef<HTMLFormElement>(null);
  const previous = useRef(step);
  // Back from the code step ('Use a different email'): the button is gone, so the keyboard goes to the address to fix.
  useEffect(() => {
    if (previous.current === 'verify' && step === 'login') {
      const email = form.current?.querySelector<HTMLInputElement>('input[name="email"]');
      email?.focus();
      email?.select();
    }
    previous.current = step;
  }, [step]);
  const onSubmit = submitHandler(() => store.submit());
  // A submit error that repeats a field's message is shown once, under the field.
  const fieldMessages = (['email', 'name', 'code'] as const).map((f) => store.fieldError(f));
  const formError = error !== undefined && !fieldMessages.includes(error) ? error : undefined;
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {step === 'verify' && <p className={styles.email}>We sent a 6-digit code to {store.state.email}.</p>}
      {step === 'signup' && <Field store={store} field="name" autoComplete="name" />}
      {step !== 'verify' && <Field store={store} field="email" type="email" autoComplete="email" />}
      {step === 'verify' && <Field store={store} field="code" autoComplete="one-time-code" inputMode="numeric" />}
      {formError !== undefined && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      {notice !== undefined && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <div className={dialog.actions}>
        <button type="submit" className={dialog.primary} disabled={busy}>
          {step === 'login' ? 'Send code' : step === 'verify' ? 'Verify' : 'Sign up'}
        </button>
      </div>
      <Switch>
        {step === 'login' && (
          <>
            New here?{' '}
            <button type="button" className={styles.link} onClick={() => store.goToSignup()}>
              Create an account
            </button>
          </>
        )}
        {step === 'signup' && (
          <>
            Already have an account?{' '}
            <button type="button" className={styles.link} onClick={() => store.goToLogin()}>
              Sign in
            </button>
          </>
        )}
        {step === 'verify' && (
          <>
            <button type="button" className={styles.link} onClick={() => store.resendCode()} disabled={busy}>
              Resend code
            </button>
            <span aria-hidden="true"> · </span>
            <button type="button" className={styles.link} onClick={() => store.useDifferentEmail()} disabled={busy}>
              Use a different email
            </button>
          </>
        )}
      </Switch>
    </form>
  );
});

function Switch({ children }: { children: ReactNode }) {
  return <p className={styles.switch}>{children}</p>;
}

interface FieldProps {
  readonly store: LoginModalStore;
  readonly field: LoginField;
  readonly type?: 'text' | 'email';
  readonly autoComplete: string;
  readonly inputMode?: 'numeric';
}

const LABELS: Record<LoginField, string> = { email: FIELD_LABELS.email, name: FIELD_LABELS.name, code: FIELD_LABELS.code };

const Field = observer(function Field({ store, field, type = 'text', autoComplete, inputMode }: FieldProps) {
  const id = useId();
  const message = store.fieldError(field);
  return (
    <FormField
      id={id}
      label={LABELS[field]}
      error={message}
      name={field}
      type={type}
      value={store.state[field]}
      autoComplete={autoComplete}
      inputMode={inputMode}
      onChange={(e) => store.edit(field, e.target.value)}
      onBlur={() => store.leave(field)}
      data-autofocus={field === 'code' || field === 'name' || (field === 'email' && store.state.step === 'login') ? true : undefined}
    >
      {message !== undefined && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </FormField>
  );
});
