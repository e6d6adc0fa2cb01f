import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { ModalStore } from '../../../application/shell/modal-store';
import { useService } from '../../hooks/use-service';
import { modalBodies } from './modal-bodies';
import { ModalUnavailable } from './modal-unavailable';

/** Shows the ModalStore's open modal (one at a time), its body loaded on first use. */
export const ModalHost = observer(function ModalHost() {
  const modals = useService(ModalStore);
  const open = modals.current;
  if (open === null) return null;
  const Body = modalBodies[open.request.kind] ?? ModalUnavailable;
  const { id } = open;
  return (
    <Suspense fallback={null}>
      <Body key={id} request={open.request} answer={(answer: unknown) => modals.answer(id, answer)} dismiss={() => modals.dismiss(id)} />
    </Suspense>
  );
});
