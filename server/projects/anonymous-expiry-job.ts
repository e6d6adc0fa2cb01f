import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { failureMessage, PeriodicJob, underLease } from '../coordination/periodic-job';

/**
 * An anonymous project not saved for this long is deleted: 90 days. Nobody can reach it by then: the
 * browser that made it forgets its cart token 4 days after its last local save (local records expire,
 * SPEC §3 local persistence), and only customers get `/recover` links. A customer's project and an ordered one are kept.
 */
export const ANONYMOUS_PROJECT_MAX_IDLE_MS = 90 * 86_400_000;
/** The job's lease: another server may take it over when a run died without giving it back. */
const LEASE_MS = 10 * 60_000;
const JOB = 'anonymous-project-expiry';

export interface AnonymousExpiryDeps {
  readonly db: Queryable;
  readonly maxIdleMs?: number;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** This server's name in the lease (random when absent). */
  readonly holder?: string;
  /** Projects deleted per statement (a long backlog goes in several short ones). */
  readonly batch?: number;
}

/** Oldest first, a batch at a time: never one long statement holding the table. */
const DELETE_IDLE = `
DELETE FROM projects WHERE (tenant_id, id) IN (
  SELECT tenant_id, id FROM projects
   WHERE owner_id IS NULL AND completed_at IS NULL AND updated_at < $1::timestamptz
   ORDER BY updated_at LIMIT $2)
RETURNING id`;

/**
 * The expiry of untouched anonymous projects (issue 26 item 10): a timer in each server; each run
 * claims the job's lease in `job_claims` first, so one server runs it at a time however many run the
 * timer, and gives it back when done.
 */
export class AnonymousProjectExpiry {
  private readonly holder: string;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly job = new PeriodicJob<number | null>(
    () => this.runOnce(),
    (error) => {
      this.log(`[projects] expiring anonymous projects failed: ${failureMessage(error)}`);
      return null;
    },
  );

  constructor(private readonly deps: AnonymousExpiryDeps) {
    this.holder = deps.holder ?? randomUUID();
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? console.log;
  }

  /** One run: the projects deleted, or null when another server holds the lease. */
  runOnce(): Promise<number | null> {
    const now = this.now();
    return underLease(this.deps.db, { job: JOB, holder: this.holder, ms: LEASE_MS, now: new Date(now) }, async () => {
      const before = new Date(now - (this.deps.maxIdleMs ?? ANONYMOUS_PROJECT_MAX_IDLE_MS)).toISOString();
      const batch = this.deps.batch ?? 500;
      let deleted = 0;
      for (;;) {
        const rows = await this.deps.db.query(DELETE_IDLE, [before, batch]);
        deleted += rows.length;
        if (rows.length < batch) break;
      }
      if (deleted > 0) this.log(`[projects] deleted ${deleted} anonymous projects untouched since ${before}`);
      return deleted;
    });
  }

  /** A run every `intervalMs` (hourly; runs never overlap). */
  start(intervalMs = 60 * 60_000): void {
    this.job.start(intervalMs);
  }

  /** A timer run: skipped while the previous one is still going; a failure is logged, never thrown. */
  tick(): Promise<number | null> {
    return this.job.tick();
  }

  /** Stops the timer and waits for a run in progress (shutdown: before the database closes). */
  stop(): Promise<void> {
    return this.job.stop();
  }
}
