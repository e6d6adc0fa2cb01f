import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import * as t from 'io-ts';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';

export interface ErrorDialog {
  readonly title: string;
  /** Trusted HTML from our own messages (the spec's error modal takes an HTML message). */
  readonly message: string;
}

/** Whether the shopper closed the promo banner (per tenant, on this browser). */
const PromoBannerClosed: LocalRecord<boolean> = { key: 'promoBannerClosed', codec: t.boolean };

/** The shell's own state: the promo banner, the mobile menu and the global error modal. */
@injectable()
export class ShellStore {
  promoBannerClosed: boolean;
  menuOpen = false;
  errorDialog: ErrorDialog | null = null;

  constructor(
    @inject(LocalRecords) private readonly records: Records,
  ) {
    this.promoBannerClosed = records.read(PromoBannerClosed) === true;
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
    this.records.write(PromoBannerClosed, true);
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
