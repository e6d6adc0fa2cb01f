import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { KeyValueStore, type KeyValueStore as Storage } from '../ports/key-value-store';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { isErrorModal, ModalStore } from '../shell/modal-store';
import { readTenantItem, writeTenantItem } from '../tenant-storage';
import { TenantStore } from './tenant-store';

export interface ErrorDialog {
  readonly title: string;
  /** Trusted HTML from our own messages (the spec's error modal takes an HTML message). */
  readonly message: string;
}

/**
 * The shell's own state: the promo banner and the mobile menu. The global error modal is the
 * ModalStore's; `showError`/`errorDialog`/`dismissError` pass through to it so callers need not change.
 */
@injectable()
export class ShellStore {
  promoBannerClosed: boolean;
  menuOpen = false;

  constructor(
    @inject(KeyValueStore) private readonly storage: Storage,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(ModalStore) private readonly modals: ModalStore,
  ) {
    this.promoBannerClosed = readTenantItem(storage, tenants.tenantId, 'promoBannerClosed', scheduler.now()) === true;
    makeObservable(this, {
      promoBannerClosed: observable,
      menuOpen: observable,
      errorDialog: computed,
      closePromoBanner: action,
      toggleMenu: action,
      closeMenu: action,
      showError: action,
      dismissError: action,
    });
  }

  /** Closing the banner is remembered for this tenant on this browser. */
  closePromoBanner(): void {
    this.promoBannerClosed = true;
    writeTenantItem(this.storage, this.tenants.tenantId, 'promoBannerClosed', true, this.scheduler.now());
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
