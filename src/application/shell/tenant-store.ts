import { inject, injectable, optional, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { TenantId } from '../tokens';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type MainApi as Api, type TenantSettings } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { CONFIG_REFRESH_MS } from './config-store';
import { TENANT_DATA_VERSION, TenantDataRecord } from './shell-records';
import { SITE_PRIVATE_STATUS } from '../../domain/tenant/tenant-resolution';
import { NO_TENANT_LIMITS, type TenantLimits } from '../../domain/tenant/tenant-limits-shape';
import type { TenantShop } from '../../domain/tenant/tenant-shop';

export type TenantState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tenant: TenantSettings }
  /** A private tenant this browser has not been let into (issue 18): only the gate shows. */
  | { readonly status: 'private' }
  | { readonly status: 'failed'; readonly title: string; readonly message: string };

/** Resolves and loads the tenant; the whole app waits on it (SPEC §8: 'Error' / 'Tenant not found.'). */
@injectable()
export class TenantStore {
  state: TenantState = { status: 'loading' };
  /** Whether the ready tenant is the cached one (SPEC §3 tenantData), still to be checked with the server. */
  private fromCache = false;
  private stopRefresh: (() => void) | undefined;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(TenantId) readonly tenantId: string,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
    @inject(LocalRecords) @optional() private readonly records?: Records,
    @inject(Scheduler) @optional() private readonly scheduler?: SchedulerPort,
  ) {
    // The tenant the page came with (issue 19): the first render is the store, not a spinner. Without
    // one, the tenant this browser last loaded (tenantData) starts the app at once; load() then asks.
    const tenant = firstData?.tenant(tenantId);
    const cached = tenant ? undefined : records?.read(TenantDataRecord)?.tenant;
    if (tenant) {
      this.state = { status: 'ready', tenant };
      records?.write(TenantDataRecord, { version: TENANT_DATA_VERSION, tenant });
    } else if (cached?.id === tenantId) {
      this.state = { status: 'ready', tenant: cached };
      this.fromCache = true;
    }
    makeObservable(this, { state: observableRef, load: action });
  }

  /** Refreshes the tenant every hour with the config and the customer (SPEC §9); call once. */
  start(): void {
    if (this.stopRefresh || !this.scheduler) return;
    this.stopRefresh = this.scheduler.every(CONFIG_REFRESH_MS, () => void this.fetch(true));
  }

  @preDestroy()
  dispose(): void {
    this.stopRefresh?.();
    this.stopRefresh = undefined;
  }

  /** The loaded tenant; only call under a ready state (the app renders nothing else before). */
  get tenant(): TenantSettings {
    if (this.state.status !== 'ready') throw new Error(`tenant requested while ${this.state.status}`);
    return this.state.tenant;
  }

  /**
   * The tenant's limits as an admin last saved them (tiles per order, frame colours, forced product):
   * the printing tool and the cart check them with the domain's rule, as the server does. Nothing is
   * limited before the tenant loads (the app shows nothing else until then).
   */
  get limits(): TenantLimits {
    if (this.state.status !== 'ready') return NO_TENANT_LIMITS;
    const { maxMainProductTiles, allowedFrameColors, forcedProductId } = this.state.tenant;
    return { maxMainProductTiles, allowedFrameColors, forcedProductId };
  }

  /** SPEC §1, §6 (issue 33): how a promo code combines with the welcome offer, from the tenant record. */
  get promoCombination(): 'sum' | 'larger' {
    return this.state.status === 'ready' ? (this.state.tenant.promoCombination ?? 'sum') : 'sum';
  }

  /** Whether the tenant sells prints picked up in a store (issue 30), from its record. */
  get pickup(): boolean {
    return this.state.status === 'ready' && this.state.tenant.pickup === true;
  }

  /** The shop the tenant checks out through (issue 34: hosted checkout); null: the default local store's card checkout. */
  get shop(): TenantShop | null {
    return this.state.status === 'ready' ? (this.state.tenant.shop ?? null) : null;
  }

  /**
   * Loads the tenant unless the page came with it (again after the private-site gate let the browser
   * in). A cached tenant is shown meanwhile and replaced by the server's answer.
   */
  async load(): Promise<void> {
    if (this.state.status === 'ready' && !this.fromCache) return;
    if (this.state.status !== 'ready') this.state = { status: 'loading' };
    await this.fetch(false);
  }

  /** GET the tenant; a refresh (or a cached start) that fails keeps the tenant shown. */
  private async fetch(refresh: boolean): Promise<void> {
    const result = await this.api.getTenant(this.tenantId);
    runInAction(() => {
      if (!isLeft(result)) {
        this.state = { status: 'ready', tenant: result.right };
        this.fromCache = false;
        this.records?.write(TenantDataRecord, { version: TENANT_DATA_VERSION, tenant: result.right });
        return;
      }
      // Offline or a server hiccup: the cached tenant stays. A definite answer (gone, private) ends it.
      if (refresh || (this.fromCache && (result.left.code === 'api/network' || result.left.code === 'api/server'))) return;
      this.records?.remove('tenantData');
      this.fromCache = false;
      this.state = result.left.status === SITE_PRIVATE_STATUS ? { status: 'private' } : { status: 'failed', title: 'Error', message: 'Tenant not found.' };
    });
  }
}
