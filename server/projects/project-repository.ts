import type { ServerProject, VersionedServerProject } from '../../src/contract/project';
import type { Queryable } from '../db/db';

/** A stored project and what the server keeps beside the client's document. */
export interface StoredProject {
  readonly tenantId: string;
  readonly id: string;
  readonly version: number;
  /** The owning customer; null for an anonymous shopper's project (reachable by its cart token). */
  readonly ownerId: string | null;
  readonly cartToken: string;
  readonly completed: boolean;
  readonly document: ServerProject;
}

interface ProjectRow {
  tenant_id: string;
  id: string;
  version: number;
  owner_id: string | null;
  cart_token: string;
  document: unknown;
  completed_at: Date | string | null;
}

const toStored = (r: ProjectRow): StoredProject => ({
  tenantId: r.tenant_id,
  id: r.id,
  version: Number(r.version),
  ownerId: r.owner_id,
  cartToken: r.cart_token,
  completed: r.completed_at !== null,
  document: (typeof r.document === 'string' ? JSON.parse(r.document) : r.document) as ServerProject,
});

/**
 * The project as the client reads it: its document with the server's revision, cart token and owner
 * (`userId`, absent for an anonymous project); a completed project answers status Completed.
 */
export const versioned = (p: StoredProject): VersionedServerProject => {
  const { userId: _u, ...doc } = p.document;
  return {
    ...doc,
    cartToken: p.cartToken,
    ...(p.ownerId === null ? {} : { userId: p.ownerId }),
    ...(p.completed ? { status: 'Completed' as const } : {}),
    version: p.version,
  };
};

const COLUMNS = 'tenant_id, id, version, owner_id, cart_token, document, completed_at';
const stripped = (project: ServerProject): string => {
  const { userId: _u, ...doc } = project;
  return JSON.stringify(doc);
};
/** What a project takes in storage: its stored document's bytes (the anonymous quota counts these). */
export const documentBytes = (project: ServerProject): number => Buffer.byteLength(stripped(project));

/** SQL over `projects`. Every write is one statement whose WHERE clause carries the rule it enforces. */
export class ProjectRepository {
  constructor(private readonly db: Queryable) {}

