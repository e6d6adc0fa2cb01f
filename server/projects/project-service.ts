import type { ProjectConflict, ServerProject, VersionedServerProject } from '../../src/contract/project';
import type { AuthContext } from '../auth/access-tokens';
import type { Db, Queryable } from '../db/db';
import { adminActor } from '../admin/admin-actor';
import { AuditLog } from '../admin/audit-log';
import { isRefusal, refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { RateLimiter } from '../coordination/rate-limiter';
import { DEFAULT_ANONYMOUS_QUOTA, QUOTA_MESSAGES, savedByOf, type AnonymousQuota } from './anonymous-quota';
import { documentBytes, ProjectRepository, versioned, type StoredProject } from './project-repository';
import { projectRefusal } from '../storefront/tenant-limits';

/** At most this many projects not yet completed per customer (or per anonymous cart): a loop cannot fill the database. */
export const MAX_OPEN_PROJECTS_PER_OWNER = 200;

/** The 409 texts (the body's customerMessage). */
export const CONFLICT_MESSAGES = {
  stale: 'This project was changed somewhere else. The newest version is shown.',
  exists: 'This project is already saved. The saved version is shown.',
  completed: 'This project was ordered and can no longer be changed.',
} as const;

/** Codes of the projects refusals (the error body's `code`). */
export const PROJECT_CODES = {
  conflict: 'projects/conflict',
  completed: 'projects/completed',
  foreign: 'projects/forbidden',
  notFound: 'projects/not-found',
  tooMany: 'projects/too-many',
} as const;

/** Who is calling: a verified token, or nobody (an anonymous shopper known by the cart token it names). */
export type Caller = AuthContext | undefined;

/** A save's outcome: the new revision, or the 409 body (the spec's error body plus the current project). */
export type SaveOutcome =
  { readonly kind: 'saved'; readonly version: number } | { readonly kind: 'conflict'; readonly code: string; readonly body: ProjectConflict };

/** Whose projects a call acts on: a customer (owner id) or an anonymous cart. */
interface Scope {
  readonly ownerId: string | null;
  readonly cartToken: string;
}

const foreign = () => refusal(403, 'This project belongs to another shopper.');

/** The audit log's record of a project (issue 26, item 12): `tenant:id`, as products and groups are named. */
export const projectRecordId = (tenantId: string, projectId: string): string => `${tenantId}:${projectId}`;

/**
 * The ownership rules of SPEC §6 over the project repository:
 * - anonymous: only the projects of the cart token it names (and never one a customer owns);
 * - a customer: only their own, plus the anonymous ones of the cart token they name (adopted);
 * - an admin: like a customer, and may read or save for another customer (`userId`) of the same tenant.
 * Refusals are returned as values (`Refusal`, answered by the route); nothing is written for one.
 */
export class ProjectService {
  private readonly newCarts: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly customerExists: (tenantId: string, customerId: string) => Promise<boolean>,
    private readonly now: () => number = Date.now,
    private readonly quota: AnonymousQuota = DEFAULT_ANONYMOUS_QUOTA,
  ) {
    this.newCarts = new PgRateLimiter(db, 'project-new-carts', quota.newCarts, now);
  }

  private get repo(): ProjectRepository {
    return new ProjectRepository(this.db);
  }

  /** The owner a call names (`userId`) checked against the caller: someone else's only for an admin. */
  private async ownerFor(tenantId: string, caller: Caller, userId: string | undefined): Promise<string | null | Refusal> {
    if (caller === undefined) {
      if (userId !== undefined) return refusal(401, 'Sign in required');
      return null;
    }
    if (userId === undefined || userId === caller.customerId) return caller.customerId;
    if (caller.role !== 'admin') return foreign();
    if (!(await this.customerExists(tenantId, userId))) return refusal(404, 'Customer not found.');
    return userId;
  }

  /**
   * POST v1/projects/get: the caller's projects not yet completed. A signed-in customer naming this
   * browser's cart token first adopts its anonymous projects; an admin may name another customer.
   */
  async list(
    tenantId: string,
    caller: Caller,
    request: { cartToken?: string | undefined; userId?: string | undefined },
  ): Promise<VersionedServerProject[] | Refusal> {
    const ownerId = await this.ownerFor(tenantId, caller, request.userId);
    if (isRefusal(ownerId)) return ownerId;
    if (ownerId === null) {
      if (request.cartToken === undefined) return [];
      return (await this.repo.openOfCart(tenantId, request.cartToken, MAX_OPEN_PROJECTS_PER_OWNER)).map(versioned);
    }
    // Only the caller's own browser cart is adopted: an admin reading for someone else adopts nothing.
    if (request.cartToken !== undefined && ownerId === caller?.customerId) await this.repo.adopt(tenantId, request.cartToken, ownerId);
    return (await this.repo.openOfOwner(tenantId, ownerId, MAX_OPEN_PROJECTS_PER_OWNER)).map(versioned);
  }

  /** Whether `stored` is reachable by `scope`: owned by it, or anonymous under its cart token. */
  private reaches(stored: StoredProject, scope: Scope): boolean {
    if (stored.ownerId !== null) return stored.ownerId === scope.ownerId;
    return stored.cartToken === scope.cartToken;
  }

  private conflict(stored: StoredProject, message: string, code: string): SaveOutcome {
    return { kind: 'conflict', code, body: { customerMessage: message, current: versioned(stored) } };
  }

  /**
   * POST v1/projects/save: an upsert by id carrying the revision it was based on. null creates (an id
   * already stored answers 409 with it); the stored revision updates to the next; anything else, or a
   * completed project, answers 409 with the current one. Race-free: the write's WHERE clause re-checks
   * the revision, so of two saves based on the same one exactly one lands. An anonymous save is held
   * to its client address's quota (`address`: who is calling; see `saveAnonymous`).
   */
  async save(tenantId: string, caller: Caller, project: ServerProject, baseVersion: number | null, address = 'local'): Promise<SaveOutcome | Refusal> {
    const ownerId = await this.ownerFor(tenantId, caller, project.userId);
    if (isRefusal(ownerId)) return ownerId;
    // The tenant's stored limits (tiles per order, frame colours, forced product), as the storefront checks them.
    const limited = await projectRefusal(this.db, tenantId, project);
    if (limited) return refusal(400, limited.message);
    if (ownerId === null) return this.saveAnonymous(tenantId, project, baseVersion, address);
    const scope: Scope = { ownerId, cartToken: project.cartToken };
    const now = this.now();
    // An admin's write to a customer's project lands with its audit entry, in one transaction (issue 26, item 12).
    if (caller?.role === 'admin' && ownerId !== caller.customerId) {
      return refusingTransaction(this.db, (tx) =>
        this.write(new ProjectRepository(tx), tenantId, project, baseVersion, scope, now, null, async (before, version) => {
          const after: StoredProject = { tenantId, id: project.id, version, ownerId, cartToken: project.cartToken, completed: false, document: project };
          await this.audit(tx, caller, 'project.save', tenantId, project.id, before && versioned(before), versioned(after));
        }),
      );
    }
    return this.write(this.repo, tenantId, project, baseVersion, scope, now, null);
  }

  /**
   * An anonymous save (issue 26 item 10): a create that starts a new cart spends one of the address's
   * new carts (429 when none is left); then, under a lock on the address so that racing saves are
   * counted one after the other, the address's open anonymous projects with this one at its new size
   * must fit its byte quota (413). Refused: nothing written.
   */
  private async saveAnonymous(tenantId: string, project: ServerProject, baseVersion: number | null, address: string): Promise<SaveOutcome | Refusal> {
    const savedBy = savedByOf(address);
    // Spent before the transaction: the limiter writes through the pool (PGlite's one connection is the transaction's).
    if (baseVersion === null && !(await this.repo.hasCart(tenantId, project.cartToken)) && !(await this.newCarts.take(savedBy))) {
      return refusal(429, QUOTA_MESSAGES.newCarts(this.quota.newCarts));
    }
    return refusingTransaction(this.db, async (tx) => {
      const repo = new ProjectRepository(tx);
      await repo.lockSaver(savedBy);
      const held = await repo.anonymousBytesOf(savedBy, { tenantId, id: project.id });
      if (held + documentBytes(project) > this.quota.bytesPerAddress) return refusal(413, QUOTA_MESSAGES.bytes(this.quota.bytesPerAddress));
      return this.write(repo, tenantId, project, baseVersion, { ownerId: null, cartToken: project.cartToken }, this.now(), savedBy);
    });
  }

  /**
   * The write of a save: create or next revision; `savedBy` is the anonymous saver's address key (null for
   * a customer); `landed` runs (in the caller's transaction) once it did.
   */
  private async write(
    repo: ProjectRepository,
    tenantId: string,
    project: ServerProject,
    baseVersion: number | null,
    scope: Scope,
    now: number,
    savedBy: string | null,
    landed?: (before: StoredProject | null, version: number) => Promise<void>,
  ): Promise<SaveOutcome | Refusal> {
    const { ownerId } = scope;
    if (baseVersion === null) {
      const existing = await repo.find(tenantId, project.id);
      if (existing === null) {
        if ((await repo.countOpen(tenantId, scope)) >= MAX_OPEN_PROJECTS_PER_OWNER) {
          return refusal(409, `At most ${MAX_OPEN_PROJECTS_PER_OWNER} projects can be kept at once. Remove one to start another.`);
        }
        const version = await repo.insert(tenantId, project, ownerId, now, savedBy);
        if (version !== null) {
          await landed?.(null, version);
          return { kind: 'saved', version };
        }
      }
      // The id is taken (before us, or by a create that raced us): never a second copy.
      return this.refused(await repo.find(tenantId, project.id), scope, CONFLICT_MESSAGES.exists, project);
    }
    const before = landed ? await repo.find(tenantId, project.id) : null;
    const version = await repo.update(tenantId, project, baseVersion, scope, ownerId, now, savedBy);
    if (version !== null) {
      await landed?.(before, version);
      return { kind: 'saved', version };
    }
    return this.refused(await repo.find(tenantId, project.id), scope, CONFLICT_MESSAGES.stale, project);
  }

  /** Why a write did not land, read after it: gone (404), someone else's (403), frozen or stale (409). */
  private refused(stored: StoredProject | null, scope: Scope, message: string, sent: ServerProject): SaveOutcome | Refusal {
    if (stored === null) return refusal(404, 'This project is no longer saved on the server.');
    if (!this.reaches(stored, scope)) return foreign();
    // The shopper's browser saving the project as Completed after checkout agrees with the order
    // (SPEC §4 checkout saves it): nothing to write, and nothing to refuse. Any other change is frozen.
    if (stored.completed && sent.status === 'Completed') return { kind: 'saved', version: stored.version };
    if (stored.completed) return this.conflict(stored, CONFLICT_MESSAGES.completed, PROJECT_CODES.completed);
    // The same document again (a save sent as the page closed landed, but its answer went with the
    // page, so the next page sends it once more on the old revision): acknowledged, nothing written.
    if (sameDocument(withoutOwner(stored.document), withoutOwner(sent))) return { kind: 'saved', version: stored.version };
    return this.conflict(stored, message, PROJECT_CODES.conflict);
  }

  /**
   * POST v1/projects/delete: removes the caller's project. An id the server does not have is already
   * gone (204). A completed project stays with its order (it is no longer listed anyway): 204, kept.
   * Someone else's: 403, nothing deleted. An admin may delete any customer's project of the tenant.
   */
  async delete(tenantId: string, caller: Caller, projectId: string, cartToken: string): Promise<Refusal | null> {
    const repo = this.repo;
    const stored = await repo.find(tenantId, projectId);
    if (stored === null || stored.completed) return null;
    const scope: Scope = { ownerId: caller?.customerId ?? null, cartToken };
    const adminOverCustomer = caller?.role === 'admin' && stored.ownerId !== null;
    if (!this.reaches(stored, scope) && !adminOverCustomer) return foreign();
    if (!adminOverCustomer || stored.ownerId === caller.customerId) {
      await repo.delete(tenantId, projectId, scope);
      return null;
    }
    // An admin deleting a customer's project: the delete and its audit entry in one transaction (issue 26, item 12).
    await this.db.transaction(async (tx) => {
      if (await new ProjectRepository(tx).delete(tenantId, projectId, { ownerId: stored.ownerId, cartToken })) {
        await this.audit(tx, caller, 'project.delete', tenantId, projectId, versioned(stored), null);
      }
    });
    return null;
  }

  private async audit(tx: Queryable, caller: AuthContext, action: string, tenantId: string, projectId: string, before: unknown, after: unknown): Promise<void> {
    const actor = await adminActor(tx, caller);
    await new AuditLog(tx).record(tx, actor, { action, recordType: 'project', recordId: projectRecordId(tenantId, projectId), before, after });
  }
}

const withoutOwner = ({ userId: _u, ...doc }: ServerProject): Omit<ServerProject, 'userId'> => doc;

/** Two JSON documents with the same content, whatever the order of their keys (jsonb keeps its own). */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameDocument((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
