import type { Queryable } from '../../db/db';
import type { OrderEmailKind } from './order-email-model';

/**
 * Owes an order email (issue 29): one `order_emails` row, written with the event in ITS transaction
 * (payment, shipped, an admin's resend), so the email exists exactly when the event committed. The
 * order email job sends it after commit. An event's email is owed once (`order_emails_once`): a second
 * event row of a kind is ignored; resends are rows of their own.
 */
export async function queueOrderEmail(
  tx: Queryable,
  email: { orderId: string; kind: OrderEmailKind; reason: 'event' | 'resend'; requestedBy?: string | null; now: number },
): Promise<boolean> {
  const at = new Date(email.now).toISOString();
  const rows = await tx.query(
    `INSERT INTO order_emails (order_id, kind, reason, requested_by, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (order_id, kind) WHERE reason = 'event' DO NOTHING RETURNING id`,
    [email.orderId, email.kind, email.reason, email.requestedBy ?? null, at],
  );
  return rows.length === 1;
}

/** An email of this kind still waiting to go (queued or being retried): a resend would send it twice. */
export async function emailWaiting(db: Queryable, orderId: string, kind: OrderEmailKind, maxAttempts: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM order_emails WHERE order_id = $1 AND kind = $2 AND sent_at IS NULL AND attempts < $3', [
    orderId,
    kind,
    maxAttempts,
  ]);
  return rows.length > 0;
}
