import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_GIVE_UP_MS, ChunkLoadFailure, isChunkLoadFailure, nextChunkRetry } from '../../../src/domain/loading/chunk-load';

describe('the chunk retry plan (SPEC §8)', () => {
  it('waits 1, 2, 4, 8, 16 s, then 30 s, cutting the last pause so the last try starts at 120 s', () => {
    const delays: number[] = [];
    let elapsed = 0;
    for (let attempt = 0; ; attempt++) {
      const step = nextChunkRetry(attempt, elapsed);
      if (step.kind === 'give-up') break;
      delays.push(step.delayMs);
      elapsed += step.delayMs;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 29000]);
    expect(elapsed).toBe(CHUNK_LOAD_GIVE_UP_MS);
  });

  it('gives up on a failure at or after 120 s, and not a moment before', () => {
    expect(nextChunkRetry(3, 119_999)).toEqual({ kind: 'retry', delayMs: 1 });
    expect(nextChunkRetry(3, 120_000)).toEqual({ kind: 'give-up' });
    expect(nextChunkRetry(0, 130_000)).toEqual({ kind: 'give-up' });
  });

  it('names a code failure ChunkLoadError and a style failure CSS_CHUNK_LOAD_FAILED', () => {
    const code = new ChunkLoadFailure('code', 9, new TypeError('Failed to fetch dynamically imported module'));
    expect([code.name, code.code, code.message]).toEqual(['ChunkLoadError', 'ChunkLoadError', 'A part of the store could not be loaded after 9 tries']);
    const style = new ChunkLoadFailure('style', 9, null);
    expect([style.name, style.code, style.message]).toEqual([
      'CSS_CHUNK_LOAD_FAILED',
      'CSS_CHUNK_LOAD_FAILED',
      "The store's styles could not be loaded after 9 tries",
    ]);
    expect([isChunkLoadFailure(code), isChunkLoadFailure(new Error('x')), isChunkLoadFailure(null)]).toEqual([true, false, false]);
  });
});
