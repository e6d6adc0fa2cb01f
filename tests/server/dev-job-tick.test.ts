import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app/create-app';
import { DEV_JOB_TICK_PATH, type DevJob } from '../../server/app/dev-job-routes';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import { orderEmailJob } from '../../server/orders/emails/order-emails';
import { queueOrderEmail } from '../../server/orders/emails/order-email-queue';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { openAdminHarness, type AdminHarness } from './admin-harness';
import { openTestPglite } from './test-db';

/** A job that counts its runs and answers a fixed number handled. */
const countingJob = (name: string, handled: number) => {
  const job = { name, runs: 0, runOnce: async () => ((job.runs += 1), handled) };
  return job;
};

/**
 * The development job tick (POST /api/dev/jobs/run): the e2e waits for the jobs' run instead of
 * sleeping through their 2 s timers. Never in production.
 */
describe('the development job tick', () => {
  let h: AdminHarness;
  const appWith = (devJobs: readonly DevJob[], production: boolean) =>
    createApp({
      db: h.db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', production },
      filesDir: h.filesDir,
      log: () => {},
      devJobs,
    });
  const tick = (app: ReturnType<typeof appWith>, method = 'POST') => app.request(`http://localhost${DEV_JOB_TICK_PATH}`, { method });

  beforeAll(async () => {
    h = await openAdminHarness(await openTestPglite());
  });
  afterAll(async () => h?.db.close());

  it('runs each job once, one after the other, and answers what each handled', async () => {
    const order = countingJob('orderEmails', 2);
    const recovery = countingJob('recoveryEmails', 0);
    const res = await tick(appWith([order, recovery], false));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ran: { orderEmails: 2, recoveryEmails: 0 } });
    expect([order.runs, recovery.runs]).toEqual([1, 1]);
  });

  it('sends a queued order email now, once however often it is called', async () => {
    const job = orderEmailJob({
      db: h.db,
      mailer: new OutboxMailer(h.db, () => {}),
      tenants: new TenantRepository(h.db, ''),
      filesDir: h.filesDir,
      publicUrl: 'http://localhost',
      log: () => {},
    });
    const app = appWith([{ name: 'orderEmails', runOnce: () => job.runOnce() }], false);
    const placed = await h.placeOrder({ email: 'tick@example.com' });
    await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: placed.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
    expect(await (await tick(app)).json()).toEqual({ ran: { orderEmails: 1 } });
    expect(await (await tick(app)).json()).toEqual({ ran: { orderEmails: 0 } });
    const mails = (await (await app.request('http://localhost/api/dev/mail?to=tick%40example.com')).json()) as Array<{ subject: string }>;
    expect(mails.map((m) => m.subject)).toEqual([`Your TilePix order #${placed.number} is confirmed`]);
  });

  it('is only a POST: another method is the API’s 404 and runs nothing', async () => {
    const job = countingJob('orderEmails', 1);
    const res = await tick(appWith([job], false), 'GET');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: `Not found: GET ${DEV_JOB_TICK_PATH}` });
    expect(job.runs).toBe(0);
  });

  it('does not exist in production: 404, and no job runs', async () => {
    const job = countingJob('orderEmails', 1);
    const res = await tick(appWith([job], true));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: `Not found: POST ${DEV_JOB_TICK_PATH}` });
    expect(job.runs).toBe(0);
  });
});
