/** How long a wheel gesture (a wheel zoom, a trackpad pinch) rests before it counts as over. */
export const WHEEL_SETTLE_MS = 180;

/** The timers GestureSettle uses (the browser's; a test's fakes). */
export interface SettleClock {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const browserClock: SettleClock = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Tells when a wheel gesture is over: `settle` runs once `idleMs` passed without a `step()`. A wheel
 * has no end event of its own (a drag ends with its pointer up). Each step clears the timer and sets
 * it again (microseconds, inside the step's own task), so no timer fires while the wheel turns: a
 * timer that fired mid-gesture only to wait out the rest cost a task of its own (a quarter of a
 * millisecond on the main thread) in every few frames of a zoom.
 */
export class GestureSettle {
  private timer: number | null = null;

  constructor(
    private readonly settle: () => void,
    private readonly idleMs = WHEEL_SETTLE_MS,
    private readonly clock: SettleClock = browserClock,
  ) {}

  /** Whether a settle is due (a step was noted and neither the settle nor a cancel came since). */
  get pending(): boolean {
    return this.timer !== null;
  }

  step(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(this.fire, this.idleMs);
  }

  private readonly fire = (): void => {
    this.timer = null;
    this.settle();
  };

  /** The gesture ended otherwise (another input, a full draw): no settle. */
  cancel(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
