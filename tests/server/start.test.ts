import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { migrations } from '../../server/db/migrations/index';

describe('startServer on embedded PGlite', () => {
  it('creates, migrates and seeds the database under DATA_DIR, and keeps it across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tpx-data-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), clientDir: dataDir };
    const logs: string[] = [];

    const first = await startServer(config, { log: (l) => logs.push(l) });
    const health = await fetch(`${first.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    const tenant = await (await fetch(`${first.url}/api/v1/tenants/cvs/v2`)).json();
    expect(tenant.shopAllLabel).toBe('CVS SAME DAY PRINTS');
    await first.close();
    expect(logs).toContain(`[db] applied migrations ${migrations.map((m) => m.version).join(', ')} (pglite)`);
    expect(logs.some((l) => /^\[seed\] generated \d+ catalogue images in \d+ ms$/.test(l))).toBe(true);
    expect(await readdir(dataDir)).toContain('pgdata');

    const second = await startServer(config, { log: (l) => logs.push(l) });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    await second.close();
    expect(logs.filter((l) => l.startsWith('[db] applied'))).toHaveLength(1);
    // The catalogue images are drawn once, on the first start only.
    expect(logs.filter((l) => l.startsWith('[seed] generated'))).toHaveLength(1);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and HOSTED_PAGE_URL with the documented defaults', () => {
    const defaults = readConfig({});
    expect(defaults.port).toBe(8080);
    expect(defaults.dataDir).toBe(path.resolve('.data'));
    expect(defaults.databaseUrl).toBeUndefined();
    expect(readConfig({ PORT: '9090', DATABASE_URL: 'postgres://x/y' })).toMatchObject({ port: 9090, databaseUrl: 'postgres://x/y' });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got eighty');
  });
});
