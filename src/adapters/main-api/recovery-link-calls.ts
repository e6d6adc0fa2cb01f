import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import type { RecoveryLinkRefused, RecoveryLinks } from '../../application/ports/recovery-links';
import { projectsEndpoints as endpoints } from '../../contract/endpoints/projects';
import { recoveryLinkProblemOf } from '../../domain/project';
import type { MainApiTransport } from './transport';

/** POST v1/projects/recover over the main-API transport: a refusal's body names its reason (`code: 'recovery/used'`…). */
export class RecoveryLinkCalls implements RecoveryLinks {
  constructor(private readonly transport: MainApiTransport) {}

  async redeem(link: string): Promise<Either<ApiFailure | RecoveryLinkRefused, string>> {
    let refused: RecoveryLinkRefused | undefined;
    const failureBody = (_status: number, json: unknown) => {
      const body = json as { code?: unknown; message?: unknown } | null;
      const problem = typeof body?.code === 'string' ? recoveryLinkProblemOf(body.code) : null;
      if (problem !== null && problem !== 'legacy')
        refused = { code: 'recovery/refused', problem, message: typeof body?.message === 'string' ? body.message : problem };
    };
    const answer = await this.transport.call(endpoints.recoverProjects, { body: { link } }, { failureBody });
    if (refused !== undefined) return left(refused);
    return isLeft(answer) ? answer : right(answer.right.cartToken);
  }
}
