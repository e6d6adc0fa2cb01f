import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrintCacheBounds } from '../../server/admin/print-cache-settings';
import { PrintCachePruner } from '../../server/admin/print-cache-pruner';
import { claimJob } from '../../server/coordination/job-claims';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { testDbFactories } from './test-db';

const HOUR = 3_600_000;

describe.each(testDbFactories)('print-file cache pruning on $name', ({ open }) => {
  let db: Db;
  const now = Date.now();

  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A cache folder with files of `size` bytes last used `hoursAgo` ago. */
  const cacheWith = async (files: Record<string, { size: number; usedMsAgo: number }>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tpx-print-cache-'));
    for (const [name, f] of Object.entries(files)) {
      await writeFile(path.join(dir, name), Buffer.alloc(f.size, 1));
      const at = new Date(now - f.usedMsAgo);
      await utimes(path.join(dir, name), at, at);
    }
    return dir;
  };
  const pruner = (cacheDir: string, opts: { maxBytes: number; maxAgeMs?: number | null; inUse?: string[]; holder?: string }) =>
    new PrintCachePruner({
      db,
      cacheDir,
      maxBytes: opts.maxBytes,
      maxAgeMs: opts.maxAgeMs ?? null,
      inUse: () => new Set(opts.inUse ?? []),
      now: () => now,
      ...(opts.holder ? { holder: opts.holder } : {}),
    });
  const listed = async (dir: string) => (await readdir(dir)).filter((n) => !n.startsWith('.')).sort();

  it('keeps the most recently used files within the byte bound and deletes the rest', async () => {
    const dir = await cacheWith({
      'a.jpg': { size: 1000, usedMsAgo: 5 * HOUR },
      'b.jpg': { size: 1000, usedMsAgo: 4 * HOUR },
      'c.jpg': { size: 1000, usedMsAgo: 3 * HOUR },
      'd.jpg': { size: 1000, usedMsAgo: 2 * HOUR },
      'e.jpg': { size: 1000, usedMsAgo: HOUR },
    });
    expect(await pruner(dir, { maxBytes: 2500 }).runOnce()).toEqual({ kept: 2, keptBytes: 2000, deleted: 3, deletedBytes: 3000 });
    expect(await listed(dir)).toEqual(['d.jpg', 'e.jpg']);
    // Within the bound now: a second run deletes nothing.
    expect(await pruner(dir, { maxBytes: 2500 }).runOnce()).toMatchObject({ kept: 2, deleted: 0 });
  });

  it('never deletes a file being served or rendered, one used in the last minute, or a young partial render', async () => {
    const dir = await cacheWith({
      'old-in-use.jpg': { size: 1000, usedMsAgo: 10 * HOUR },
      'just-used.jpg': { size: 1000, usedMsAgo: 10_000 },
      'newest-idle.jpg': { size: 1000, usedMsAgo: HOUR },
      'idle.jpg': { size: 1000, usedMsAgo: 2 * HOUR },
      'x.jpg.1.2.part': { size: 1000, usedMsAgo: 30_000 },
      'y.jpg.1.2.part': { size: 1000, usedMsAgo: 2 * HOUR },
    });
    const result = await pruner(dir, { maxBytes: 1500, inUse: ['old-in-use.jpg'] }).runOnce();
    expect(await listed(dir)).toEqual(['just-used.jpg', 'old-in-use.jpg', 'x.jpg.1.2.part']);
    expect(result).toMatchObject({ deleted: 2, deletedBytes: 2000 });
  });

  it('deletes files unused for longer than the age bound, however much room is left', async () => {
    const dir = await cacheWith({ 'stale.jpg': { size: 10, usedMsAgo: 31 * 24 * HOUR }, 'recent.jpg': { size: 10, usedMsAgo: 24 * HOUR } });
    await pruner(dir, { maxBytes: 1024 ** 3, maxAgeMs: 30 * 24 * HOUR }).runOnce();
    expect(await listed(dir)).toEqual(['recent.jpg']);
  });

  it('runs on one server at a time per cache folder: while another holds the lease, nothing is deleted', async () => {
    const dir = await cacheWith({ 'a.jpg': { size: 1000, usedMsAgo: 5 * HOUR }, 'b.jpg': { size: 1000, usedMsAgo: HOUR } });
    const first = pruner(dir, { maxBytes: 1000, holder: 'server-a' });
    // Both servers name the folder by its .cache-id; server A takes the lease first.
    await first.runOnce();
    const id = (await readFile(path.join(dir, '.cache-id'), 'utf8')).trim();
    expect(await claimJob(db, `print-cache-prune:${id}`, 'server-a', 60_000, new Date(now))).toBe(true);
    await writeFile(path.join(dir, 'c.jpg'), Buffer.alloc(1000, 1));
    await utimes(path.join(dir, 'c.jpg'), new Date(now - 9 * HOUR), new Date(now - 9 * HOUR));
    expect(await pruner(dir, { maxBytes: 1000, holder: 'server-b' }).runOnce()).toBeNull();
    expect(await listed(dir)).toEqual(['b.jpg', 'c.jpg']);
    // Another folder has its own id, so its own lease.
    const other = await cacheWith({ 'z.jpg': { size: 1000, usedMsAgo: 5 * HOUR } });
    expect(await pruner(other, { maxBytes: 10, holder: 'server-b' }).runOnce()).toMatchObject({ deleted: 1 });
  });

  it('reads its bounds from PRINT_CACHE_MAX_BYTES and PRINT_CACHE_MAX_AGE, refusing nonsense', () => {
    expect(readPrintCacheBounds({})).toEqual({ maxBytes: 2 * 1024 ** 3, maxAgeMs: 30 * 24 * HOUR });
    expect(readPrintCacheBounds({ PRINT_CACHE_MAX_BYTES: '500MB', PRINT_CACHE_MAX_AGE: 'off' })).toEqual({ maxBytes: 500 * 1024 ** 2, maxAgeMs: null });
    expect(readPrintCacheBounds({ PRINT_CACHE_MAX_AGE: '12h' }).maxAgeMs).toBe(12 * HOUR);
    expect(() => readPrintCacheBounds({ PRINT_CACHE_MAX_BYTES: 'lots' })).toThrow(
      'PRINT_CACHE_MAX_BYTES must be a size of at least 1MB (e.g. 500MB, 10GB), got lots',
    );
    expect(() => readPrintCacheBounds({ PRINT_CACHE_MAX_BYTES: '10kb' })).toThrow(/at least 1MB/);
    expect(() => readPrintCacheBounds({ PRINT_CACHE_MAX_AGE: '5m' })).toThrow('PRINT_CACHE_MAX_AGE must be hours or days (e.g. 12h, 30d) or off, got 5m');
  });
});
