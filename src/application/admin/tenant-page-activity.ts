import { isLeft, type Either } from 'fp-ts/Either';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { tenantAdminPath } from '../../domain/routing/admin-paths';
import { sectionOfAdminPath, tenantOfAdminPath } from '../../domain/routing/admin-path-reading';
import type { AdminApi } from '../ports/admin-api';
import type { ApiFailure } from '../ports/main-api';
import type { Navigator } from '../ports/navigator';
import { AdminActivity } from './admin-activity';
import { FollowedAddress } from './followed-address';

/**
 * An admin page about one tenant named in its address (`/admin/t/{tenant}/{section}`): the tenants to
 * choose from, the tenant shown, its load status, following the address (Back works) and dropping an
 * answer that a newer load or leaving the page overtook. The groups and tenant settings pages share
 * it (issue #36: one piece instead of a copy in each store); what they load is theirs.
 */
export abstract class TenantPageActivity<Loaded> extends AdminActivity {
  tenants: ReadonlyArray<{ readonly id: string; readonly name: string }> = [];
  tenant: string;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly address: FollowedAddress;

  constructor(
    protected readonly navigator: Navigator,
    protected readonly admin: AdminApi,
    private readonly ownTenant: string,
    private readonly section: string,
  ) {
    super();
    this.tenant = ownTenant;
    this.address = new FollowedAddress(navigator);
    makeObservable(this, { tenants: observableRef, tenant: observable, status: observable });
  }

  /** The page's data for a tenant. */
  protected abstract fetch(tenant: string): Promise<Either<ApiFailure, Loaded>>;

  /** Shows what was loaded (an action: the status is set ready with it). */
  protected abstract setLoaded(loaded: Loaded): void;

  /** What a load of another tenant forgets first (in the same action as the loading status). */
  protected forget(): void {}

  start(): void {
    const concerns = (): boolean => sectionOfAdminPath(this.navigator.current()) === this.section && this.tenantInAddress() !== this.tenant;
    if (!this.address.follow(concerns, () => void this.load())) return;
    void this.load();
    void this.admin.listTenants().then((r) => !isLeft(r) && this.address.following && runInAction(() => (this.tenants = r.right)));
  }

  /** Opens another tenant's page (a new address: shareable, Back works). */
  chooseTenant(tenant: string): void {
    this.navigator.navigate(tenantAdminPath(tenant, this.section));
  }

  /** Open while it follows its address. */
  protected override get pageOpen(): boolean {
    return this.address.following;
  }

  /** Loads the tenant in the address; only the latest load's answer lands, and none after the page closed. */
  protected async load(clearMessages = true): Promise<void> {
    const tenant = this.tenantInAddress();
    const ticket = this.address.ticket();
    runInAction(() => {
      this.tenant = tenant;
      this.status = 'loading';
      this.forget();
      if (clearMessages) this.show(null, null);
    });
    const result = await this.fetch(tenant);
    if (!this.address.isLatest(ticket)) return;
    if (isLeft(result)) {
      runInAction(() => (this.status = 'failed'));
      this.show(null, result.left.message);
      return;
    }
    this.setLoaded(result.right);
  }

  /** Stops following the address; an answer still on its way changes nothing. Subclasses mark theirs `@preDestroy`. */
  override dispose(): void {
    super.dispose();
    this.address.stop();
  }

  private tenantInAddress(): string {
    return tenantOfAdminPath(this.navigator.current()) ?? this.ownTenant;
  }
}
