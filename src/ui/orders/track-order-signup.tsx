import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { LoginPrompt, SessionStore } from '../../application/account';
import { useService } from '../hooks/use-service';
import styles from './orders.module.css';

/**
 * On the confirmation, for a guest (issue 29 item 7): "create an account to track this order". The
 * sign-up sends a code to the order's email; proving it attaches the order (the server attaches only
 * orders placed with the email the code proved). Signed in, it links to the order and the account.
 */
export const TrackOrderSignup = observer(function TrackOrderSignup({ number, email }: { number: string; email: string }) {
  const session = useService(SessionStore);
  const login = useService(LoginPrompt);
  if (session.signedIn) {
    return (
      <p>
        Track this order any time on{' '}
        <Link href={`/orders/${number}`} className={styles.link}>
          its order page
        </Link>{' '}
        or in{' '}
        <Link href="/account" className={styles.link}>
          your account
        </Link>
        .
      </p>
    );
  }
  return (
    <section className={styles.notice} aria-labelledby="tpx-track-heading">
      <h2 id="tpx-track-heading" style={{ margin: 0, fontSize: 'var(--tpx-font-size-lg)' }}>
        Create an account to track this order
      </h2>
      <p>We’ll email a code to {email}. Once you enter it, this order is in your account.</p>
      <button type="button" className={styles.button} onClick={() => void login.show('signup', email)}>
        Create an account
      </button>
      <p className={styles.muted}>
        Or look it up any time on{' '}
        <Link href={`/orders/${number}`} className={styles.link}>
          the order page
        </Link>{' '}
        with your order number and email.
      </p>
    </section>
  );
});
