import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { KeyValueStore, type KeyValueStore as Storage } from '../ports/key-value-store';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { readTenantItem, writeTenantItem } from '../tenant-storage';
import { TenantStore } from './tenant-store';

export interface ErrorDialog {
  readonly title: string;
  /** Trusted HTML from our own messages (the spec's error modal takes an HTML message). */
  readonly message: string;
}

/** The shell's own state: the promo banner, the mobile menu and the global error modal. */
@injectable()
export class ShellStore {
  promoBannerClosed: boolean;
  menuOpen = false;
  errorDialog: ErrorDialog | null = null;

  constructor(
    @inject(KeyValueStore) private readonly storage: Storage,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {
    this.promoBannerClosed = readTenantItem(storage, tenants.tenantId, 'promoBannerClosed', scheduler.now()) === true;
    makeObservable(this, {
      promoBannerClosed: observable,
      menuOpen: observable,
      errorDialog: observableRef,
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

  showError(dialog: ErrorDialog): void {
    this.errorDialog = dialog;
  }

  dismissError(): void {
    this.errorDialog = null;
  }
}
