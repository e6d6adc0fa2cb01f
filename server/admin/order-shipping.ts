import { isLeft } from 'fp-ts/Either';
import type { OrderDetailWire } from '../../src/contract/admin';
import { checkStatusMove, staleStatusMessage, type OrderStatus } from '../../src/domain/admin';
import { carrierName, checkShipment } from '../../src/domain/admin/tracking';
import type { Db } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { emailWaiting, queueOrderEmail } from '../orders/emails/order-email-queue';
import { MAX_EMAIL_ATTEMPTS } from '../orders/emails/order-email-job';
import { AuditLog, type AdminActor } from './audit-log';
import type { OrderDetail } from './order-detail';

/** What the status call answers a move to Shipped: that move carries a carrier and a number, so it has its own call. */
export const SHIP_WITH_TRACKING = 'Mark the order shipped with its carrier and tracking number: the shipped email carries them.';

/** Issue 30: the refusal of a shipped-mark for an order picked up in a store. */
export const PICKUP_NOT_SHIPPED = (code: string) => `Order #${code} is picked up in store, not shipped: mark it "Ready for pick-up" instead.`;

type EmailKind = 'confirmation' | 'shipped';
const LABELS: Readonly<Record<EmailKind, string>> = { confirmation: 'order confirmation', shipped: 'shipped' };

interface ShipView {
  status: OrderStatus;
  carrier: string | null;
  tracking_number: string | null;
}
const auditView = (o: ShipView) => ({ status: o.status, carrier: o.carrier, trackingNumber: o.tracking_number });

/**
 * Shipping an order and its emails (issue 29 item 3): mark shipped with a carrier and a tracking
 * number (checked against the carrier's format; a wrong one is a 400 and changes nothing), which owes
 * the shipped email once; and an admin's resend of either email. Each in one transaction with its
 * timeline event, its audit entry and the email row (the job sends it after commit).
 */
export class OrderShipping {
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly details: OrderDetail,
    private readonly now: () => number = Date.now,
  ) {
    this.audit = new AuditLog(db);
  }

  async ship(orderId: string, request: { from: OrderStatus; carrier: string; trackingNumber: string }, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    const current = await this.details.status(orderId);
    if (current === null) return refusal(404, `Order ${orderId} not found.`);
    const shipment = checkShipment(request.carrier, request.trackingNumber);
    if (isLeft(shipment)) return refusal(400, shipment.left.message);
    if (current !== request.from) return refusal(409, staleStatusMessage(current));
    // Issue 30: a pick-up order is never shipped; it is marked ready, then picked up.
    const [pickup] = await this.db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1 AND pickup_store_id IS NOT NULL', [orderId]);
    if (pickup) return refusal(409, PICKUP_NOT_SHIPPED(pickup.code));
    const move = checkStatusMove(request.from, 'shipped');
    if (isLeft(move)) return refusal(409, move.left.message);
    const { carrier, trackingNumber } = shipment.right;
    const refused = await refusingTransaction(this.db, async (tx) => {
      const [before] = await tx.query<ShipView>('SELECT status, carrier, tracking_number FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      // Conditional on the status seen: of two admins shipping at once, one writes (and one email is owed).
      const [after] = await tx.query<ShipView>(
        `UPDATE orders SET status = 'shipped', carrier = $3, tracking_number = $4, status_changed_at = now()
          WHERE id = $1 AND status = $2 RETURNING status, carrier, tracking_number`,
        [orderId, request.from, carrier, trackingNumber],
      );
      if (!after || !before) return refusal(409, staleStatusMessage(before?.status ?? current));
      await tx.query(
        `INSERT INTO order_events (order_id, kind, from_status, to_status, text, actor_id, actor_email) VALUES ($1, 'status', $2, 'shipped', $3, $4, $5)`,
        [orderId, request.from, `${carrierName(carrier)} ${trackingNumber}`, actor.id, actor.email],
      );
      await this.audit.record(tx, actor, { action: 'order.ship', recordType: 'order', recordId: orderId, before: auditView(before), after: auditView(after) });
      await queueOrderEmail(tx, { orderId, kind: 'shipped', reason: 'event', requestedBy: actor.email, now: this.now() });
      return null;
    });
    if (refused) return refused;
    return (await this.details.find(orderId))!;
  }

  /** Owes one of the order's emails again; refused while one of that kind is still waiting, or when there is nothing to send. */
  async resend(orderId: string, kind: EmailKind, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    const [order] = await this.db.query<{ code: string; email: string | null; status: OrderStatus; tracking_number: string | null }>(
      'SELECT code, email, status, tracking_number FROM orders WHERE id = $1',
      [orderId],
    );
    if (!order) return refusal(404, `Order ${orderId} not found.`);
    if (!order.email) return refusal(409, `Order #${order.code} has no email address: there is nobody to send it to.`);
    if (kind === 'shipped' && (order.status !== 'shipped' || !order.tracking_number)) {
      return refusal(409, `Order #${order.code} has not shipped: there is no shipped email to send.`);
    }
    if (await emailWaiting(this.db, orderId, kind, MAX_EMAIL_ATTEMPTS)) {
      return refusal(409, `The ${LABELS[kind]} email of order #${order.code} is still waiting to be sent: it goes within a minute.`);
    }
    await this.db.transaction(async (tx) => {
      await queueOrderEmail(tx, { orderId, kind, reason: 'resend', requestedBy: actor.email, now: this.now() });
      await this.audit.record(tx, actor, {
        action: 'order.email',
        recordType: 'order',
        recordId: orderId,
        before: null,
        after: { resend: kind, to: order.email },
      });
    });
    return (await this.details.find(orderId))!;
  }
}
