import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import type { SaveFailure, SaveOptions, ServerProjects } from '../../application/ports/server-projects';
import { projectsEndpoints as endpoints } from '../../contract/endpoints/projects';
import type { Project, ServerCopy } from '../../domain/project';
import { ProjectsCalls, toServerCopy } from './projects-calls';
import type { MainApiTransport } from './transport';

/**
 * The projects calls of an admin editing one customer's project (SPEC §6, issue #17): every read
 * names the customer (`userId`), and only that one project is ever saved, for the customer. The
 * session's other projects (the printing tool's fresh default one) stay in memory, and nothing is
 * deleted: the admin's own projects and the customer's others are never touched.
 */
export class CustomerProjectsCalls implements ServerProjects {
  private readonly calls: ProjectsCalls;

  constructor(
    private readonly transport: MainApiTransport,
    private readonly customerId: string,
    private readonly projectId: string,
  ) {
    this.calls = new ProjectsCalls(transport);
  }

  async list(): Promise<Either<ApiFailure, readonly ServerCopy[]>> {
    const answer = await this.transport.call(endpoints.getProjects, { body: { abandoned: true, userId: this.customerId } });
    return isLeft(answer) ? answer : right(answer.right.projects.filter((p) => p.id === this.projectId).map(toServerCopy));
  }

  save(project: Project, options: SaveOptions = {}): Promise<Either<SaveFailure, number>> {
    if (project.id !== this.projectId)
      return Promise.resolve(left({ code: 'api/bad-request', message: 'Only the customer’s project is saved while editing for them.' }));
    return this.calls.save({ ...project, userId: this.customerId }, options);
  }

  async delete(): Promise<Either<ApiFailure, void>> {
    return left({ code: 'api/bad-request', message: 'Nothing is deleted while editing for a customer.' });
  }
}
