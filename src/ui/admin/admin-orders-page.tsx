import { observer } from 'mobx-react-lite';
import { OrdersListStore } from '../../application/admin/orders-list-store';
import { useStarted } from '../hooks/use-service';
import { OrderFiltersForm } from './orders/order-filters-form';
import { OrdersTable } from './orders/orders-table';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';

/** /admin/orders: every tenant's orders, searched and filtered from the address, paged on the server. */
export default observer(function AdminOrdersPage() {
  const store = useStarted(OrdersListStore);
  return (
    <AdminPage
      title="Orders"
      actions={
        <button type="button" className={styles.secondary} onClick={() => void store.exportCsv()} disabled={store.exporting}>
          {store.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      }
    >
      {store.exportError && (
        <p className={styles.error} role="alert">
          {store.exportError}
        </p>
      )}
      <OrderFiltersForm key={store.search} store={store} />
      <OrdersTable store={store} />
    </AdminPage>
  );
});
