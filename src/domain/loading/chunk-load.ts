/**
 * A code or style chunk that does not load (SPEC §8), typically a page left open across a deploy
 * whose old hashed files are gone, or a network that dropped: the load is retried with a growing
 * pause, and only after 120 s of failures is it given up as `ChunkLoadError` (a code chunk) or
 * `CSS_CHUNK_LOAD_FAILED` (a stylesheet). The shopper then sees one message with a Reload button.
 */

/** SPEC §8: a code chunk's load fails for good after 120 s. */
export const CHUNK_LOAD_GIVE_UP_MS = 120_000;

/** The pause before the first retry; each next one doubles, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** SPEC §8's names: the error's name for code, the code for style. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
export type ChunkKind = 'code' | 'style';

/** What happens after the failed attempt number `attempt` (0 = the first load), `elapsedMs` after the first load began. */
export type ChunkRetryStep = { readonly kind: 'retry'; readonly delayMs: number } | { readonly kind: 'give-up' };

/**
 * The retry plan: 1 s, 2 s, 4 s, 8 s, 16 s, then every 30 s, the last pause cut so that the final
 * attempt starts at 120 s; a failure at or after 120 s gives up.
 */
export function nextChunkRetry(attempt: number, elapsedMs: number): ChunkRetryStep {
  const left = CHUNK_LOAD_GIVE_UP_MS - elapsedMs;
  if (left <= 0) return { kind: 'give-up' };
  const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
  return { kind: 'retry', delayMs: Math.min(backoff, left) };
}

/** The error a given-up chunk raises: `name` ChunkLoadError for code, `code` CSS_CHUNK_LOAD_FAILED for style. */
export class ChunkLoadFailure extends Error {
  readonly code: string;
  constructor(
    readonly kind: ChunkKind,
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(
      kind === 'code' ? `A part of the store could not be loaded after ${attempts} tries` : `The store's styles could not be loaded after ${attempts} tries`,
    );
    this.name = kind === 'code' ? CHUNK_LOAD_ERROR : CSS_CHUNK_LOAD_FAILED;
    this.code = kind === 'code' ? CHUNK_LOAD_ERROR : CSS_CHUNK_LOAD_FAILED;
  }
}

/** The one message the shopper sees, whatever failed to load. */
export const CHUNK_LOAD_NOTICE = {
  title: 'This page needs a reload',
  message:
    'Part of the store could not be loaded, perhaps because it has just been updated. Reload the page to carry on: your projects are safe on this device.',
  action: 'Reload',
} as const;

/** True for a failure a loader raised after giving up (so the error boundary leaves the message to the notice). */
export const isChunkLoadFailure = (error: unknown): error is ChunkLoadFailure => error instanceof ChunkLoadFailure;
