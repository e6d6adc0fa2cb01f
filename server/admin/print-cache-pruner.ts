import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/db';
import { failureMessage, PeriodicJob, underLease } from '../coordination/periodic-job';

/** PRINT_CACHE_MAX_BYTES's default: 2 GiB of print files. */
export const DEFAULT_PRINT_CACHE_MAX_BYTES = 2 * 1024 ** 3;
/** PRINT_CACHE_MAX_AGE's default: a file nobody downloaded for 30 days goes. */
export const DEFAULT_PRINT_CACHE_MAX_AGE_MS = 30 * 86_400_000;
/** A file written or used this recently is never deleted: another server may be sending or renaming it. */
export const PRUNE_GRACE_MS = 60_000;
/** A render's partial file older than this was left by a crash. */
const STALE_PART_MS = 3_600_000;
const LEASE_MS = 5 * 60_000;

export interface PrintCacheBounds {
  /** Most recently used files are kept up to this many bytes in all. */
  readonly maxBytes: number;
  /** Files unused for longer go whatever the total (null: no age bound). */
  readonly maxAgeMs: number | null;
}

export interface PruneResult {
  readonly kept: number;
  readonly keptBytes: number;
  readonly deleted: number;
  readonly deletedBytes: number;
}

interface PrunerDeps extends PrintCacheBounds {
  readonly db: Queryable;
  readonly cacheDir: string;
  /** File names this server is reading or rendering right now (never deleted). */
  readonly inUse: () => ReadonlySet<string>;
  readonly holder?: string;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

/**
 * Keeps the print-file cache within its bounds (issue #17): the most recently used files (a cache hit
 * touches its file's mtime) up to `maxBytes`, none unused for longer than `maxAgeMs`. Each run claims a
 * job lease named after the cache folder's own id (`.cache-id`, written once), so servers sharing one
 * folder prune it one at a time and servers with their own folders each prune theirs. Never deleted:
 * a file this server is reading or rendering, a file touched within the last minute (another server's
 * download or render), a render's `.part` file younger than an hour.
 */
export class PrintCachePruner {
  private readonly holder: string;
  private readonly now: () => number;
  private readonly job = new PeriodicJob<PruneResult | null>(
    () => this.runOnce(),
    (error) => {
      this.deps.log?.(`[print-cache] pruning failed: ${failureMessage(error)}`);
      return null;
    },
  );

  constructor(private readonly deps: PrunerDeps) {
    this.holder = deps.holder ?? randomUUID();
    this.now = deps.now ?? Date.now;
  }

  /** One run; null when another server holds the lease on this folder. */
  async runOnce(): Promise<PruneResult | null> {
    const job = `print-cache-prune:${await this.cacheId()}`;
    return underLease(this.deps.db, { job, holder: this.holder, ms: LEASE_MS, now: new Date(this.now()) }, () => this.prune());
  }

  private async cacheId(): Promise<string> {
    const file = path.join(this.deps.cacheDir, '.cache-id');
    await mkdir(this.deps.cacheDir, { recursive: true });
    await writeFile(file, randomUUID(), { flag: 'wx' }).catch(() => {}); // the first server to get here names it
    return (await readFile(file, 'utf8')).trim();
  }

  private async prune(): Promise<PruneResult> {
    const now = this.now();
    const busy = this.deps.inUse();
    const files: Array<{ name: string; size: number; usedAt: number }> = [];
    for (const name of await readdir(this.deps.cacheDir)) {
      if (name.startsWith('.') || busy.has(name)) continue;
      const info = await stat(path.join(this.deps.cacheDir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      if (name.endsWith('.part')) {
        if (now - info.mtimeMs > STALE_PART_MS) await unlink(path.join(this.deps.cacheDir, name)).catch(() => {});
        continue;
      }
      files.push({ name, size: info.size, usedAt: info.mtimeMs });
    }
    files.sort((a, b) => b.usedAt - a.usedAt || a.name.localeCompare(b.name));
    let keptBytes = 0;
    let kept = 0;
    let deleted = 0;
    let deletedBytes = 0;
    for (const f of files) {
      const fresh = now - f.usedAt < PRUNE_GRACE_MS;
      const tooOld = this.deps.maxAgeMs !== null && now - f.usedAt > this.deps.maxAgeMs;
      if (fresh || (!tooOld && keptBytes + f.size <= this.deps.maxBytes)) {
        keptBytes += f.size;
        kept++;
        continue;
      }
      // Checked again just before: a download may have touched it (or a render replaced it) meanwhile.
      if (this.deps.inUse().has(f.name)) continue;
      const again = await stat(path.join(this.deps.cacheDir, f.name)).catch(() => null);
      if (!again || again.mtimeMs !== f.usedAt) continue;
      await unlink(path.join(this.deps.cacheDir, f.name)).catch(() => {});
      deleted++;
      deletedBytes += f.size;
    }
    if (deleted > 0) this.deps.log?.(`[print-cache] pruned ${deleted} files (${deletedBytes} bytes); kept ${kept} (${keptBytes} bytes)`);
    return { kept, keptBytes, deleted, deletedBytes };
  }

  /** A run every `intervalMs` (never two at once). */
  start(intervalMs = 10 * 60_000): void {
    this.job.start(intervalMs);
  }

  tick(): Promise<PruneResult | null> {
    return this.job.tick();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
