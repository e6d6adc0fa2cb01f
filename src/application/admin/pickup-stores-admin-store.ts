import { tenantOfAdminPath } from '../../domain/routing/admin-path-reading';
import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { checkStore, EMPTY_STORE_FORM, formOfStore, storeFromForm, type StoreForm } from '../../domain/pickup';
import { AdminStoresApi, type AdminStore, type AdminStoresApi as Api, type StoreImportReport } from '../ports/admin-stores-api';
import { FileSaver, type FileSaver as Saver } from '../ports/file-saver';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ModalStore } from '../shell/modal-store';
import { TenantId } from '../tokens';
import { AdminPage } from './admin-page';

/** The store being edited: its form, and the version it was read at (null: a new store). */
export interface StoreEditing {
  readonly version: number | null;
  readonly form: StoreForm;
}

/**
 * /admin/stores (issue 30): one tenant's pick-up stores (`/admin/t/wg/stores`, else the admin's own), the editor
 * (add, edit, retire or restore; the domain's rules checked before the call, the server checks again),
 * and the CSV import (dry run, then apply with the versions the dry run saw; a file with any bad row
 * imports nothing).
 */
@injectable()
export class PickupStoresAdminStore extends AdminPage {
  stores: readonly AdminStore[] = [];
  loading = false;
  editing: StoreEditing | null = null;
  /** The last action's outcome (role=status) and why something failed (role=alert). */
  notice: string | null = null;
  error: string | null = null;
  busy = false;
  csv: { readonly name: string; readonly text: string } | null = null;
  report: StoreImportReport | null = null;

  constructor(
    @inject(AdminStoresApi) private readonly api: Api,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(FileSaver) private readonly saver: Saver,
    @inject(TenantId) private readonly ownTenant: string,
  ) {
    super();
    makeObservableByKind<PickupStoresAdminStore, 'show'>(this, {
      observableRef: ['stores', 'editing', 'csv', 'report'],
      observable: ['loading', 'notice', 'error', 'busy'],
      computed: ['tenant'],
      action: ['edit', 'add', 'change', 'close', 'show', 'chooseCsv'],
    });
  }

  /** The tenant being edited: the one in the admin's own address (/admin/t/{tenant}/stores), else the admin's own store. */
  get tenant(): string {
    return tenantOfAdminPath(this.navigator.current()) ?? this.ownTenant;
  }

  async load(): Promise<void> {
    this.loading = true;
    const result = await this.api.listStores(this.tenant);
    if (!this.pageOpen) return;
    runInAction(() => {
      this.loading = false;
      if (isLeft(result)) this.error = result.left.message;
      else this.stores = result.right;
    });
  }

  add(): void {
    this.editing = { version: null, form: EMPTY_STORE_FORM };
    this.show(null, null);
  }

  edit(store: AdminStore): void {
    this.editing = { version: store.version, form: formOfStore(store.store) };
    this.show(null, null);
  }

  change(patch: Partial<StoreForm>): void {
    if (this.editing) this.editing = { ...this.editing, form: { ...this.editing.form, ...patch } };
  }

  close(): void {
    this.editing = null;
  }

  /** Saves the form: read and checked here first (nothing is sent when a field is wrong), then created or saved with its version. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (!editing || this.busy) return false;
    const read = storeFromForm(editing.form);
    if (!read.ok) return this.fail(read.message);
    const checked = checkStore(read.store);
    if (isLeft(checked)) return this.fail(checked.left.message);
    this.busy = true;
    const result =
      editing.version === null ? await this.api.createStore(this.tenant, read.store) : await this.api.saveStore(this.tenant, editing.version, read.store);
    if (!this.pageOpen) return false;
    runInAction(() => (this.busy = false));
    if (isLeft(result)) {
      this.fail(result.left.message);
      return false;
    }
    runInAction(() => (this.editing = null));
    this.show(`${result.right.store.name} is saved.`, null);
    await this.load();
    return true;
  }

  /** Retires a store (it leaves the finder; its orders keep it) or restores it, after the admin confirms. */
  async setActive(store: AdminStore, active: boolean): Promise<boolean> {
    if (this.busy) return false;
    const name = store.store.name;
    const confirmed = await this.modals.confirm(
      active
        ? { title: `Restore ${name}?`, message: 'Shoppers can choose it for pick-up again.', confirmLabel: 'Restore store' }
        : {
            title: `Retire ${name}?`,
            message: `Shoppers can no longer choose it.${store.orders > 0 ? ` Its ${store.orders} ${store.orders === 1 ? 'order keeps' : 'orders keep'} it.` : ''}`,
            confirmLabel: 'Retire store',
          },
    );
    if (!confirmed) return false;
    this.busy = true;
    const result = await this.api.retireStore(this.tenant, store.store.id, store.version, active);
    if (!this.pageOpen) return false;
    runInAction(() => (this.busy = false));
    if (isLeft(result)) {
      this.fail(result.left.message);
      await this.load();
      return false;
    }
    this.show(`${name} is ${active ? 'restored' : 'retired'}.`, null);
    await this.load();
    return true;
  }

  chooseCsv(name: string, text: string): void {
    this.csv = { name, text };
    this.report = null;
    this.show(null, null);
  }

  async downloadTemplate(): Promise<void> {
    const file = await this.api.importTemplate();
    if (isLeft(file)) this.fail(file.left.message);
    else this.saver.save(file.right);
  }

  /** The server's dry run of the chosen file: nothing is written. */
  async dryRun(): Promise<void> {
    if (!this.csv || this.busy) return;
    this.busy = true;
    this.show('Checking the file…', null);
    const result = await this.api.importDryRun(this.tenant, this.csv.text);
    if (!this.pageOpen) return;
    runInAction(() => {
      this.busy = false;
      if (isLeft(result)) {
        this.report = null;
        this.show(null, result.left.message);
      } else {
        this.report = result.right;
        this.show(
          result.right.errorRows > 0
            ? 'Fix the rows with errors, then run the dry run again: a file with errors imports nothing.'
            : 'The file is ready to import.',
          null,
        );
      }
    });
  }

  /** Imports the file the dry run checked, with the versions it saw (a change in between is refused). */
  async apply(): Promise<boolean> {
    const report = this.report;
    if (!this.csv || !report || report.errorRows > 0 || this.busy) return false;
    const confirmed = await this.modals.confirm({
      title: `Import ${report.create + report.update} ${report.create + report.update === 1 ? 'store' : 'stores'}?`,
      message: report.summary,
      confirmLabel: 'Import stores',
    });
    if (!confirmed) return false;
    this.busy = true;
    const result = await this.api.importApply(this.tenant, this.csv.text, report.basis);
    if (!this.pageOpen) return false;
    runInAction(() => (this.busy = false));
    if (isLeft(result)) return this.fail(result.left.message);
    runInAction(() => {
      this.report = null;
      this.csv = null;
    });
    this.show(`Imported: ${result.right.summary}.`, null);
    await this.load();
    return true;
  }

  private fail(message: string): false {
    this.show(null, message);
    return false;
  }

  private show(notice: string | null, error: string | null): void {
    this.notice = notice;
    this.error = error;
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
