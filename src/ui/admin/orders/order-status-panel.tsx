import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { OrderDetail } from '../../../application/ports/admin-api';
import styles from '../admin-kit.module.css';
import { OrderSubmit } from './order-submit';
import orders from './orders.module.css';
import { statusLabel } from './format';
import { EmailActions, ShipmentSummary, ShippingForm } from './order-shipping';

/**
 * Moves the order forward: one button per next status (the confirm modal asks first); shipping takes
 * a carrier and a tracking number, a cancellation a reason. A final order says so. The order's emails
 * can be sent again from here.
 */
export const OrderStatusPanel = observer(function OrderStatusPanel({ store, detail }: { store: OrderDetailStore; detail: OrderDetail }) {
  const [reason, setReason] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button pressed is gone once the status moves: focus goes to the panel's heading, not to the page's start.
  const moved = (ok: boolean) => {
    if (ok) headingRef.current?.focus();
    return ok;
  };
  // Shipped has its own form (carrier and tracking number): it is not a bare move.
  const forward = detail.nextStatuses.filter((s) => s !== 'cancelled' && s !== 'shipped');
  // A pick-up order is marked ready and picked up instead (issue 30): never shipped.
  const canShip = detail.nextStatuses.includes('shipped') && !detail.pickup;
  const canCancel = detail.nextStatuses.includes('cancelled');
  const cancel = async (e: FormEvent) => {
    e.preventDefault();
    if (moved(await store.move('cancelled', reason))) setReason('');
  };
  return (
    <section className={styles.panel} aria-labelledby="status-heading">
      <h2 id="status-heading" ref={headingRef} tabIndex={-1}>
        Status
      </h2>
      <p>
        <span className={`${orders.status} ${orders[detail.order.status]}`}>{statusLabel(detail.order.status)}</span>
        {detail.cancelReason && <span> — {detail.cancelReason}</span>}
      </p>
      {detail.shipment && <ShipmentSummary shipment={detail.shipment} />}
      {detail.nextStatuses.length === 0 && <p className={styles.muted}>This order is final: its status cannot change.</p>}
      {forward.length > 0 && (
        <div className={styles.actions}>
          {forward.map((s) => (
            <button key={s} type="button" className={styles.primary} disabled={store.busy !== null} onClick={() => void store.move(s).then(moved)}>
              Move to {statusLabel(s)}
            </button>
          ))}
        </div>
      )}
      {canShip && <ShippingForm store={store} onShipped={() => moved(true)} />}
      <EmailActions store={store} detail={detail} />
      {canCancel && (
        <form onSubmit={(e) => void cancel(e)} className={styles.page}>
          <label className={styles.field}>
            <span>Reason for cancelling</span>
            <textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <OrderSubmit store={store} className={`${styles.secondary} ${styles.danger}`}>
            Cancel order
          </OrderSubmit>
        </form>
      )}
    </section>
  );
});
