import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import type { FieldProblem } from '../../domain/catalog';
import type { TenantImageField } from '../../domain/tenant/tenant-images';
import { accentPreview, tenantSettingsProblems } from '../../domain/tenant/tenant-settings';
import { AdminApi, type AdminApi as Api, type AuditEntry } from '../ports/admin-api';
import { AdminTenantsApi, type AdminTenant, type AdminTenantsApi as TenantsApi } from '../ports/admin-tenants-api';
import type { Asset } from '../ports/asset-library';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ModalStore } from '../shell/modal-store';
import { TenantId } from '../tokens';
import { TenantPageActivity } from './tenant-page-activity';
import { changedFields } from './audit-changes';
import { formFieldOf, formOf, settingsOf, type TenantForm } from './tenant-form';

/** The tenant settings page's section: `/admin/t/{tenant}/tenants`. */
export const TENANTS_SECTION = 'tenants';

/**
 * /admin/tenants (issue #17): the tenants, and one tenant's settings to edit (the tenant in the
 * address, `/admin/t/wg/tenants`). The form is checked as it is typed with the domain's rules (the server runs
 * the same); a save is confirmed, carries the version it was based on, and a 409 reloads the tenant
 * and says why. The storefront shows a saved change at its next page load.
 */
@injectable()
export class TenantSettingsStore extends TenantPageActivity<AdminTenant> {
  loaded: AdminTenant | null = null;
  form: TenantForm | null = null;
  /** The tenant's audit log, newest first, once asked for. */
  history: readonly AuditEntry[] | null = null;

  constructor(
    @inject(AdminTenantsApi) private readonly api: TenantsApi,
    @inject(AdminApi) admin: Api,
    @inject(Navigator) navigator: NavigatorPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(TenantId) ownTenant: string,
  ) {
    super(navigator, admin, ownTenant, TENANTS_SECTION);
    makeObservableByKind<TenantSettingsStore, 'setLoaded'>(this, {
      observableRef: ['loaded', 'form', 'history'],
      computed: ['problems', 'changed', 'accent'],
      action: ['edit', 'toggleFrameColour', 'pickImage', 'removeImage', 'setLoaded'],
    });
  }

  /** The form's problems by the domain's rules (local development origins are the server's to refuse in production). */
  get problems(): readonly FieldProblem[] {
    return this.form ? tenantSettingsProblems(settingsOf(this.form), { allowLocalParents: true }) : [];
  }

  problemOf(field: keyof TenantForm): string | undefined {
    return this.problems.find((p) => formFieldOf(p.field) === field)?.message;
  }

  get changed(): boolean {
    return !!this.loaded && !!this.form && JSON.stringify(formOf(this.loaded.settings)) !== JSON.stringify(this.form);
  }

  /** What the storefront paints with the typed colour (darkened when too light for white text). */
  get accent(): { readonly shown: string; readonly darkened: boolean } | null {
    return this.form ? accentPreview(this.form.accentColor) : null;
  }

  edit<K extends keyof TenantForm>(field: K, value: TenantForm[K]): void {
    if (this.form) this.form = { ...this.form, [field]: value };
  }

  toggleFrameColour(colour: string): void {
    if (!this.form) return;
    const now = this.form.allowedFrameColors;
    this.form = { ...this.form, allowedFrameColors: now.includes(colour) ? now.filter((c) => c !== colour) : [...now, colour] };
  }

  /** An image of the asset library as the tenant's logo or guide picture (the server checks it is one). */
  pickImage(field: TenantImageField, asset: Asset): void {
    if (this.form) this.form = { ...this.form, [field]: { assetId: asset.id, url: asset.url, width: asset.width, height: asset.height } };
  }

  /** Back to the default: the wordmark, or the bundled guide drawing. */
  removeImage(field: TenantImageField): void {
    if (this.form) this.form = { ...this.form, [field]: null };
  }

  /** Saves after the admin confirms; nothing is sent while the domain's rules refuse the form. */
  async save(): Promise<boolean> {
    const { loaded, form } = this;
    if (!loaded || !form || this.busy) return false;
    const found = this.problems;
    if (found.length > 0) {
      this.show(null, `Fix before saving: ${found[0]!.message}`);
      return false;
    }
    const confirmed = await this.modals.confirm({
      title: `Save ${form.name.trim()}?`,
      message: 'The storefront shows the change at its next page load.',
      confirmLabel: 'Save tenant',
    });
    if (!confirmed || !this.pageOpen) return false;
    const saved = await this.runChange(`Saving ${form.name.trim()}…`, () => this.api.saveTenant(loaded.id, loaded.version, settingsOf(form)), {
      apply: (tenant) => this.setLoaded(tenant),
      done: (tenant) => `${tenant.settings.name} saved. The storefront shows it at its next page load.`,
      reload: () => this.load(false),
    });
    if (saved && this.history) await this.showHistory();
    return saved;
  }

  /** Puts the saved settings back in the form. */
  revert(): void {
    if (this.loaded) this.setLoaded(this.loaded);
  }

  /** The tenant's history as the page lists it: who, when, which fields changed. */
  historyLines(): ReadonlyArray<{ readonly id: number; readonly at: string; readonly by: string; readonly changes: string }> {
    return (this.history ?? []).map((e) => ({ id: e.id, at: e.at, by: e.actorEmail, changes: changedFields(e.before, e.after) }));
  }

  async showHistory(): Promise<void> {
    const result = await this.admin.auditLog('tenant', this.tenant);
    if (!this.pageOpen) return;
    if (isLeft(result)) this.show(null, result.left.message);
    else runInAction(() => (this.history = [...result.right].reverse()));
  }

  protected fetch(tenant: string): ReturnType<TenantsApi['getTenant']> {
    return this.api.getTenant(tenant);
  }

  protected override forget(): void {
    this.history = null;
  }

  protected setLoaded(tenant: AdminTenant): void {
    this.loaded = tenant;
    this.form = formOf(tenant.settings);
    this.status = 'ready';
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
