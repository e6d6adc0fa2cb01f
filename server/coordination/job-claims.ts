import type { Queryable } from '../db/db';

/**
 * Job leases shared by every server process (`job_claims`, migration 008): `claim` answers true to
 * exactly one caller until the lease ends, whichever server asks, so a periodic job (a reminder mail,
 * a cleanup) runs once however many servers run its timer. One atomic upsert: the row is taken when
 * absent or when its lease has ended; the holder may renew its own lease.
 */
export async function claimJob(db: Queryable, job: string, holder: string, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO job_claims AS j (job, holder, claimed_at, lease_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, claimed_at = EXCLUDED.claimed_at, lease_until = EXCLUDED.lease_until
     WHERE j.lease_until <= EXCLUDED.claimed_at OR j.holder = EXCLUDED.holder
     RETURNING job`,
    [job, holder, now, new Date(now.getTime() + leaseMs)],
  );
  return rows.length === 1;
}

/** Ends `holder`'s lease early (the job finished): the next claim need not wait for it to lapse. */
export async function releaseJob(db: Queryable, job: string, holder: string): Promise<void> {
  await db.query('DELETE FROM job_claims WHERE job = $1 AND holder = $2', [job, holder]);
}
