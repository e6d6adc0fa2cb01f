import type { OrderDetailWire } from '../../src/contract/admin';
import type { OrderStatus } from '../../src/domain/admin';
import type { Db } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { queueOrderEmail } from '../orders/emails/order-email-queue';
import { AuditLog, type AdminActor } from './audit-log';
import type { OrderDetail } from './order-detail';

interface PickupRow {
  code: string;
  status: OrderStatus;
  pickup_store_id: string | null;
  pickup_store: unknown;
  pickup_ready_at: Date | string | null;
  picked_up_at: Date | string | null;
}

const storeName = (raw: unknown): string => {
  const s = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { name?: unknown } | null;
  return typeof s?.name === 'string' ? s.name : 'the store';
};
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const view = (r: PickupRow) => ({ pickupStoreId: r.pickup_store_id, readyAt: iso(r.pickup_ready_at), pickedUpAt: iso(r.picked_up_at) });

/** Words of the refusals (tests read them as they are). */
export const NOT_A_PICKUP_ORDER = (code: string) => `Order #${code} ships to the shopper: mark it shipped with its carrier and tracking number instead.`;
export const ALREADY_READY = (code: string) => `Order #${code} is already marked ready for pick-up.`;
export const NOT_READY_YET = (code: string) => `Order #${code} is not ready for pick-up yet: mark it ready first.`;
export const ALREADY_PICKED_UP = (code: string) => `Order #${code} was already picked up.`;
export const CANCELLED_PICKUP = (code: string) => `Order #${code} is cancelled: it cannot be marked for pick-up.`;

/**
 * A pick-up order's two marks (issue 30): "Ready for pick-up", then "Picked up", each once and in that
 * order. Each is one transaction: a conditional UPDATE (`… WHERE pickup_ready_at IS NULL`: of two
 * admins clicking at once, one writes, the other gets the 409), its timeline event, its audit entry,
 * and for the first mark the 'pickup_ready' email row, so the email is owed exactly once.
 */
export class OrderPickup {
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly details: OrderDetail,
    private readonly now: () => number = Date.now,
  ) {
    this.audit = new AuditLog(db);
  }

  async markReady(orderId: string, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    return this.mark(orderId, actor, 'ready');
  }

  async markPickedUp(orderId: string, actor: AdminActor): Promise<OrderDetailWire | Refusal> {
    return this.mark(orderId, actor, 'picked_up');
  }

  private async mark(orderId: string, actor: AdminActor, which: 'ready' | 'picked_up'): Promise<OrderDetailWire | Refusal> {
    const refused = await refusingTransaction(this.db, async (tx) => {
      const [before] = await tx.query<PickupRow>(
        'SELECT code, status, pickup_store_id, pickup_store, pickup_ready_at, picked_up_at FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      if (!before) return refusal(404, `Order ${orderId} not found.`);
      if (before.pickup_store_id === null) return refusal(409, NOT_A_PICKUP_ORDER(before.code));
      if (before.status === 'cancelled') return refusal(409, CANCELLED_PICKUP(before.code));
      const at = new Date(this.now()).toISOString();
      const [after] =
        which === 'ready'
          ? await tx.query<PickupRow>(
              `UPDATE orders SET pickup_ready_at = $2 WHERE id = $1 AND pickup_ready_at IS NULL
             RETURNING code, status, pickup_store_id, pickup_store, pickup_ready_at, picked_up_at`,
              [orderId, at],
            )
          : await tx.query<PickupRow>(
              `UPDATE orders SET picked_up_at = $2 WHERE id = $1 AND pickup_ready_at IS NOT NULL AND picked_up_at IS NULL
             RETURNING code, status, pickup_store_id, pickup_store, pickup_ready_at, picked_up_at`,
              [orderId, at],
            );
      if (!after) {
        if (which === 'ready') return refusal(409, before.picked_up_at ? ALREADY_PICKED_UP(before.code) : ALREADY_READY(before.code));
        return refusal(409, before.pickup_ready_at === null ? NOT_READY_YET(before.code) : ALREADY_PICKED_UP(before.code));
      }
      const store = storeName(before.pickup_store);
      await tx.query(`INSERT INTO order_events (order_id, kind, text, actor_id, actor_email, created_at) VALUES ($1, 'pickup', $2, $3, $4, $5)`, [
        orderId,
        which === 'ready' ? `Ready for pick-up at ${store}.` : `Picked up at ${store}.`,
        actor.id,
        actor.email,
        at,
      ]);
      await this.audit.record(tx, actor, {
        action: which === 'ready' ? 'order.pickup_ready' : 'order.picked_up',
        recordType: 'order',
        recordId: orderId,
        before: view(before),
        after: view(after),
      });
      if (which === 'ready') await queueOrderEmail(tx, { orderId, kind: 'pickup_ready', reason: 'event', requestedBy: actor.email, now: this.now() });
      return null;
    });
    if (refused) return refused;
    return (await this.details.find(orderId))!;
  }
}
