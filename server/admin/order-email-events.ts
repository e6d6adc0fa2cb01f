import type { Queryable } from '../db/db';
import { MAX_EMAIL_ATTEMPTS } from '../orders/emails/order-email-job';

const LABELS = { confirmation: 'Order confirmation', shipped: 'Shipped', pickup_ready: 'Ready for pick-up' } as const;

interface EmailRow {
  kind: keyof typeof LABELS;
  reason: 'event' | 'resend';
  requested_by: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  to_email: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The order's emails on its timeline (issue 29): each one sent (to whom; a resend says who asked),
 * skipped (no address), given up after its tries, or still waiting (with the last failure).
 */
export async function orderEmailEvents(db: Queryable, orderId: string) {
  const rows = await db.query<EmailRow>(
    'SELECT kind, reason, requested_by, created_at, sent_at, attempts, last_error, to_email FROM order_emails WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map((e) => {
    const label = `${LABELS[e.kind]} email${e.reason === 'resend' ? ' (resent)' : ''}`;
    const by = e.requested_by;
    if (e.sent_at !== null && e.to_email !== null) return { at: iso(e.sent_at), kind: 'email' as const, text: `${label} sent to ${e.to_email}.`, by };
    if (e.sent_at !== null) return { at: iso(e.sent_at), kind: 'email' as const, text: `${label} not sent: ${e.last_error ?? 'nothing to send'}`, by };
    if (e.attempts >= MAX_EMAIL_ATTEMPTS) {
      return {
        at: iso(e.created_at),
        kind: 'email' as const,
        text: `${label} could not be sent after ${e.attempts} tries: ${e.last_error ?? 'unknown error'}`,
        by,
      };
    }
    const failed = e.last_error ? ` (try ${e.attempts} failed: ${e.last_error}; trying again)` : '';
    return { at: iso(e.created_at), kind: 'email' as const, text: `${label} waiting to be sent${failed}.`, by };
  });
}
