import { describe, expect, it } from 'vitest';
import { PeriodicJob, failureMessage } from '../../server/coordination/periodic-job';

describe('PeriodicJob (the timer every server job shares)', () => {
  it('never runs twice at once: a tick during a run answers that run', async () => {
    let runs = 0;
    let finish: (n: number) => void = () => {};
    const job = new PeriodicJob<number>(
      () => {
        runs += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      () => -1,
    );
    const first = job.tick();
    const second = job.tick();
    expect(runs).toBe(1);
    finish(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    const third = job.tick();
    expect(runs).toBe(2);
    finish(8);
    expect(await third).toBe(8);
  });

  it('a failed run answers the fallback, and the next tick runs again', async () => {
    const seen: string[] = [];
    let fail = true;
    const job = new PeriodicJob<string>(
      async () => {
        if (fail) throw new Error('disk full');
        return 'ok';
      },
      (error) => {
        seen.push(failureMessage(error));
        return 'failed';
      },
    );
    expect(await job.tick()).toBe('failed');
    fail = false;
    expect(await job.tick()).toBe('ok');
    expect(seen).toEqual(['disk full']);
  });

  it('stop waits for the run in progress (shutdown closes the database after it)', async () => {
    let done = false;
    const job = new PeriodicJob<void>(
      () => new Promise<void>((resolve) => setTimeout(() => ((done = true), resolve()), 30)),
      () => undefined,
    );
    job.start(60_000);
    void job.tick();
    await job.stop();
    expect(done).toBe(true);
  });
});
