import { inject, injectable } from 'inversify';
import { isLeft, right } from 'fp-ts/Either';
import { RecoveryLinks, type RecoveryLinks as RecoveryLinksPort } from '../ports/recovery-links';
import { ServerProjects, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';

/**
 * What project recovery asks the server (split from `ProjectRecovery`, issue 36): the projects saved
 * under a cart token, and a signed recovery link redeemed — once per page: a retry after a failed
 * load must not spend the link again.
 */
@injectable()
export class RecoveryServer {
  /** Links this page redeemed, with the cart token each handed back. */
  private readonly redeemed = new Map<string, string>();

  constructor(
    @inject(ServerProjects) private readonly projects: ServerProjectsPort,
    @inject(RecoveryLinks) private readonly links: RecoveryLinksPort,
  ) {}

  list(cartToken: string): ReturnType<ServerProjectsPort['list']> {
    return this.projects.list(cartToken);
  }

  async redeem(link: string): ReturnType<RecoveryLinksPort['redeem']> {
    const kept = this.redeemed.get(link);
    if (kept !== undefined) return right(kept);
    const redeemed = await this.links.redeem(link);
    if (!isLeft(redeemed)) this.redeemed.set(link, redeemed.right);
    return redeemed;
  }
}
