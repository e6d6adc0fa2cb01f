import type { ModalRequest } from '../../../application/shell/modal-store';

/** What the ModalHost gives a modal's body: its request, and the two ways to close it. */
export interface ModalBodyProps<R extends ModalRequest = ModalRequest, A = void> {
  readonly request: R;
  /** Closes the modal with this answer (what `ModalStore.open` resolves to). */
  readonly answer: (answer: A) => void;
  /** Closes it without one (Escape, Cancel): the opener gets its dismissed answer. */
  readonly dismiss: () => void;
}
