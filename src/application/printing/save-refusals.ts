import type { ServerCopy } from '../../domain/project';
import type { ApiFailure } from '../ports/main-api';
import type { SaveFailure } from '../ports/server-projects';

/**
 * A save the server refused outright, as the sync tells it:
 * - `changed`: a 409, someone else saved a newer revision meanwhile (their copy comes with it);
 * - `ordered`: a 409 on a project that was ordered (Completed) meanwhile: frozen for good;
 * - `refused`: any other 4xx but a 401 (403 not allowed, 404 gone, 400/413 not acceptable).
 */
export type SaveRefusal =
  | { readonly kind: 'changed'; readonly current: ServerCopy }
  | { readonly kind: 'ordered'; readonly current: ServerCopy }
  | { readonly kind: 'refused'; readonly failure: ApiFailure };

/** Failures worth another try: the network, the server's own trouble, throttling, an answer we could not read. */
export const retryableSaveFailure = (failure: ApiFailure): boolean =>
  failure.code === 'api/network' || failure.code === 'api/server' || failure.code === 'api/decode' || failure.status === 429 || failure.status === 408;

/**
 * What a failed save means, or null when it is not a refusal: a failure worth retrying, or a 401
 * (the sign-in ends; the save goes again after the next one).
 */
export const saveRefusalOf = (failure: SaveFailure): SaveRefusal | null => {
  if (failure.code === 'projects/conflict') {
    return failure.current.serverStatus === 'Completed' ? { kind: 'ordered', current: failure.current } : { kind: 'changed', current: failure.current };
  }
  if (failure.code === 'api/unauthorized' || retryableSaveFailure(failure)) return null;
  return { kind: 'refused', failure };
};

/**
 * Bound (to `true`) only where a person edits for someone else (an admin editing a customer's
 * project, issue #17): a refused save or a 409 is then held, never dropped nor merged. The project
 * keeps its unsaved change, nothing more is sent for it, and `ProjectSync.refusals` says why, until
 * the editor decides (`retryHeld`, `takeServerCopy`). The shopper's own session has no binding: a
 * refusal there is logged (SPEC §8) and a 409 merges the newer work (issue #15).
 */
export const HoldRefusedSaves = Symbol('HoldRefusedSaves');
