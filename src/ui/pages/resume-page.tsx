import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProjectRecovery } from '../../application/printing/project-recovery';
import { useService } from '../hooks/use-service';
import { RecoveryStatus } from '../recovery/recovery-status';
import styles from './page.module.css';
import { SimplePage } from './simple-page';

/** /resume: the newest project in progress opens in the framing tool; the others wait in the cart (SPEC §4). */
export default observer(function ResumePage() {
  const recovery = useService(ProjectRecovery);
  useEffect(() => void recovery.resume(), [recovery]);
  return (
    <SimplePage heading="Resume Your Project" lead="Continue where you left off.">
      <RecoveryStatus state={recovery.state} notFound="We couldn’t find a project to resume on this device." onRetry={() => void recovery.resume()}>
        {!recovery.signedIn && (
          <p>
            Saved it while signed in?{' '}
            <button type="button" className={styles.button} onClick={() => void recovery.signInAndResume()}>
              Sign in to resume
            </button>
          </p>
        )}
      </RecoveryStatus>
    </SimplePage>
  );
});
