import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LoginPrompt } from '../../application/account/login-prompt';
import { SessionStore } from '../../application/account/session-store';
import { OrderPageStore } from '../../application/orders/order-page-store';
import { readOrderNumber } from '../../domain/orders';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import { OrderDetails } from '../orders/order-details';
import styles from '../orders/orders.module.css';
import type { PageProps } from '../routing/page-props';
import { Loading } from '../shell/loading';

/**
 * /orders/{number} (issue 29 item 4). The server renders the heading and the email form (it knows no
 * session); once live, a signed-in owner's order loads at once, anyone else unlocks it with the email.
 */
export default observer(function OrderPage({ params }: PageProps) {
  const store = useService(OrderPageStore);
  const session = useService(SessionStore);
  const hydrated = useHydrated();
  const typed = params.number ?? '';
  const number = readOrderNumber(typed) ?? typed.toUpperCase();
  const signedIn = hydrated && session.signedIn;
  useEffect(() => {
    if (hydrated) void store.open(number);
  }, [hydrated, store, number, signedIn]);
  const state = hydrated && store.number === number ? store.state : { kind: 'idle' as const };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === 'ready') heading.current?.focus();
  }, [state.kind]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading} ref={heading} tabIndex={-1}>
        Order {number.slice(0, 60)}
      </h1>
      {state.kind === 'loading' && <Loading label="Loading your order…" />}
      {(state.kind === 'idle' || state.kind === 'locked') && (
        <Unlock
          error={state.kind === 'locked' ? state.error : null}
          busy={state.kind === 'locked' && state.busy}
          signedIn={signedIn}
          onUnlock={(email) => void store.unlock(email)}
        />
      )}
      {state.kind === 'ready' && (
        <OrderDetails order={state.order} reorder={{ busy: store.reordering, outcome: store.reorderOutcome, run: () => void store.reorder() }} />
      )}
    </div>
  );
});

/** The guest's way in: the order's email (the number is in the address); or sign in to see every order. */
function Unlock({ error, busy, signedIn, onUnlock }: { error: string | null; busy: boolean; signedIn: boolean; onUnlock: (email: string) => void }) {
  const login = useService(LoginPrompt);
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUnlock(email);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.stack}>
      <h2 id={`${id}-heading`} className="tpx-visually-hidden">
        Find your order
      </h2>
      <p className={styles.lead}>Enter the email address you used for this order to see its status.</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          Email address
          <input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            required
          />
        </label>
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Looking…' : 'View order'}
        </button>
      </form>
      {!signedIn && (
        <p className={styles.muted}>
          Have an account?{' '}
          <button type="button" className={styles.secondary} onClick={() => void login.signIn('user')}>
            Sign in
          </button>{' '}
          to see all your orders.
        </p>
      )}
    </section>
  );
}
