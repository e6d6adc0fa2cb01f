import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { OrderDetailStore } from '../../application/admin/order-detail-store';
import { PageTitleStore } from '../../application/shell/page-title-store';
import type { OrderDetail } from '../../application/ports/admin-api';
import { useFresh, useService } from '../hooks/use-service';
import type { PageProps } from '../routing/page-props';
import { OrderLines } from './orders/order-lines';
import { OrderStatusPanel } from './orders/order-status-panel';
import { OrderPickupPanel } from './orders/order-pickup';
import { OrderAudit, OrderTimeline } from './orders/order-timeline';
import styles from './admin-kit.module.css';
import orders from './orders/orders.module.css';
import { dollars, when } from './orders/format';
import { ActivityLines } from './activity-lines';

const ADDRESS_PARTS = [['firstName', 'lastName'], ['address1'], ['address2'], ['city', 'province', 'zip'], ['country'], ['phone']] as const;

/** A billing address as lines ('Ada Lovelace', '1 Main St', 'Springfield IL 62701', 'US'). */
const addressLines = (address: Readonly<Record<string, unknown>>): string[] =>
  ADDRESS_PARTS.map((keys) =>
    keys
      .map((k) => address[k])
      .filter((v): v is string => typeof v === 'string' && v !== '')
      .join(' '),
  ).filter((l) => l !== '');

function Summary({ detail }: { detail: OrderDetail }) {
  const o = detail.order;
  return (
    <section className={styles.panel} aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd>#{o.number}</dd>
        <dt>Placed</dt>
        <dd>{when(o.createdAt)}</dd>
        <dt>Customer</dt>
        <dd>{o.email ?? '—'}</dd>
        <dt>Tenant</dt>
        <dd>{o.tenantId}</dd>
        <dt>Tiles</dt>
        <dd>{o.tiles}</dd>
        <dt>Subtotal</dt>
        <dd>{dollars(detail.subtotal)}</dd>
        <dt>Discounts</dt>
        <dd>
          {detail.discount === '0.00' ? 'None' : `−${dollars(detail.discount)}`}
          {detail.discountCodes.length > 0 && ` (promo ${detail.discountCodes.join(', ')})`}
        </dd>
        <dt>Total</dt>
        <dd>
          <strong>{dollars(o.total)}</strong>
        </dd>
        <dt>Shipping</dt>
        <dd>{detail.shippingRate ?? '—'}</dd>
        <dt>Billing address</dt>
        <dd>
          {detail.billingAddress
            ? addressLines(detail.billingAddress).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))
            : '—'}
        </dd>
        <dt>Payment</dt>
        <dd>
          {detail.payments.length === 0
            ? '—'
            : detail.payments.map((p, i) => (
                <span key={i}>
                  {p.status} · {dollars(p.amount)}
                  {p.card && ` · ${p.card.brand} ending ${p.card.last4}`}
                  {p.test && ' · test'}
                  <br />
                </span>
              ))}
        </dd>
      </dl>
    </section>
  );
}

/** /admin/orders/:orderId: one order, its tiles and print files, its status and timeline. */
export default observer(function AdminOrderPage({ params }: PageProps) {
  const orderId = params.orderId ?? '';
  const store = useFresh(OrderDetailStore);
  const titles = useService(PageTitleStore);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void store.load(orderId);
    return () => store.dispose();
  }, [store, orderId]);
  const detail = store.detail;
  const path = `/admin/orders/${orderId}`;
  useEffect(() => {
    if (detail) titles.set(path, `Order #${detail.order.number}`);
    return () => titles.clear(path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the title follows the order's number, not each reload of its detail
  }, [titles, path, detail?.order.number]);
  useEffect(() => headingRef.current?.focus(), [detail?.order.id]);

  return (
    <section aria-labelledby="admin-heading" className={styles.page}>
      <p>
        <Link href="/admin/orders">← All orders</Link>
      </p>
      <h1 id="admin-heading" ref={headingRef} tabIndex={-1}>
        {detail ? `Order #${detail.order.number}` : 'Order'}
        {detail?.order.test && <span className={orders.testBadge}>Test</span>}
      </h1>
      <ActivityLines activity={store} idle={store.state.kind === 'loading' ? 'Loading the order…' : ''} />
      {store.state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {store.state.message}
        </p>
      )}
      {detail && (
        <>
          <div className={orders.detailGrid}>
            <Summary detail={detail} />
            <OrderStatusPanel store={store} detail={detail} />
          </div>
          {detail.pickup && <OrderPickupPanel store={store} pickup={detail.pickup} cancelled={detail.order.status === 'cancelled'} />}
          <OrderLines store={store} lines={detail.lines} />
          <div className={orders.detailGrid}>
            <OrderTimeline store={store} detail={detail} />
            <OrderAudit entries={store.audit} />
          </div>
        </>
      )}
    </section>
  );
});
