import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import type { ContinueLink, ContinueLinks, ContinueRefused, DesignShares, ShareLink, SharedDesignView } from '../../application/ports/design-shares';
import { sharingEndpoints as endpoints } from '../../contract/endpoints/sharing';
import type { ShareSummary } from '../../contract/share-calls';
import { sharedDesignView } from './shared-design-view';
import { continueProblemOf, type ContinueMode } from '../../domain/sharing';
import type { MainApiTransport } from './transport';

/** Issue 35's calls over the main-API transport (only the `sharing` endpoint group: its own chunk). */
export class SharingCalls implements DesignShares {
  constructor(private readonly transport: MainApiTransport) {}

  async get(id: string): Promise<Either<ApiFailure, SharedDesignView | null>> {
    const answer = await this.transport.call(endpoints.getSharedDesign, { params: { id } });
    if (isLeft(answer)) return answer.left.status === 404 ? right(null) : answer;
    return right(sharedDesignView(answer.right));
  }

  async create(projectId: string, cartToken: string): Promise<Either<ApiFailure, ShareLink>> {
    const answer = await this.transport.call(endpoints.createShare, { body: { projectId, cartToken } });
    return isLeft(answer) ? answer : right(this.link(answer.right));
  }

  async list(cartToken: string): Promise<Either<ApiFailure, readonly ShareLink[]>> {
    const answer = await this.transport.call(endpoints.listShares, { body: { cartToken } });
    return isLeft(answer) ? answer : right(answer.right.shares.map((s) => this.link(s)));
  }

  /** A link with the address of its preview picture (GET v1/shares/{id}/image, this tenant's). */
  private link(summary: ShareSummary): ShareLink {
    return { ...summary, previewImageUrl: this.transport.url(endpoints.getSharedDesignImage, { params: { id: summary.id } }).href };
  }

  async revoke(id: string, cartToken: string): Promise<Either<ApiFailure, void>> {
    return this.transport.call(endpoints.revokeShare, { body: { id, cartToken } });
  }

  async createContinue(projectId: string, cartToken: string, mode: ContinueMode): Promise<Either<ApiFailure, ContinueLink>> {
    return this.transport.call(endpoints.createContinueLink, { body: { projectId, cartToken, mode } });
  }

  async redeem(link: string, cartToken: string): Promise<Either<ApiFailure | ContinueRefused, string>> {
    let refused: ContinueRefused | undefined;
    const failureBody = (_status: number, json: unknown) => {
      const body = json as { code?: unknown; message?: unknown } | null;
      const problem = typeof body?.code === 'string' ? continueProblemOf(body.code) : null;
      if (problem !== null) refused = { code: 'continue/refused', problem, message: typeof body?.message === 'string' ? body.message : problem };
    };
    const answer = await this.transport.call(endpoints.redeemContinueLink, { body: { link, cartToken } }, { failureBody });
    if (refused !== undefined) return left(refused);
    return isLeft(answer) ? answer : right(answer.right.projectId);
  }
}

/** The continue-link half, under the port's own method names. */
export const continueLinksOf = (calls: SharingCalls): ContinueLinks => ({
  create: (projectId, cartToken, mode) => calls.createContinue(projectId, cartToken, mode),
  redeem: (link, cartToken) => calls.redeem(link, cartToken),
});
