import { randomUUID } from 'node:crypto';
import type { ServerProject } from '../../src/contract/project';
import { CONTINUE_LINK_TTL_MS, continuePath, type ContinueMode, type ContinueProblem } from '../../src/domain/sharing';
import type { AuthContext } from '../auth/access-tokens';
import type { Db } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { ProjectRepository } from '../projects/project-repository';
import { MAX_OPEN_PROJECTS_PER_OWNER } from '../projects/project-service';
import { signContinueLink, verifyContinueLink } from './continue-links';
import { reachesProject, scopeOf } from './share-service';

export type ContinueOutcome = { readonly kind: 'opened'; readonly projectId: string; readonly mode: ContinueMode } | { readonly kind: ContinueProblem };

/**
 * "Continue on my phone" (issue 35 item 3). The desktop asks for a link to one of its own saved
 * projects; the phone redeems it once, within 10 minutes, under its own cart (and its customer when
 * signed in): `move` hands the stored project over (its revision kept, as an adoption does), `copy`
 * stores a new project with the same design. The redemption's record and the move or copy are one
 * transaction: of two redemptions at once one wins, and a failed copy spends nothing.
 */
export class ContinueService {
  constructor(
    private readonly db: Db,
    private readonly key: () => Promise<Buffer>,
    private readonly now: () => number = Date.now,
  ) {}

  async create(
    tenantId: string,
    caller: AuthContext | undefined,
    projectId: string,
    cartToken: string,
    mode: ContinueMode,
    tenantQuery: string | null,
  ): Promise<{ link: string; path: string; expiresAt: number } | Refusal> {
    const scope = scopeOf(caller, cartToken);
    const stored = await new ProjectRepository(this.db).find(tenantId, projectId);
    if (stored === null || !reachesProject(stored, scope)) return refusal(404, 'This project is not saved yet. Try again in a moment.');
    if (stored.completed) return refusal(409, 'This project was ordered and can no longer be changed.');
    const expiresAt = this.now() + CONTINUE_LINK_TTL_MS;
    const link = signContinueLink(await this.key(), { tenantId, projectId, ownerId: stored.ownerId, cartToken: stored.cartToken, mode, expiresAt });
    return { link, path: continuePath(link, tenantQuery), expiresAt };
  }

  async redeem(tenantId: string, caller: AuthContext | undefined, link: string, cartToken: string): Promise<ContinueOutcome | Refusal> {
    const now = this.now();
    const check = verifyContinueLink(await this.key(), link, tenantId, now);
    if (check.kind !== 'valid') return { kind: check.kind };
    const { claims } = check;
    const phone = scopeOf(caller, cartToken);
    return refusingTransaction(this.db, async (tx) => {
      const won = await tx.query(
        `INSERT INTO continue_link_redemptions (link_id, tenant_id, project_id, redeemed_at, expires_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (link_id) DO NOTHING RETURNING link_id`,
        [check.id, tenantId, claims.projectId, new Date(now).toISOString(), new Date(claims.expiresAt).toISOString()],
      );
      if (won.length === 0) return { kind: 'used' as const };
      const repo = new ProjectRepository(tx);
      const stored = await repo.find(tenantId, claims.projectId);
      // Gone, ordered, or no longer the scope that made the link (moved or adopted since): nothing to open.
      if (stored === null || stored.completed || stored.ownerId !== claims.ownerId || (stored.ownerId === null && stored.cartToken !== claims.cartToken)) {
        throw new GoneError();
      }
      const at = new Date(now).toISOString();
      if (claims.mode === 'move') {
        await tx.query(`UPDATE projects SET owner_id = $3, cart_token = $4, updated_at = $5 WHERE tenant_id = $1 AND id = $2 AND completed_at IS NULL`, [
          tenantId,
          stored.id,
          phone.ownerId,
          phone.cartToken,
          at,
        ]);
        return { kind: 'opened' as const, projectId: stored.id, mode: 'move' as const };
      }
      if ((await repo.countOpen(tenantId, phone)) >= MAX_OPEN_PROJECTS_PER_OWNER) {
        return refusal(409, `At most ${MAX_OPEN_PROJECTS_PER_OWNER} projects can be kept at once. Remove one to start another.`);
      }
      const { userId: _u, ...document } = stored.document;
      const copy: ServerProject = { ...document, id: randomUUID(), cartToken: phone.cartToken, status: 'InProgress', createdAt: now, updatedAt: now };
      await repo.insert(tenantId, copy, phone.ownerId, now, null);
      return { kind: 'opened' as const, projectId: copy.id, mode: 'copy' as const };
    }).catch((error: unknown) => {
      // A link whose project is gone is refused like a used one, and not spent (the transaction rolled back).
      if (error instanceof GoneError) return { kind: 'gone' as const };
      throw error;
    });
  }
}

class GoneError extends Error {}
