import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { SiteGateStore } from '../../application/shell/site-gate-store';
import { SITE_GATE_TEXT } from '../../domain/tenant/site-gate';
import { FieldAlert, FormField } from '../account/form-field';
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
        <FormField
          id={id}
          label={SITE_GATE_TEXT.passwordLabel}
          error={gate.message}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-autofocus
        />
        <FieldAlert id={id} error={gate.message} />
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
