import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ProjectRecovery } from '../../application/printing/project-recovery';
import { RECOVERY_LINK_TEXT } from '../../domain/project';
import { useService } from '../hooks/use-service';
import { RecoveryStatus } from '../recovery/recovery-status';
import styles from './page.module.css';
import { SimplePage } from './simple-page';

/**
 * /recover?link=<signed token> (the recovery email's link, issue 26): redeemed once, signed in as the
 * customer it was mailed to; that cart comes back to this browser and opens in /cart. Any other link
 * changes nothing (ProjectRecovery's dialog says why).
 */
export default observer(function RecoverPage() {
  const recovery = useService(ProjectRecovery);
  const search = useSearch();
  useEffect(() => void recovery.recover(search), [recovery, search]);
  return (
    <SimplePage heading="Recover Your Projects" lead="Pick up the tiles you designed earlier, on this or another device.">
      {recovery.state.kind === 'signIn' ? (
        <div>
          <p>{RECOVERY_LINK_TEXT.signInFirst}</p>
          <p>
            <button type="button" className={styles.button} onClick={() => void recovery.signInAndRecover(search)}>
              Sign in to recover
            </button>
          </p>
        </div>
      ) : (
        <RecoveryStatus
          state={recovery.state}
          notFound="This recovery link has expired or is not valid. Nothing was found to bring back."
          onRetry={() => void recovery.recover(search)}
        />
      )}
    </SimplePage>
  );
});
