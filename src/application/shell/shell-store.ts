import { inject, injectable } from 'inversify';
import { makeObservableByKind } from '../observable-by-kind';
import * as t from 'io-ts';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { isErrorModal, ModalStore } from './modal-store';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { isNewLaunch } from '../../domain/persistence';

export interface ErrorDialog {
  readonly title: string;
  /** HTML (SPEC §8); sanitised with DOMPurify by the modal, never trusted as it stands. */
  readonly message: string;
}

/** Whether the shopper closed the promo banner (per tenant, on this browser). */
const PromoBannerClosed: LocalRecord<boolean> = { key: 'promoBannerClosed', codec: t.boolean };
/** When the store was last opened on this browser (SPEC §9: a new launch after over 12 hours). */
const LastLaunch: LocalRecord<number> = { key: 'lastLaunch', codec: t.number };

/**
 * The shell's own state: the promo banner and the mobile menu. The global error modal is the
 * ModalStore's; `showError`/`errorDialog`/`dismissError` pass through to it so callers need not change.
 */
@injectable()
export class ShellStore {
  promoBannerClosed: boolean;
  menuOpen = false;
  /** Whether this page load is a new launch (SPEC §9). */
  readonly newLaunch: boolean;

  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(Scheduler) scheduler: SchedulerPort,
  ) {
    // A new launch (SPEC §9: the first visit, or over 12 hours since the last) shows the promo
    // banner again: its text may have changed, and a closed banner should not stay hidden for good.
    // The config and the customer are fetched afresh at every start (then hourly, see ConfigStore).
    const now = scheduler.now();
    this.newLaunch = isNewLaunch(records.read(LastLaunch), now);
    if (this.newLaunch) records.remove(PromoBannerClosed.key);
    records.write(LastLaunch, now);
    this.promoBannerClosed = records.read(PromoBannerClosed) === true;
    makeObservableByKind(this, {
      observable: ['promoBannerClosed', 'menuOpen'],
      computed: ['errorDialog'],
      action: ['closePromoBanner', 'toggleMenu', 'closeMenu', 'showError', 'dismissError'],
    });
  }

  /** Closing the banner is remembered for this tenant on this browser. */
  closePromoBanner(): void {
    this.promoBannerClosed = true;
    this.records.write(PromoBannerClosed, true);
  }

  toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
  }

  closeMenu(): void {
    this.menuOpen = false;
  }

  /** The error on screen, if the open modal is the global error modal. */
  get errorDialog(): ErrorDialog | null {
    const open = this.modals.current?.request;
    return open !== undefined && isErrorModal(open) ? { title: open.title, message: open.message } : null;
  }

  showError(dialog: ErrorDialog): void {
    void this.modals.showError(dialog);
  }

  dismissError(): void {
    const open = this.modals.current;
    if (open !== null && isErrorModal(open.request)) this.modals.dismiss(open.id);
  }
}
