import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { PickupDetail } from '../../../application/ports/admin-api';
import styles from '../admin-kit.module.css';
import { when } from './format';

/**
 * A pick-up order's store and its two marks (issue 30): "Ready for pick-up" (the shopper's email goes
 * once), then "Picked up". Only the next mark is offered; a cancelled order offers none.
 */
export const OrderPickupPanel = observer(function OrderPickupPanel({
  store,
  pickup,
  cancelled,
}: {
  store: OrderDetailStore;
  pickup: PickupDetail;
  cancelled: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button pressed is gone once the mark lands: focus goes to the panel's heading.
  const marked = (ok: boolean) => {
    if (ok) headingRef.current?.focus();
  };
  const next = cancelled || pickup.pickedUpAt ? null : pickup.readyAt ? 'picked-up' : 'ready';
  return (
    <section className={styles.panel} aria-labelledby="pickup-heading">
      <h2 id="pickup-heading" ref={headingRef} tabIndex={-1}>
        Store pick-up
      </h2>
      <dl className={styles.facts}>
        <dt>Store</dt>
        <dd>
          <strong>{pickup.storeName}</strong>
          {pickup.address.map((l) => (
            <span key={l}>
              <br />
              {l}
            </span>
          ))}
        </dd>
        <dt>Promised by</dt>
        <dd>{pickup.readyBy ? when(pickup.readyBy) : '—'}</dd>
        <dt>Ready for pick-up</dt>
        <dd>{pickup.readyAt ? when(pickup.readyAt) : 'Not yet'}</dd>
        <dt>Picked up</dt>
        <dd>{pickup.pickedUpAt ? when(pickup.pickedUpAt) : 'Not yet'}</dd>
      </dl>
      {next === 'ready' && (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={store.busy !== null} onClick={() => void store.markPickupReady().then(marked)}>
            Ready for pick-up
          </button>
        </div>
      )}
      {next === 'picked-up' && (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={store.busy !== null} onClick={() => void store.markPickedUp().then(marked)}>
            Picked up
          </button>
        </div>
      )}
      {pickup.pickedUpAt && <p className={styles.muted}>The shopper collected this order.</p>}
    </section>
  );
});
