import type { Either } from 'fp-ts/Either';
import type { Project, ServerCopy } from '../../domain/project';
import type { ApiFailure } from './main-api';

/** A save refused because the server holds a newer revision (HTTP 409): the project as the server has it. */
export interface SaveConflict {
  readonly code: 'projects/conflict';
  readonly message: string;
  readonly current: ServerCopy;
}

export type SaveFailure = ApiFailure | SaveConflict;

/** How a save should travel. */
export interface SaveOptions {
  /**
   * The page is going away (hidden or closed): the request should outlive it (`fetch` keepalive).
   * Browsers cap keepalive bodies at 64 KB in flight; a larger one is sent as a plain request, which
   * may not land, and the project then stays marked unsaved in the local records for the next visit.
   */
  readonly keepalive?: boolean;
}

/**
 * The shopper's projects on the server (SPEC §7 projects calls, issue #15). Anonymous calls are
 * owned by the cart token, signed-in ones by the customer (the transport sends the bearer token).
 */
export interface ServerProjects {
  /**
   * POST v1/projects/get (abandoned): the caller's projects not yet completed. With `cartToken`, a
   * signed-in caller adopts that token's anonymous projects, an anonymous caller reads them.
   */
  list(cartToken?: string): Promise<Either<ApiFailure, readonly ServerCopy[]>>;
  /** POST v1/projects/save, based on `project.serverVersion`; answers the new revision. */
  save(project: Project, options?: SaveOptions): Promise<Either<SaveFailure, number>>;
  /** POST v1/projects/delete. */
  delete(projectId: string, cartToken: string): Promise<Either<ApiFailure, void>>;
}
export const ServerProjects = Symbol('ServerProjects');
