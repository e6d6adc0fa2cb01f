import type { Queryable } from '../db/db';
import { claimJob, releaseJob } from './job-claims';

/**
 * A server job's timer (recovery emails, anonymous-project expiry, print-cache pruning): a run every
 * `intervalMs`, never two at once, a failure handed to `onFailure` (logged, never thrown), and a timer
 * that never keeps the process alive. `stop` waits for a run in progress, so shutdown can close the
 * database after it.
 */
export class PeriodicJob<T> {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly run: () => Promise<T>,
    private readonly onFailure: (error: unknown) => T,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref?.();
  }

  /** A timer run: skipped (the running one answered) while the previous one is still going. */
  tick(): Promise<T> {
    this.running ??= this.run()
      .catch(this.onFailure)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** The message of a failure, for a job's one log line. */
export const failureMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs `work` under the job's lease in `job_claims` (one server at a time, whichever asks first) and
 * gives the lease back when done; null when another server holds it.
 */
export async function underLease<T>(db: Queryable, lease: { job: string; holder: string; ms: number; now: Date }, work: () => Promise<T>): Promise<T | null> {
  if (!(await claimJob(db, lease.job, lease.holder, lease.ms, lease.now))) return null;
  try {
    return await work();
  } finally {
    await releaseJob(db, lease.job, lease.holder);
  }
}
