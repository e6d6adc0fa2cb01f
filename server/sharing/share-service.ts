import { randomBytes } from 'node:crypto';
import type { ShareSummary } from '../../src/contract/share-calls';
import { isShareId, MAX_SHARES_PER_OWNER, SHARE_ID_BYTES, SHARE_TEXT, sharedDesignOf, sharePath, type SharedDesign } from '../../src/domain/sharing';
import type { Tile } from '../../src/domain/project';
import type { AuthContext } from '../auth/access-tokens';
import type { Db, Queryable } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { DEFAULT_TENANT_ID } from '../http/tenant-context';
import { ProjectRepository, type StoredProject } from '../projects/project-repository';

/** A snapshot larger than this is refused (100 tiles with long photo addresses fit in well under it). */
export const MAX_DESIGN_BYTES = 256 * 1024;

/** Whose links a call acts on: a customer's, or an anonymous cart's. */
export interface ShareScope {
  readonly ownerId: string | null;
  readonly cartToken: string;
}

export const scopeOf = (caller: AuthContext | undefined, cartToken: string): ShareScope => ({ ownerId: caller?.customerId ?? null, cartToken });

/** Whether `scope` may act on a stored project: its owner, or (anonymous project) its cart. The projects rule. */
export const reachesProject = (stored: StoredProject, scope: ShareScope): boolean =>
  stored.ownerId !== null ? stored.ownerId === scope.ownerId : stored.cartToken === scope.cartToken;

const NOT_FOUND = () => refusal(404, SHARE_TEXT.notFound);

interface ShareRow {
  id: string;
  project_id: string;
  tile_count: number;
  created_at: Date | string;
}

/** A link's summary; its path names a tenant other than the default (`?tenant=`), or it would open the default store's 404. */
const summary = (r: ShareRow, tenantId: string): ShareSummary => ({
  id: r.id,
  projectId: r.project_id,
  path: sharePath(r.id, tenantId === DEFAULT_TENANT_ID ? null : tenantId),
  createdAt: new Date(r.created_at).getTime(),
  tiles: Number(r.tile_count),
});

/** The WHERE clause of a scope's links ($2 owner or $3 cart) and its parameters after the tenant. */
const OWNED = `((owner_id = $2) OR (owner_id IS NULL AND $2::text IS NULL AND cart_token = $3))`;

/**
 * Designs shared by link (issue 35 item 2). Create snapshots the caller's saved project (only its
 * design: sharedDesignOf) under a fresh 128-bit id; list and revoke act on the caller's own links only
 * (another's id is answered like an unknown one: 404, nothing revealed); a revoked or unknown id reads
 * as 404 everywhere.
 */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => randomBytes(SHARE_ID_BYTES).toString('base64url'),
  ) {}

  async create(tenantId: string, caller: AuthContext | undefined, projectId: string, cartToken: string): Promise<ShareSummary | Refusal> {
    const scope = scopeOf(caller, cartToken);
    const stored = await new ProjectRepository(this.db).find(tenantId, projectId);
    // Not saved yet, or someone else's: the same answer (a project id is never confirmed to a stranger).
    if (stored === null || !reachesProject(stored, scope)) return refusal(404, SHARE_TEXT.notSaved);
    const design = sharedDesignOf({ ...stored.document, tiles: stored.document.tiles as unknown as readonly Tile[] });
    if (design === null) return refusal(400, SHARE_TEXT.nothingToShare);
    const json = JSON.stringify(design);
    if (Buffer.byteLength(json) > MAX_DESIGN_BYTES) return refusal(413, 'This design is too large to share.');
    const id = this.newId();
    const at = new Date(this.now()).toISOString();
    // The cap and the insert under one lock per owner: two shares at once are counted one after the other.
    return refusingTransaction(this.db, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`design-shares:${tenantId}:${scope.ownerId ?? `cart:${scope.cartToken}`}`]);
      const [count] = await tx.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM design_shares WHERE tenant_id = $1 AND revoked_at IS NULL AND ${OWNED}`,
        [tenantId, scope.ownerId, scope.cartToken],
      );
      if (Number(count?.n ?? 0) >= MAX_SHARES_PER_OWNER) return refusal(409, SHARE_TEXT.tooMany);
      const [row] = await tx.query<ShareRow>(
        `INSERT INTO design_shares (id, tenant_id, owner_id, cart_token, project_id, design, tile_count, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, project_id, tile_count, created_at`,
        [id, tenantId, scope.ownerId, scope.cartToken, projectId, json, design.tiles.length, at],
      );
      return summary(row!, tenantId);
    });
  }

  /** The caller's links not revoked, newest first. */
  async list(tenantId: string, caller: AuthContext | undefined, cartToken: string): Promise<ShareSummary[]> {
    const scope = scopeOf(caller, cartToken);
    const rows = await this.db.query<ShareRow>(
      `SELECT id, project_id, tile_count, created_at FROM design_shares WHERE tenant_id = $1 AND revoked_at IS NULL AND ${OWNED} ORDER BY created_at DESC, id LIMIT ${MAX_SHARES_PER_OWNER}`,
      [tenantId, scope.ownerId, scope.cartToken],
    );
    return rows.map((r) => summary(r, tenantId));
  }

  /** Turns a link off for good. Only its owner may; anything else is 404 and changes nothing. */
  async revoke(tenantId: string, caller: AuthContext | undefined, id: string, cartToken: string): Promise<Refusal | null> {
    if (!isShareId(id)) return NOT_FOUND();
    const scope = scopeOf(caller, cartToken);
    const done = await this.db.query<{ id: string }>(
      `UPDATE design_shares SET revoked_at = $4 WHERE tenant_id = $1 AND id = $5 AND revoked_at IS NULL AND ${OWNED} RETURNING id`,
      [tenantId, scope.ownerId, scope.cartToken, new Date(this.now()).toISOString(), id],
    );
    return done.length === 0 ? NOT_FOUND() : null;
  }

  /** The design of a live link, or null (unknown, revoked, another tenant's, or not an id at all). */
  async design(tenantId: string, id: string, db: Queryable = this.db): Promise<SharedDesign | null> {
    if (!isShareId(id)) return null;
    const [row] = await db.query<{ design: unknown }>('SELECT design FROM design_shares WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL', [
      tenantId,
      id,
    ]);
    if (!row) return null;
    return (typeof row.design === 'string' ? JSON.parse(row.design) : row.design) as SharedDesign;
  }
}
