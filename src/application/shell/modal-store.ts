import { injectable, preDestroy } from 'inversify';
import { makeObservableByKind } from '../observable-by-kind';

/**
 * What a modal shows. `kind` picks the body the UI renders (its modal table maps each kind to a
 * lazily loaded component); the rest is what that body reads. Features declare their own request
 * types beside their views; this store only needs the kind.
 */
export interface ModalRequest {
  readonly kind: string;
  /** False when Escape must not close it (the shopper has to answer). Defaults to true. */
  readonly dismissible?: boolean;
}

/** SPEC §8: the global error modal — a title, a message and 'Got it'. */
export interface ErrorModalRequest extends ModalRequest {
  readonly kind: 'error';
  readonly title: string;
  /** HTML (SPEC §8: the error modal takes an HTML message); the modal sanitises it with DOMPurify before it is shown. Plain text is HTML too. */
  readonly message: string;
}

/** SPEC §8: the confirm modal — a title, a message, a danger confirm button and Cancel. */
export interface ConfirmModalRequest extends ModalRequest {
  readonly kind: 'confirm';
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
}

/** The modal on screen, as its body sees it: answer or dismiss it by its id. */
export interface OpenModal<R extends ModalRequest = ModalRequest> {
  /** Unique per open: a body answering after it was pre-empted does not close its successor. */
  readonly id: number;
  readonly request: R;
}

interface Entry extends OpenModal {
  /** The answer given when the modal is dismissed (Escape, Cancel, pre-empted, disposed). */
  readonly ifDismissed: unknown;
  readonly resolve: (answer: unknown) => void;
}

/**
 * The app's one modal at a time (DESIGN §9). Rules:
 * - A request while a modal is open waits in a queue (first come, first shown), so a notice that
 *   arrives on its own (geolocation, welcome promo) never hides what the shopper is answering.
 * - An error pre-empts: the open modal, unless it is an error itself, is **dismissed** (its promise
 *   answers its dismissed value: `confirm` → false) and the error shows at once. It is not re-queued:
 *   the error may have made it stale, and its caller has its answer. Errors wait behind an open
 *   error, ahead of every other waiting request, so none is lost.
 * - `isOpen` says whether any modal is on screen (the embed tells its parent, SPEC §7).
 */
@injectable()
export class ModalStore {
  private shown: Entry | null = null;
  private queue: readonly Entry[] = [];
  private nextId = 1;

  constructor() {
    makeObservableByKind<ModalStore, 'shown' | 'queue' | 'advance'>(this, {
      observableRef: ['shown', 'queue'],
      computed: ['isOpen'],
      action: ['open', 'answer', 'dismiss', 'dismissKind', 'dispose', 'advance'],
    });
  }

  /** The modal on screen, if any. */
  get current(): OpenModal | null {
    return this.shown;
  }

  get isOpen(): boolean {
    return this.shown !== null;
  }

  /** Shows a modal (now, or when those before it close); answers what the body answers, or `ifDismissed`. */
  open<A>(request: ModalRequest, ifDismissed: A): Promise<A> {
    let resolve!: (answer: unknown) => void;
    const answered = new Promise<A>((r) => (resolve = r as (answer: unknown) => void));
    const entry: Entry = { id: this.nextId++, request, ifDismissed, resolve };
    const open = this.shown;
    if (open === null) {
      this.shown = entry;
    } else if (request.kind !== 'error') {
      this.queue = [...this.queue, entry];
    } else if (open.request.kind === 'error') {
      const errors = this.queue.filter((e) => e.request.kind === 'error');
      this.queue = [...errors, entry, ...this.queue.filter((e) => e.request.kind !== 'error')];
    } else {
      this.shown = entry;
      open.resolve(open.ifDismissed);
    }
    return answered;
  }

  /** The global error modal (SPEC §8); resolves when the shopper closes it. */
  showError(error: { readonly title: string; readonly message: string }): Promise<void> {
    const request: ErrorModalRequest = { kind: 'error', title: error.title, message: error.message };
    return this.open(request, undefined);
  }

  /** The confirm modal (SPEC §8): true when the shopper confirms, false on Cancel, Escape or pre-emption. */
  confirm(question: { readonly title: string; readonly message: string; readonly confirmLabel: string }): Promise<boolean> {
    const request: ConfirmModalRequest = { kind: 'confirm', ...question };
    return this.open(request, false);
  }

  /** Closes the open modal `id` with the body's answer; the next waiting one shows. */
  answer(id: number, answer: unknown): void {
    const open = this.shown;
    if (open === null || open.id !== id) return;
    this.advance();
    open.resolve(answer);
  }

  /** Closes the open modal `id` (by default whichever is open) with its dismissed answer. */
  dismiss(id: number | undefined = this.shown?.id): void {
    const open = this.shown;
    if (open === null || open.id !== id) return;
    this.answer(id, open.ifDismissed);
  }

  /** Dismisses every open or waiting modal of a kind (a page closing the modals it opened). */
  dismissKind(kind: string): void {
    const dropped = this.queue.filter((e) => e.request.kind === kind);
    if (dropped.length > 0) this.queue = this.queue.filter((e) => e.request.kind !== kind);
    for (const e of dropped) e.resolve(e.ifDismissed);
    if (this.shown?.request.kind === kind) this.dismiss();
  }

  /** Dismisses everything, so no caller waits forever on a modal that will never show. */
  @preDestroy()
  dispose(): void {
    const all = this.shown === null ? this.queue : [this.shown, ...this.queue];
    this.shown = null;
    this.queue = [];
    for (const e of all) e.resolve(e.ifDismissed);
  }

  private advance(): void {
    const [next = null, ...rest] = this.queue;
    this.shown = next;
    this.queue = rest;
  }
}

export const isErrorModal = (request: ModalRequest): request is ErrorModalRequest => request.kind === 'error';
