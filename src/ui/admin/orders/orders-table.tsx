import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { OrderSummary } from '../../../application/ports/admin-api';
import type { OrdersListStore } from '../../../application/admin/orders-list-store';
import styles from '../admin-kit.module.css';
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
      <p className={styles.count} role="status">
        {page === null || store.loading ? 'Loading orders…' : page.total === 1 ? '1 order' : `${page.total.toLocaleString('en-US')} orders`}
      </p>
      {page && page.orders.length > 0 && (
        <div className={styles.scroller} role="region" aria-labelledby="orders-caption" tabIndex={0}>
          <table className={styles.table} aria-busy={store.loading}>
            <caption id="orders-caption" className="tpx-visually-hidden">
              Orders, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.sticky}>
                  Order
                </th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Tenant</th>
                <th scope="col" className={styles.number}>
                  Tiles
                </th>
                <th scope="col" className={styles.number}>
                  Total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((o) => (
                <OrderRow key={o.id} order={o} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && pages > 1 && <LinkPager page={page.page} pages={pages} href={(n) => store.pageHref(n)} />}
    </>
  );
});
