import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoader, isLoadError, loadChunk, provideChunkLoader } from '../../../src/application/loading/chunk-loader';
import type { Analytics } from '../../../src/application/ports/analytics';
import type { Scheduler } from '../../../src/application/ports/scheduler';
import { ChunkLoadFailure } from '../../../src/domain/loading/chunk-load';

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module: https://store.example/assets/chunks/faqs-page-ABC.js');

/** The port on fake timers: `now` is the faked Date, `after` a faked setTimeout. */
const fakeScheduler: Scheduler = {
  now: () => Date.now(),
  every: () => () => {},
  after: (ms, task) => {
    const id = setTimeout(task, ms);
    return () => clearTimeout(id);
  },
};

describe('ChunkLoader (SPEC §8)', () => {
  let reported: Array<[unknown, string]>;
  let loader: ChunkLoader;
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    reported = [];
    const analytics = { reportError: (error: unknown, { where }: { where: string }) => reported.push([error, where]) } as unknown as Analytics;
    loader = new ChunkLoader(fakeScheduler, analytics);
  });
  afterEach(() => {
    vi.useRealTimers();
    provideChunkLoader(null as unknown as ChunkLoader);
  });

  it('retries a failed code chunk at 1, 3, 7, 15, 31, 61, 91 and 120 s, then raises ChunkLoadError, reported once', async () => {
    const tries: number[] = [];
    const attempt = () => {
      tries.push(Date.now());
      return Promise.reject(fetchFailed());
    };
    const outcome = loader.load(attempt).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(loader.failure).toBeNull();
    expect(tries).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000, 91000]);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadFailure;
    expect(tries.at(-1)).toBe(120_000);
    expect([error.name, error.code, error.attempts]).toEqual(['ChunkLoadError', 'ChunkLoadError', 9]);
    expect(loader.failure).toBe(error);
    expect(reported).toEqual([[error, 'chunk load']]);
    // A second part given up later changes neither the message nor the report.
    const second = loader.load(attempt).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await second).toBeInstanceOf(ChunkLoadFailure);
    expect([loader.failure, reported.length]).toEqual([error, 1]);
  });

  it('answers with the chunk once a retry loads it (the old files are back, the network returned)', async () => {
    let calls = 0;
    const outcome = loader.load(() => (++calls < 4 ? Promise.reject(fetchFailed()) : Promise.resolve('page')));
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await outcome).toBe('page');
    expect([calls, loader.failure, reported]).toEqual([4, null, []]);
  });

  it('names a stylesheet given up CSS_CHUNK_LOAD_FAILED', async () => {
    const styleFailed = Object.assign(new Error('the stylesheet /assets/main-ABC.css did not load'), { name: 'StylesheetLoadError' });
    const outcome = loader.load(() => Promise.reject(styleFailed), 'style').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = (await outcome) as ChunkLoadFailure;
    expect([error.name, error.code, error.kind]).toEqual(['CSS_CHUNK_LOAD_FAILED', 'CSS_CHUNK_LOAD_FAILED', 'style']);
    expect(reported).toEqual([[error, 'stylesheet load']]);
  });

  it('loads a failed stylesheet again on the same plan, and gives it up after 120 s as CSS_CHUNK_LOAD_FAILED', async () => {
    const reloads: Array<[string, number]> = [];
    let sheetBack = false;
    const stylesheets = {
      failed: () => ['https://store.example/assets/main-OLD.css', 'https://store.example/assets/extra-OLD.css'],
      reload: (href: string) => {
        reloads.push([href, Date.now()]);
        if (href.includes('extra') && sheetBack) return Promise.resolve();
        return Promise.reject(Object.assign(new Error(`The stylesheet ${href} did not load`), { name: 'StylesheetLoadError' }));
      },
    };
    const done = loader.recoverStylesheets(stylesheets);
    await vi.advanceTimersByTimeAsync(3_000);
    sheetBack = true;
    await vi.advanceTimersByTimeAsync(117_000);
    await done;
    expect(reloads.filter(([href]) => href.includes('extra')).map(([, at]) => at)).toEqual([0, 1000, 3000, 7000]);
    expect(reloads.filter(([href]) => href.includes('main')).map(([, at]) => at)).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000, 91000, 120000]);
    expect([loader.failure?.name, reported.map(([, where]) => where)]).toEqual(['CSS_CHUNK_LOAD_FAILED', ['stylesheet load']]);
  });

  it('does not retry a chunk that loaded but threw: that is a bug, raised at once', async () => {
    const bug = new SyntaxError('Unexpected token');
    let calls = 0;
    await expect(loader.load(() => (calls++, Promise.reject(bug)))).rejects.toBe(bug);
    expect([calls, loader.failure]).toEqual([1, null]);
  });

  it('tells load failures of every browser from other errors', () => {
    expect(isLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('routes the module-level loadChunk through the provided loader', async () => {
    let calls = 0;
    const attempt = () => (++calls === 1 ? Promise.reject(fetchFailed()) : Promise.resolve('chunk'));
    await expect(loadChunk(attempt)).rejects.toThrow('Failed to fetch');
    provideChunkLoader(loader);
    calls = 0;
    const outcome = loadChunk(attempt);
    await vi.advanceTimersByTimeAsync(1_000);
    expect([await outcome, calls]).toEqual(['chunk', 2]);
  });
});
