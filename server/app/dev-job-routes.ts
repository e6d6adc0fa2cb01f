import { Hono } from 'hono';

/** A background job's single run (order emails, recovery emails): answers how many items it handled. */
export interface DevJob {
  readonly name: string;
  runOnce(): Promise<number>;
}

/** The path of the development job tick. */
export const DEV_JOB_TICK_PATH = '/api/dev/jobs/run';

/**
 * The development job tick (like the dev mailbox, DESIGN §9; never in production, where the caller
 * does not mount it and /api/* answers 404): `POST /api/dev/jobs/run` runs each job once now, one
 * after the other, and answers when they are done with what each handled, e.g.
 * `{"ran":{"orderEmails":1,"recoveryEmails":0}}`. The e2e waits for it instead of for the jobs' timers
 * (every 2 s): a fixed sleep was 5 s of every run. A run beside the timer's is safe, as two servers'
 * runs are: each claims its rows in the database. It reads no input.
 */
export function devJobRoutes(jobs: readonly DevJob[]): Hono {
  const app = new Hono();
  app.post(DEV_JOB_TICK_PATH, async (c) => {
    const ran: Record<string, number> = {};
    for (const job of jobs) ran[job.name] = await job.runOnce();
    c.header('Cache-Control', 'no-store');
    return c.json({ ran });
  });
  return app;
}
