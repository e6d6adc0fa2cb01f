import type { Scheduler } from '../ports/scheduler';

/** Where a wait for saves stands: all landed, one will not land now, or still on their way. */
export type SaveOutcome = 'landed' | 'failed' | 'pending';

/**
 * Waits for saves (checkout's `ProjectSync.settle`): each ends as soon as its outcome is known, or
 * as failed once its time is up. The sync calls `check` whenever a save ends.
 */
export class SaveWaits {
  private readonly checks = new Set<() => void>();

  constructor(private readonly scheduler: Scheduler) {}

  /** True once `outcome` says landed; false once it says failed or after `timeoutMs`. `ended` runs either way, once. */
  wait(outcome: () => SaveOutcome, timeoutMs: number, ended: () => void): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const finish = (landed: boolean) => {
        this.checks.delete(check);
        cancelTimeout();
        ended();
        resolve(landed);
      };
      const check = () => {
        const now = outcome();
        if (now !== 'pending') finish(now === 'landed');
      };
      const cancelTimeout = this.scheduler.after(timeoutMs, () => finish(false));
      this.checks.add(check);
      check();
    });
  }

  check(): void {
    for (const check of [...this.checks]) check();
  }
}