  async find(tenantId: string, id: string): Promise<StoredProject | null> {
    const [row] = await this.db.query<ProjectRow>(`SELECT ${COLUMNS} FROM projects WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
    return row ? toStored(row) : null;
  }

  /**
   * Creates revision 1; null when the id is taken (a concurrent create won: never a duplicate).
   * `savedBy`: the hashed client address of an anonymous save (its quota's owner), null for a customer's.
   */
  async insert(tenantId: string, project: ServerProject, ownerId: string | null, now: number, savedBy: string | null = null): Promise<number | null> {
    const at = new Date(now).toISOString();
    const document = stripped(project);
    const rows = await this.db.query<{ version: number }>(
      `INSERT INTO projects (tenant_id, id, version, owner_id, cart_token, document, tile_count, created_at, updated_at, saved_by, byte_size)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $7, $8, $9)
       ON CONFLICT (tenant_id, id) DO NOTHING
       RETURNING version`,
      [tenantId, project.id, ownerId, project.cartToken, document, project.tiles.length, at, savedBy, documentBytes(project)],
    );
    return rows[0] ? Number(rows[0].version) : null;
  }

  /**
   * Writes revision base + 1 only while the stored revision is still `base`, the project is not
   * completed and it still belongs to `expectedOwner` (null: anonymous with the same cart token). Two
   * saves based on the same revision: the database lets exactly one through; the other gets null.
   */
  async update(
    tenantId: string,
    project: ServerProject,
    base: number,
    expected: { ownerId: string | null; cartToken: string },
    newOwnerId: string | null,
    now: number,
    savedBy: string | null = null,
  ): Promise<number | null> {
    const rows = await this.db.query<{ version: number }>(
      `UPDATE projects
          SET version = version + 1, document = $4, tile_count = $5, cart_token = $6, owner_id = $7, updated_at = $8, saved_by = $11, byte_size = $12
        WHERE tenant_id = $1 AND id = $2 AND version = $3 AND completed_at IS NULL
          AND (owner_id = $9 OR (owner_id IS NULL AND cart_token = $10))
        RETURNING version`,
      [
        tenantId,
        project.id,
        base,
        stripped(project),
        project.tiles.length,
        project.cartToken,
        newOwnerId,
        new Date(now).toISOString(),
        expected.ownerId,
        expected.cartToken,
        savedBy,
        documentBytes(project),
      ],
    );
    return rows[0] ? Number(rows[0].version) : null;
  }

  /** Deletes a project that is not completed and still belongs to `owner` (or to the anonymous cart). */
  async delete(tenantId: string, id: string, owner: { ownerId: string | null; cartToken: string }): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `DELETE FROM projects
        WHERE tenant_id = $1 AND id = $2 AND completed_at IS NULL AND (owner_id = $3 OR (owner_id IS NULL AND cart_token = $4))
        RETURNING id`,
      [tenantId, id, owner.ownerId, owner.cartToken],
    );
    return rows.length > 0;
  }

  /** A customer's projects not yet completed, newest first. */
  async openOfOwner(tenantId: string, ownerId: string, limit: number): Promise<StoredProject[]> {
    const rows = await this.db.query<ProjectRow>(
      `SELECT ${COLUMNS} FROM projects WHERE tenant_id = $1 AND owner_id = $2 AND completed_at IS NULL ORDER BY updated_at DESC, id LIMIT $3`,
      [tenantId, ownerId, limit],
    );
    return rows.map(toStored);
  }

  /** An anonymous cart's projects not yet completed, newest first. */
  async openOfCart(tenantId: string, cartToken: string, limit: number): Promise<StoredProject[]> {
    const rows = await this.db.query<ProjectRow>(
      `SELECT ${COLUMNS} FROM projects WHERE tenant_id = $1 AND cart_token = $2 AND owner_id IS NULL AND completed_at IS NULL
        ORDER BY updated_at DESC, id LIMIT $3`,
      [tenantId, cartToken, limit],
    );
    return rows.map(toStored);
  }

  /** How many projects not yet completed a customer (or an anonymous cart) holds: the per-owner cap. */
  async countOpen(tenantId: string, owner: { ownerId: string | null; cartToken: string }): Promise<number> {
    const [row] =
      owner.ownerId === null
        ? await this.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM projects WHERE tenant_id = $1 AND cart_token = $2 AND owner_id IS NULL AND completed_at IS NULL',
            [tenantId, owner.cartToken],
          )
        : await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE tenant_id = $1 AND owner_id = $2 AND completed_at IS NULL', [
            tenantId,
            owner.ownerId,
          ]);
    return Number(row?.n ?? 0);
  }

  /**
   * Adoption: the anonymous projects of `cartToken` become the customer's. One statement, so repeated
   * or concurrent calls adopt each project once (a project already owned is left alone). The revision
   * stays: the content did not change, and a save based on it must still land.
   */
  async adopt(tenantId: string, cartToken: string, ownerId: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'UPDATE projects SET owner_id = $3 WHERE tenant_id = $1 AND cart_token = $2 AND owner_id IS NULL RETURNING id',
      [tenantId, cartToken, ownerId],
    );
    return rows.length;
  }

  /** Whether a cart token has any project in the tenant (a create on a token without one starts a new cart). */
  async hasCart(tenantId: string, cartToken: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM projects WHERE tenant_id = $1 AND cart_token = $2 LIMIT 1', [tenantId, cartToken])).length > 0;
  }

  /**
   * The bytes of the open anonymous projects last saved from `savedBy`, in every tenant, leaving out
   * the project about to be written (its new size replaces its old one).
   */
  async anonymousBytesOf(savedBy: string, except: { tenantId: string; id: string }): Promise<number> {
    const [row] = await this.db.query<{ n: string | number | null }>(
      `SELECT coalesce(sum(byte_size), 0) AS n FROM projects
        WHERE saved_by = $1 AND owner_id IS NULL AND completed_at IS NULL AND NOT (tenant_id = $2 AND id = $3)`,
      [savedBy, except.tenantId, except.id],
    );
    return Number(row?.n ?? 0);
  }

  /** Serialises one address's quota checks until the transaction ends (PostgreSQL and PGlite both have advisory locks). */
  async lockSaver(savedBy: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`project-saver:${savedBy}`]);
  }

  /** Freezes the projects an order bought (ids from its lines' `_projectId`); answers how many. */
  async complete(tenantId: string, ids: readonly string[], orderId: string, now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.db.query<{ id: string }>(
      `UPDATE projects SET completed_at = $3, order_id = $4
        WHERE tenant_id = $1 AND id = ANY($2::text[]) AND completed_at IS NULL
        RETURNING id`,
      [tenantId, [...ids], new Date(now).toISOString(), orderId],
    );
    return rows.length;
  }
}
