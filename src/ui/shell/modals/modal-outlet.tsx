import { observer } from 'mobx-react-lite';
import { ModalStore } from '../../../application/shell/modal-store';
import { useService } from '../../hooks/use-service';
import { ModalHost } from './modal-host';

// The host and its table of bodies are in the entry: the welcome offer (SPEC §2) opens on a first
// visit to every storefront route before the page is idle, so a chunk of its own was one more
// request there, compressed alone (issue 27's JS budget). Each body still loads when first shown.

/** Where the one open modal shows (ModalStore); renders nothing while none is open. */
export const ModalOutlet = observer(function ModalOutlet() {
  return useService(ModalStore).isOpen ? <ModalHost /> : null;
});
