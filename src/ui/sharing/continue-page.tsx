import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ContinueFlow } from '../../application/sharing/continue-flow';
import { CONTINUE_TEXT } from '../../domain/sharing';
import { useService } from '../hooks/use-service';
import { LoadError } from '../catalog';
import { Loading } from '../shell/loading';
import { SimplePage } from '../pages/simple-page';
import styles from './sharing.module.css';

/**
 * /continue?link=… (issue 35 item 3): the phone's end of "continue on my phone". The link is redeemed
 * once under this browser's cart and the project opens in the printing tool; a used, expired or
 * forged link says so and changes nothing.
 */
export default observer(function ContinuePage() {
  const flow = useService(ContinueFlow);
  const search = useSearch();
  useEffect(() => void flow.open(search), [flow, search]);
  const state = flow.openState;
  return (
    <SimplePage heading="Continue Your Project">
      {(state.kind === 'idle' || state.kind === 'opening' || state.kind === 'done') && <Loading label={CONTINUE_TEXT.opening} />}
      {state.kind === 'refused' && (
        <div>
          <p role="alert">{ContinueFlow.message(state.problem)}</p>
          <p>
            <a href="/" className={styles.linkButton}>
              Go to the store
            </a>
          </p>
        </div>
      )}
      {state.kind === 'failed' && <LoadError message="We couldn’t open your project. Please try again." onRetry={() => void flow.open(search)} />}
    </SimplePage>
  );
});
