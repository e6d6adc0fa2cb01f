import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { ModalStore } from '../../../application/shell/modal-store';
import { useService } from '../../hooks/use-service';
import { loadChunk } from '../../../application/loading/chunk-loader';
import { orNothing } from '../../routing/lazy-part';

// The host, its table of bodies and the Dialog load with the first modal: no page opens one on its
// first paint, so none of it belongs in the entry.
const ModalHost = lazy(() => orNothing(loadChunk(() => import('./modal-host').then((m) => ({ default: m.ModalHost })))));

/** Where the one open modal shows (ModalStore); renders nothing while none is open. */
export const ModalOutlet = observer(function ModalOutlet() {
  return useService(ModalStore).isOpen ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
});
