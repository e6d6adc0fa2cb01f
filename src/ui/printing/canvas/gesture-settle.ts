/** How long a wheel gesture (a wheel zoom, a trackpad pinch) rests before it counts as over. */
export const WHEEL_SETTLE_MS = 180;

/** The timers GestureSettle uses (the browser's; a test's fakes). */
export interface SettleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const browserClock: SettleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Tells when a wheel gesture is over: `settle` runs once `idleMs` passed without a `step()`. A wheel
 * has no end event of its own (a drag ends with its pointer up). One timer at a time, not one per
 * step: a step only notes its time, and a timer that fires early waits out the rest.
 */
export class GestureSettle {
  private timer: number | null = null;
  private lastStep = 0;

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
    this.lastStep = this.clock.now();
    if (this.timer === null) this.arm(this.idleMs);
  }

  private arm(ms: number): void {
    this.timer = this.clock.setTimeout(() => {
      const rest = this.lastStep + this.idleMs - this.clock.now();
      if (rest > 0) {
        this.arm(rest);
        return;
      }
      this.timer = null;
      this.settle();
    }, ms);
  }

  /** The gesture ended otherwise (another input, a full draw): no settle. */
  cancel(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
