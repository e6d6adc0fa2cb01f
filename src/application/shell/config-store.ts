import { inject, injectable, optional, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservable, observableRef, runInAction } from 'mobx';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { MainApi, type MainApi as Api, type StoreConfig } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';

/** SPEC §9: config and customer refresh every 3,600,000 ms. */
export const CONFIG_REFRESH_MS = 3_600_000;

/** The store config (prices, welcome promo), loaded at start and refreshed hourly. */
@injectable()
export class ConfigStore {
  config: StoreConfig | null = null;
  private stopRefresh: (() => void) | undefined;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
  ) {
    this.config = firstData?.config() ?? null;
    makeObservable(this, { config: observableRef });
  }

  /** Loads now and every hour after; call once. A failed refresh keeps the last good config. */
  start(): void {
    if (this.stopRefresh) return;
    // The config the page came with is fresh: the next refresh is the hourly one.
    if (!this.config) void this.refresh();
    this.stopRefresh = this.scheduler.every(CONFIG_REFRESH_MS, () => void this.refresh());
  }

  async refresh(): Promise<void> {
    const result = await this.api.getConfig();
    if (isLeft(result)) {
      this.analytics.reportError(new Error(result.left.message), { where: 'config refresh' });
      return;
    }
    runInAction(() => {
      this.config = result.right;
    });
  }

  @preDestroy()
  dispose(): void {
    this.stopRefresh?.();
    this.stopRefresh = undefined;
  }
}
