import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { SiteGateStore } from '../../application/shell/site-gate-store';
import { SITE_GATE_TEXT } from '../../domain/tenant/site-gate';
import formStyles from '../account/login-modal.module.css';
import { Dialog } from './modals/dialog';
import dialogStyles from './modals/dialog.module.css';

/** The private site's password prompt (issue 18), loaded with its chunk when the shopper taps Authorize (private-site-gate.tsx). */
export const PasswordPrompt = observer(function PasswordPrompt({ gate }: { gate: SiteGateStore }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length > 0) void gate.submit(password);
  };
  return (
    <Dialog title={SITE_GATE_TEXT.promptTitle} onDismiss={() => gate.cancel()}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={id}>{SITE_GATE_TEXT.passwordLabel}</label>
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={gate.message !== undefined}
            aria-describedby={gate.message !== undefined ? `${id}-error` : undefined}
            data-autofocus
          />
        </div>
        {gate.message !== undefined && (
          <p id={`${id}-error`} role="alert" className={formStyles.error}>
            {gate.message}
          </p>
        )}
        <div className={dialogStyles.actions}>
          <button type="button" className={dialogStyles.secondary} onClick={() => gate.cancel()} disabled={gate.checking}>
            {SITE_GATE_TEXT.cancel}
          </button>
          <button type="submit" className={dialogStyles.primary} disabled={gate.checking || password.length === 0}>
            {SITE_GATE_TEXT.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
});
