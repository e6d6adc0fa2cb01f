import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { TenantId } from '../tokens';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { MainApi, type MainApi as Api, type TenantSettings } from '../ports/main-api';
import { SITE_PRIVATE_STATUS } from '../../domain/tenant/site-gate';
import { NO_TENANT_LIMITS, type TenantLimits } from '../../domain/tenant/tenant-limits-shape';

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

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(TenantId) readonly tenantId: string,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
  ) {
    // The tenant the page came with (issue 19): the first render is the store, not a spinner.
    const tenant = firstData?.tenant(tenantId);
    if (tenant) this.state = { status: 'ready', tenant };
    makeObservable(this, { state: observableRef, load: action });
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

  /** Loads the tenant unless the page came with it (again after the private-site gate let the browser in). */
  async load(): Promise<void> {
    if (this.state.status === 'ready') return;
    this.state = { status: 'loading' };
    const result = await this.api.getTenant(this.tenantId);
    runInAction(() => {
      this.state = !isLeft(result)
        ? { status: 'ready', tenant: result.right }
        : result.left.status === SITE_PRIVATE_STATUS
          ? { status: 'private' }
          : { status: 'failed', title: 'Error', message: 'Tenant not found.' };
    });
  }
}
