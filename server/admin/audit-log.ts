import type { Queryable } from '../db/db';

/** Who made an admin change: the admin's customer id and email, and the store they signed in to. */
export interface AdminActor {
  readonly id: string;
  readonly email: string;
  readonly tenant: string;
}

/** One admin change of one record: the record's admin view before and after, as JSON. */
export interface AuditChange {
  readonly action: string;
  readonly recordType: string;
  readonly recordId: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface AuditEntry extends AuditChange {
  readonly id: number;
  readonly at: string;
  readonly actorEmail: string;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

/**
 * The audit log (issue #17): every admin change writes one entry in the same transaction as the
 * change itself, so there is never a change without its entry nor an entry without its change.
 */
export class AuditLog {
  constructor(private readonly db: Queryable) {}

  async record(tx: Queryable, actor: AdminActor, change: AuditChange): Promise<void> {
    await tx.query(
      `INSERT INTO audit_log (actor_id, actor_email, actor_tenant, action, record_type, record_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [actor.id, actor.email, actor.tenant, change.action, change.recordType, change.recordId, json(change.before), json(change.after)],
    );
  }

  /** A record's history, oldest first (at most the last 500 changes). */
  async forRecord(recordType: string, recordId: string): Promise<AuditEntry[]> {
    const rows = await this.db.query<{
      id: string | number;
      created_at: Date | string;
      actor_email: string;
      action: string;
      record_type: string;
      record_id: string;
      before: unknown;
      after: unknown;
    }>(`SELECT * FROM (SELECT * FROM audit_log WHERE record_type = $1 AND record_id = $2 ORDER BY id DESC LIMIT 500) recent ORDER BY id`, [
      recordType,
      recordId,
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      actorEmail: r.actor_email,
      action: r.action,
      recordType: r.record_type,
      recordId: r.record_id,
      before: parsed(r.before),
      after: parsed(r.after),
    }));
  }
}
