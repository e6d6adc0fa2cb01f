import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RecoveryState } from '../../application/printing';
import { recoveryLinkMessage } from '../../domain/project';
import { Loading } from '../shell/loading';
import styles from '../pages/page.module.css';

/** What a /resume or /recover visit shows while it loads, when nothing was found (or the link was refused), or when the store was out of reach. */
export const RecoveryStatus = observer(function RecoveryStatus({
  state,
  notFound,
  onRetry,
  children,
}: {
  state: RecoveryState;
  notFound: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  if (state.kind === 'idle' || state.kind === 'loading' || state.kind === 'signIn') return <Loading label="Loading your projects…" />;
  if (state.kind === 'done') return <Loading label="Opening your projects…" />;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <p>We couldn’t reach the store to load your projects. Please check your connection and try again.</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div>
      <p role="alert">{state.kind === 'refused' ? recoveryLinkMessage(state.problem) : notFound}</p>
      {children}
      <p>
        <Link href="/photo-picker" className={styles.secondaryButton}>
          Start a new project
        </Link>
      </p>
    </div>
  );
});
