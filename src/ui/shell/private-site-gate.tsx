import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { SiteGateStore } from '../../application/shell/site-gate-store';
import { SITE_GATE_TEXT } from '../../domain/tenant/site-gate';
import { useService } from '../hooks/use-service';
import { loadChunk } from '../../application/loading/chunk-loader';
import { orNothing } from '../routing/lazy-part';
import styles from './shell.module.css';

// The password prompt and its Dialog load when the shopper taps Authorize (issue 27's JS budget:
// the Dialog is otherwise only in the modal host's chunk, and no page needs it on its first paint).
const PasswordPrompt = lazy(() => orNothing(loadChunk(() => import('./site-gate-prompt').then((m) => ({ default: m.PasswordPrompt })))));

/**
 * SPEC §2 Shell: 'This site is not public' with an Authorize button (issue 18). Shown instead of the
 * whole store while the tenant is private to this browser; the shell (and its modal host) is not
 * mounted yet, so the prompt is its own Dialog.
 */
export const PrivateSiteGate = observer(function PrivateSiteGate() {
  const gate = useService(SiteGateStore);
  return (
    <main className={styles.center}>
      <div>
        <h1>{SITE_GATE_TEXT.notice}</h1>
        <p>{SITE_GATE_TEXT.explanation}</p>
        <button type="button" className={styles.primaryButton} onClick={() => gate.ask()}>
          {SITE_GATE_TEXT.authorize}
        </button>
      </div>
      {gate.asking && (
        <Suspense fallback={null}>
          <PasswordPrompt gate={gate} />
        </Suspense>
      )}
    </main>
  );
});
