import { inject, injectable, preDestroy } from 'inversify';
import { APP_SIZE_THROTTLE_MS, heightToReport } from '../../domain/embed';
import { routeRemeasureDelays } from '../../domain/shell/shell-constants';
import { ParentFrame, type ParentFrame as Parent } from '../ports/parent-frame';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';

/** The app's size as the parent sizes the iframe by it. */
export interface AppSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The iframe's sizing (split from `EmbedSession`, issue 36): the app's size sent to the parent (its
 * updateState appSize), throttled, and the measures after a route change. Sends nothing until started.
 */
@injectable()
export class EmbedSizing {
  private sentSize: AppSize | null = null;
  private pendingSize: AppSize | null = null;
  private pendingLoading = false;
  private sizeCooldown: (() => void) | null = null;
  private routeMeasures: (() => void) | null = null;
  private started = false;

  constructor(
    @inject(ParentFrame) private readonly parent: Parent,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {}

  start(): void {
    this.started = true;
  }

  /**
   * The content's size (the view measures it): sent at most every 100 ms, and only when it changed.
   * `loading`: a placeholder stands where the page will be (a route's chunk or data on its way), so
   * the height last sent is kept if it was taller (heightToReport): the frame does not collapse and
   * regrow on every route change.
   */
  reportAppSize(size: AppSize, loading = false): void {
    if (!this.started) return;
    if (this.sizeCooldown !== null) {
      this.pendingSize = { width: size.width, height: size.height };
      this.pendingLoading = loading;
      return;
    }
    const height = heightToReport(Math.ceil(size.height), loading, this.sentSize?.height ?? null);
    const rounded = { width: Math.ceil(size.width), height };
    if (this.sentSize?.width === rounded.width && this.sentSize.height === rounded.height) return;
    this.sentSize = rounded;
    this.parent.post({ type: 'updateState', state: { appSize: rounded } });
    this.sizeCooldown = this.scheduler.after(APP_SIZE_THROTTLE_MS, () => {
      this.sizeCooldown = null;
      const pending = this.pendingSize;
      this.pendingSize = null;
      if (pending !== null) this.reportAppSize(pending, this.pendingLoading);
    });
  }

  /**
   * SPEC §9: after a route change the app is measured 5 times, 100 ms apart (routeRemeasureDelays),
   * besides the view's resize observer: a page whose pictures or fonts settle without resizing the
   * root still gets told. A newer route change replaces the older one's measures.
   */
  remeasureAfterRouteChange(measure: () => { readonly size: AppSize; readonly loading: boolean }): void {
    this.routeMeasures?.();
    const timers = routeRemeasureDelays().map((ms) =>
      this.scheduler.after(ms, () => {
        const { size, loading } = measure();
        this.reportAppSize(size, loading);
      }),
    );
    this.routeMeasures = () => timers.forEach((stop) => stop());
  }

  @preDestroy()
  dispose(): void {
    this.sizeCooldown?.();
    this.sizeCooldown = null;
    this.routeMeasures?.();
    this.routeMeasures = null;
    this.started = false;
  }
}
