import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openTestPglite } from '../test-db';
import { writeRecorder } from './write-recorder';

/** The gates' read-back must be able to fail: it sees every kind of write, and only real ones. */
describe('the write recorder of the hostile-input gates', () => {
  let db: Db;
  let writes: Awaited<ReturnType<typeof writeRecorder>>;
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db);
    writes = await writeRecorder(db, ['rate_limits']);
  });
  afterAll(async () => db.close());

  it('names each table written since the last read, once, and then starts again', async () => {
    await db.query(`INSERT INTO rate_limits (name, key, tokens, at_ms, allowed) VALUES ('recorder', 'x', 1, 0, true)`);
    await db.query(`INSERT INTO job_claims (job, holder, claimed_at, lease_until) VALUES ('recorder-test', 'a', now(), now())`);
    await db.query(`UPDATE job_claims SET holder = 'b' WHERE job = 'recorder-test'`);
    expect(await writes.writtenSince()).toEqual(['job_claims']);
    await db.query(`DELETE FROM job_claims WHERE job = 'recorder-test'`);
    expect(await writes.writtenSince()).toEqual(['job_claims']);
    expect(await writes.writtenSince()).toEqual([]);
  });

  it('sees nothing of a statement that changes no row, a rolled-back write or an exempt table', async () => {
    await db.query(`UPDATE job_claims SET holder = 'c' WHERE job = 'no such job'`);
    await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO job_claims (job, holder, claimed_at, lease_until) VALUES ('rolled-back', 'a', now(), now())`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(writes.tables).not.toContain('rate_limits');
    expect(await writes.writtenSince()).toEqual([]);
  });
});
