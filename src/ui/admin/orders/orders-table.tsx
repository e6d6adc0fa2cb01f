import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { OrderSummary } from '../../../application/ports/admin-api';
import type { OrdersListStore } from '../../../application/admin/orders-list-store';
import styles from '../admin-kit.module.css';
import { AdminTable, TableCount } from '../admin-table';
import orders from './orders.module.css';
import { dollars, statusLabel, when } from './format';
import { LinkPager } from '../pager';

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <tr>
      <th scope="row" className={styles.sticky}>
        <Link href={`/admin/orders/${order.id}`} aria-label={`Order #${order.number}`}>
          #{order.number}
        </Link>
        {order.test && <span className={orders.testBadge}>Test</span>}
      </th>
      <td>{when(order.createdAt)}</td>
      <td className={orders.email}>{order.email ?? '—'}</td>
      <td>{order.tenantId}</td>
      <td className={styles.number}>{order.tiles}</td>
      <td className={styles.number}>{dollars(order.total)}</td>
      <td>
        <span className={`${orders.status} ${orders[order.status]}`}>{statusLabel(order.status)}</span>
      </td>
    </tr>
  );
}

/**
 * The orders as a real table (header cells, row headers): on a narrow screen it scrolls sideways in
 * its own focusable region, the order number column staying in view.
 */
export const OrdersTable = observer(function OrdersTable({ store }: { store: OrdersListStore }) {
  const { state } = store;
  if (state.kind === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {state.message}
      </p>
    );
  }
  const page = state.kind === 'ready' ? state.page : null;
  const pages = store.pageCount;
  return (
    <>
      <TableCount total={page === null || store.loading ? null : page.total} noun={{ one: 'order', many: 'orders' }} />
      {page && (
        <AdminTable
          captionId="orders-caption"
          caption="Orders, newest first"
          captionClassName="tpx-visually-hidden"
          busy={store.loading}
          columns={[
            { label: 'Order', className: styles.sticky },
            'Date',
            'Customer',
            'Tenant',
            { label: 'Tiles', className: styles.number },
            { label: 'Total', className: styles.number },
            'Status',
          ]}
        >
          {page.orders.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </AdminTable>
      )}
      {page && pages > 1 && <LinkPager page={page.page} pages={pages} href={(n) => store.pageHref(n)} />}
    </>
  );
});
