import { isLeft } from 'fp-ts/Either';
import type { OrderDetailWire } from '../../src/contract/admin';
import { checkStatusMove, staleStatusMessage, type OrderStatus } from '../../src/domain/admin';
import type { Db } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';
import type { OrderDetail } from './order-detail';
import { SHIP_WITH_TRACKING } from './order-shipping';

/** The longest note kept on an order's timeline. */
export const MAX_NOTE = 2000;

/** What the audit log keeps of an order: its admin-editable state. */
const auditView = (o: { status: OrderStatus; cancel_reason: string | null }) => ({ status: o.status, cancelReason: o.cancel_reason });

/**
 * The admin's changes to an order: status moves (forward only, one winner when two race) and notes.
 * Each runs in one transaction with its timeline event and its audit entry.
 */
export class OrderChanges {
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly details: OrderDetail,
  ) {
    this.audit = new AuditLog(db);
  }

  /**
   * Moves an order from the status the admin saw (`from`) to `to`. A move the machine refuses, or
   * one from a status the order is no longer in (another admin moved it first), is a 409 with a
   * message saying which; nothing is written.
   */
  async move(orderId: string, request: { from: OrderStatus; to: OrderStatus; reason?: string }, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    if (request.to === 'shipped') return refusal(400, SHIP_WITH_TRACKING);
    const checked = checkStatusMove(request.from, request.to, request.reason);
    const current = await this.details.status(orderId);
    if (current === null) return refusal(404, `Order ${orderId} not found.`);
    if (current !== request.from) return refusal(409, staleStatusMessage(current));
    if (isLeft(checked)) return refusal(checked.left.code === 'status/invalid-move' ? 409 : 400, checked.left.message);
    const move = checked.right;
    const refused = await refusingTransaction(this.db, async (tx) => {
      // The conditional update is the race's referee: only the transaction that still sees `from` writes.
      const [before] = await tx.query<{ status: OrderStatus; cancel_reason: string | null }>(
        'SELECT status, cancel_reason FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      const updated = await tx.query<{ status: OrderStatus; cancel_reason: string | null }>(
        `UPDATE orders SET status = $2, cancel_reason = coalesce($4, cancel_reason), status_changed_at = now()
         WHERE id = $1 AND status = $3 RETURNING status, cancel_reason`,
        [orderId, move.to, move.from, move.reason],
      );
      if (updated.length === 0 || !before) return refusal(409, staleStatusMessage(before?.status ?? current));
      await tx.query(
        `INSERT INTO order_events (order_id, kind, from_status, to_status, text, actor_id, actor_email) VALUES ($1, 'status', $2, $3, $4, $5, $6)`,
        [orderId, move.from, move.to, move.reason, actor.id, actor.email],
      );
      await this.audit.record(tx, actor, {
        action: 'order.status',
        recordType: 'order',
        recordId: orderId,
        before: auditView(before),
        after: auditView(updated[0]!),
      });
      return null;
    });
    if (refused) return refused;
    return (await this.details.find(orderId))!;
  }

  /** Adds a note to the order's timeline (1..2000 characters once trimmed). */
  async addNote(orderId: string, text: string, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    const note = text.trim();
    if (note === '') return refusal(400, 'Note is required');
    if (note.length > MAX_NOTE) return refusal(400, `Must be no more than ${MAX_NOTE} characters`);
    if ((await this.details.status(orderId)) === null) return refusal(404, `Order ${orderId} not found.`);
    await this.db.transaction(async (tx) => {
      const [event] = await tx.query<{ id: string | number }>(
        `INSERT INTO order_events (order_id, kind, text, actor_id, actor_email) VALUES ($1, 'note', $2, $3, $4) RETURNING id`,
        [orderId, note, actor.id, actor.email],
      );
      await this.audit.record(tx, actor, {
        action: 'order.note',
        recordType: 'order',
        recordId: orderId,
        before: null,
        after: { noteId: Number(event!.id), text: note },
      });
    });
    return (await this.details.find(orderId))!;
  }
}
