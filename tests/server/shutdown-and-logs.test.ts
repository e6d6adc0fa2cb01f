import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { trackInFlight } from '../../server/app/in-flight';
import { serverLog } from '../../server/log';
import { startServer } from '../../server/start';
import { startS3Emulator } from '../support/s3-emulator';
import { openTestPglite } from './test-db';

describe('graceful shutdown', () => {
  it('waits for requests in flight, and says so when the grace time runs out', async () => {
    const inFlight = trackInFlight();
    let finish!: () => void;
    const slow = inFlight.wrap(() => new Promise<Response>((resolve) => (finish = () => resolve(new Response('done')))));
    const answer = slow(new Request('http://x/'));
    expect(inFlight.count()).toBe(1);
    expect(await inFlight.drained(20)).toBe(false);
    const drained = inFlight.drained(5_000);
    finish();
    expect(await (await answer).text()).toBe('done');
    expect(await drained).toBe(true);
    expect(inFlight.count()).toBe(0);
  });

  it('while draining, /healthz answers 503 so the balancer stops sending, and other requests are still served', async () => {
    const inFlight = trackInFlight();
    const app = inFlight.wrap(async () => new Response('ok'));
    expect((await app(new Request('http://x/healthz'))).status).toBe(200);
    inFlight.startDraining();
    const health = await app(new Request('http://x/healthz'));
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'shutting down' });
    expect(await (await app(new Request('http://x/api/v1/x'))).text()).toBe('ok');
  });

  it('a bucket that does not exist stops the start with one clear line', async () => {
    const emulator = await startS3Emulator();
    try {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tpx-nobucket-'));
      const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0', ...emulator.env, S3_BUCKET: 'missing-bucket' }), clientDir: dataDir };
      process.env.AWS_ACCESS_KEY_ID = emulator.env.AWS_ACCESS_KEY_ID;
      process.env.AWS_SECRET_ACCESS_KEY = emulator.env.AWS_SECRET_ACCESS_KEY;
      // The database is this worker's migrated copy: a new one on disk under DATA_DIR (initdb, every
      // migration) is start.test.ts's, and took most of this test's time (issue 36).
      await expect(startServer(config, { db: await openTestPglite(), log: () => {} })).rejects.toThrow(
        `S3 storage unusable: S3 bucket missing-bucket at ${emulator.endpoint}: the bucket does not exist`,
      );
    } finally {
      await emulator.close();
    }
  });
});

describe('server log', () => {
  it('writes JSON lines with time, level and message, and access lines with the request id', () => {
    const lines: string[] = [];
    const log = serverLog('json', (l) => lines.push(l));
    log('[mail] WARNING: no SMTP');
    log.access({ requestId: 'lb-1', method: 'GET', path: '/healthz', status: 200, ms: 1.5 });
    const [warning, access] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(warning).toMatchObject({ level: 'warn', msg: '[mail] WARNING: no SMTP' });
    expect(typeof warning!.time).toBe('string');
    expect(access).toMatchObject({ level: 'info', msg: 'request', requestId: 'lb-1', method: 'GET', path: '/healthz', status: 200, ms: 1.5 });
    const text: string[] = [];
    const plain = serverLog('text', (l) => text.push(l));
    plain('hello');
    plain.access({ requestId: 'x', method: 'GET', path: '/', status: 200, ms: 1 });
    expect(text).toEqual(['hello']);
  });
});
