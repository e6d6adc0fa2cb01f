import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import type { SaveConflict, SaveFailure, SaveOptions, ServerProjects } from '../../application/ports/server-projects';
import { fromServerProject, ProjectConflictCodec, toServerProject, type VersionedServerProject } from '../../contract/project';
import { projectsEndpoints as endpoints } from '../../contract/endpoints/projects';
import type { Project, ProjectStatus, ServerCopy } from '../../domain/project';
import type { MainApiTransport } from './transport';

/**
 * Chromium and WebKit refuse a keepalive request once the keepalive bodies in flight exceed 64 KiB
 * (the Fetch standard's limit); such a fetch throws instead of sending.
 */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

const STATUSES: readonly ProjectStatus[] = ['InProgress', 'Cart', 'Completed'];

/** A server project as the client keeps it, with the status the server stored (a resume uses it). */
export const toServerCopy = (wire: VersionedServerProject): ServerCopy => ({
  project: fromServerProject(wire),
  serverStatus: STATUSES.includes(wire.status) ? wire.status : 'Cart',
});

const byteLength = (text: string): number => new TextEncoder().encode(text).byteLength;

/**
 * The projects calls of SPEC §7 over the main-API transport (issue #15). Only the `projects` endpoint
 * group is imported here, so the code stays out of the home route's entry. A stale save's 409 body
 * (`ProjectConflictCodec`) is decoded into a `SaveConflict` carrying the server's current project.
 */
export class ProjectsCalls implements ServerProjects {
  /** Bytes of keepalive bodies this page has in flight (the browser's limit counts them together). */
  private keepaliveBytes = 0;

  constructor(private readonly transport: MainApiTransport) {}

  async list(cartToken?: string): Promise<Either<ApiFailure, readonly ServerCopy[]>> {
    const body = { abandoned: true as const, ...(cartToken === undefined || cartToken === '' ? {} : { cartToken }) };
    const answer = await this.transport.call(endpoints.getProjects, { body });
    return isLeft(answer) ? answer : right(answer.right.projects.map(toServerCopy));
  }

  async save(project: Project, options: SaveOptions = {}): Promise<Either<SaveFailure, number>> {
    const input = { body: { ...toServerProject(project), baseVersion: project.serverVersion ?? null } };
    const size = byteLength(this.transport.bodyOf(endpoints.saveProject, input) ?? '');
    // Over the browser's keepalive budget: a plain request, which lands if the page lives on (a hidden
    // tab); if it does not, the project stays marked unsaved locally and the next visit saves it.
    const keepalive = options.keepalive === true && this.keepaliveBytes + size <= KEEPALIVE_BODY_LIMIT;
    let conflict: SaveConflict | undefined;
    const failureBody = (status: number, json: unknown) => {
      if (status !== 409) return;
      const decoded = ProjectConflictCodec.decode(json);
      if (isLeft(decoded)) return;
      conflict = { code: 'projects/conflict', message: decoded.right.customerMessage, current: toServerCopy(decoded.right.current) };
    };
    if (keepalive) this.keepaliveBytes += size;
    try {
      const answer = await this.transport.call(endpoints.saveProject, input, { keepalive, failureBody });
      if (conflict !== undefined) return left(conflict);
      return isLeft(answer) ? answer : right(answer.right.version);
    } finally {
      if (keepalive) this.keepaliveBytes -= size;
    }
  }

  async delete(projectId: string, cartToken: string): Promise<Either<ApiFailure, void>> {
    return this.transport.call(endpoints.deleteProject, { body: { projectId, cartToken } });
  }
}
