import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import styles from '../admin-kit.module.css';

/** An order form's submit button (ship, note, cancel), unusable while any change to the order is on its way. */
export const OrderSubmit = observer(function OrderSubmit({
  store,
  className,
  children,
}: {
  store: OrderDetailStore;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={className} disabled={store.busy !== null}>
        {children}
      </button>
    </div>
  );
});
