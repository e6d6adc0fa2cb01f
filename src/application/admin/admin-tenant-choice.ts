import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { tenantOfAdminPath } from '../../domain/routing/admin-path-reading';
import { AdminApi, type AdminApi as AdminApiPort } from '../ports/admin-api';
import { TenantId } from '../tokens';

/**
 * Which tenant the admin's side navigation points at (issue 32): the one the address edits
 * (`/admin/t/{tenant}/…`), else the last one edited in this visit, else the admin's own. The list
 * of tenants fills the navigation's picker; it is asked once, and only an admin gets it (a refusal
 * leaves the picker with the one tenant known).
 */
@injectable()
export class AdminTenantChoice {
  tenants: ReadonlyArray<{ readonly id: string; readonly name: string }> = [];
  /** The tenant the navigation's per-tenant links go to. */
  chosen: string;
  private asked = false;

  constructor(
    @inject(AdminApi) private readonly api: AdminApiPort,
    @inject(TenantId) ownTenant: string,
  ) {
    this.chosen = ownTenant;
    makeObservable(this, { tenants: observableRef, chosen: observable, follow: action });
  }

  /** Follows the address: a tenant's page makes that tenant the chosen one. */
  follow(path: string): void {
    const tenant = tenantOfAdminPath(path);
    if (tenant) this.chosen = tenant;
  }

  /** Loads the tenants once (call it when an admin is signed in). */
  async load(): Promise<void> {
    if (this.asked) return;
    this.asked = true;
    const result = await this.api.listTenants();
    if (isLeft(result)) {
      this.asked = false; // a refusal (not yet an admin) is asked again after the next sign-in
      return;
    }
    runInAction(() => (this.tenants = result.right));
  }
}
