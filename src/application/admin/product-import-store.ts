import { tenantOfAdminPath } from '../../domain/routing/admin-path-reading';
import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { errorFileCsv, importStepPercent, importStepText, MAX_IMPORT_BYTES, planImport, type ImportPlan, type RowError } from '../../domain/catalog';
import {
  AdminCatalogueApi,
  type AdminCatalogueApi as CatalogueApi,
  type ImportApplied,
  type ImportProgress,
  type ImportReport,
} from '../ports/admin-catalogue-api';
import { FileSaver, type FileSaver as Saver } from '../ports/file-saver';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ModalStore } from '../shell/modal-store';
import { AdminActivity } from './admin-activity';
import { TenantId } from '../tokens';

/**
 * /admin/product-import (issue #17): choose a CSV, see the domain's preview at once (the same
 * `planImport` the server runs), ask the server for the dry run (which adds the database's checks:
 * SKUs and slugs in use, variants orders name), download the error file, then apply after a confirm.
 */
@injectable()
export class ProductImportStore extends AdminActivity {
  fileName: string | null = null;
  text: string | null = null;
  report: ImportReport | null = null;
  applied: ImportApplied | null = null;
  /** The running call's progress: the upload's bytes, then the server's rows (null when idle). */
  progress: ImportProgress | null = null;

  constructor(
    @inject(AdminCatalogueApi) private readonly api: CatalogueApi,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(FileSaver) private readonly saver: Saver,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(TenantId) private readonly ownTenant: string,
  ) {
    super();
    makeObservableByKind<ProductImportStore, 'show' | 'track'>(this, {
      observable: ['fileName'],
      observableRef: ['text', 'report', 'applied', 'progress'],
      computed: ['progressText', 'progressPercent', 'plan', 'errors'],
      override: ['show'],
      action: ['track', 'choose'],
    });
  }

  /** The tenant the import writes to: the address's (`/admin/t/{tenant}/product-import`), else the admin's own. */
  get tenant(): string {
    return tenantOfAdminPath(this.navigator.current()) ?? this.ownTenant;
  }

  /** The file as the domain reads it (no server yet). */
  get plan(): ImportPlan | null {
    return this.text === null ? null : planImport(this.text);
  }

  /** The rows' errors to show: the server's when it answered, else the preview's. */
  get errors(): readonly RowError[] {
    if (this.report) return this.report.errors;
    const plan = this.plan;
    return plan?.ok ? plan.errors : [];
  }

  /** The progress in words ('Checking rows: 1,000 of 5,000'), else the busy line. */
  get progressText(): string | null {
    return this.progress ? importStepText(this.progress) : this.busy;
  }

  get progressPercent(): number | null {
    return this.progress ? importStepPercent(this.progress) : null;
  }

  /** Reads the chosen file (UTF-8; a BOM is fine) and shows the preview; a new file forgets the last report. */
  async chooseFile(file: Blob & { readonly name: string }): Promise<void> {
    if (file.size > MAX_IMPORT_BYTES) {
      this.choose(file.name, null);
      this.show(null, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it into smaller files.`);
      return;
    }
    const text = await file.text();
    if (this.pageOpen) this.choose(file.name, text);
  }

  choose(name: string, text: string | null): void {
    this.fileName = name;
    this.text = text;
    this.report = null;
    this.applied = null;
    this.show(null, this.plan && !this.plan.ok ? this.plan.message : null);
  }

  async dryRun(): Promise<boolean> {
    const text = this.text;
    if (text === null || this.busy) return false;
    return this.runChange('Checking the file against the catalogue…', () => this.api.importDryRun(this.tenant, text, (p) => this.track(p)), {
      apply: (report) => (this.report = report),
      done: (report) => `Dry run: ${report.summary}.`,
    });
  }

  /** The error file: the original columns plus `error`, the rows to fix and upload again. */
  downloadErrors(): void {
    const plan = this.plan;
    if (!plan?.ok || this.errors.length === 0) return;
    const name = `${(this.fileName ?? 'import').replace(/\.csv$/i, '')}-errors.csv`;
    this.saver.save({ name, blob: new Blob([errorFileCsv(plan.table, this.errors)], { type: 'text/csv;charset=utf-8' }) });
  }

  async downloadTemplate(): Promise<void> {
    const file = await this.api.importTemplate();
    if (isLeft(file)) this.show(null, file.left.message);
    else this.saver.save(file.right);
  }

  /** Applies the dry run after a confirm: the good rows land in one go; a catalogue changed since is a 409 (dry run again). */
  async apply(): Promise<boolean> {
    const report = this.report;
    const text = this.text;
    if (!report || text === null || this.busy) return false;
    const products = report.create + report.update;
    if (products === 0) {
      this.show(null, 'Nothing to import: every row has an error.');
      return false;
    }
    const confirmed = await this.modals.confirm({
      title: `Import ${products} ${products === 1 ? 'product' : 'products'}?`,
      message: `${report.summary}. Rows with errors are left out; the rest is written in one go.`,
      confirmLabel: 'Import',
    });
    if (!confirmed) return false;
    return this.runChange('Importing…', () => this.api.importApply(this.tenant, text, report.basis, (p) => this.track(p)), {
      apply: (applied) => {
        this.applied = applied;
        this.report = null;
      },
      done: (applied) => `Imported: ${applied.summary}.`,
      // The catalogue changed since the dry run: it has to run again.
      reload: async () => {
        runInAction(() => (this.report = null));
      },
    });
  }

  private track(progress: ImportProgress): void {
    if (this.pageOpen && this.busy) this.progress = progress;
  }

  /** A new line also ends the progress bar of the call before it. */
  protected override show(notice: string | null, error: string | null, busy: string | null = null): void {
    this.progress = null;
    super.show(notice, error, busy);
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
