import { isChunkLoadFailure } from '../../domain/loading/chunk-load';

/** Stands in for a part whose chunk was given up (SPEC §8): the ChunkLoadNotice says what to do, once. */
export const NothingLoaded = (): null => null;

/**
 * A lazy part's module, or NothingLoaded in its place when its chunk was given up (a component that
 * draws nothing fits any props); any other error stays an error.
 */
export function orNothing<M extends { default: unknown }>(module: Promise<M>): Promise<M> {
  return module.catch((error: unknown) => {
    if (isChunkLoadFailure(error)) return { default: NothingLoaded } as unknown as M;
    throw error;
  });
}
