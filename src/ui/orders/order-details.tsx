import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { DAY_NAMES, formatDayHours } from '../../domain/pickup/hours';
import { orderProgress, orderStatusLabel, type OrderView } from '../../domain/orders';
import { formatMoney } from '../../domain/money';
import { OrderPictures } from './order-pictures';
import { PaymentPanel } from './payment-panel';
import styles from './orders.module.css';

const when = (at: number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A time on the store's clock, with its zone ("Nov 27, 2026, 3:25 PM CST"): the progress above is on the
 * shopper's clock, and without the zone a store two hours behind read "ready by" before "placed".
 */
const atStore = (at: number, timeZone: string) =>
  new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

/** The order's progress: each step done (with when) or ahead. */
function Progress({ order }: { order: OrderView }) {
  const steps = orderProgress(order);
  return (
    <ol className={styles.steps} aria-label="Order progress">
      {steps.map((s) => (
        <li key={s.key} className={`${styles.step} ${s.done ? styles.done : ''}`}>
          <span>
            {s.label}
            {s.done ? s.at !== null ? ` · ${when(s.at)}` : '' : <span className="tpx-visually-hidden"> (not yet)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Delivery({ order }: { order: OrderView }) {
  if (order.pickup) {
    const p = order.pickup;
    return (
      <section className={styles.panel} aria-labelledby="tpx-pickup-heading">
        <h2 id="tpx-pickup-heading">Pick up at {p.storeName}</h2>
        <address className={styles.address}>{p.address.join('\n')}</address>
        {p.readyBy !== null && p.readyAt === null && <p>Ready by {atStore(p.readyBy, p.timeZone)}</p>}
        {p.readyAt !== null && p.pickedUpAt === null && <p>Ready for pick-up since {atStore(p.readyAt, p.timeZone)}</p>}
        {p.pickedUpAt !== null && <p>Picked up {atStore(p.pickedUpAt, p.timeZone)}</p>}
        <dl className={styles.hours} aria-label="Opening hours">
          {p.week.map((day, i) => (
            <div key={DAY_NAMES[i]} style={{ display: 'contents' }}>
              <dt>{DAY_NAMES[i]}</dt>
              <dd>{formatDayHours(day)}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="tpx-ship-heading">
      <h2 id="tpx-ship-heading">Shipping</h2>
      {order.shipment ? (
        <p>
          Shipped with {order.shipment.carrierName}, tracking number <strong>{order.shipment.trackingNumber}</strong>.{' '}
          {order.shipment.trackingUrl && (
            <a className={styles.link} href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track your package<span className="tpx-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      ) : (
        <p className={styles.muted}>We will email {order.email} when your tiles ship.</p>
      )}
      {order.address && <address className={styles.address}>{order.address.join('\n')}</address>}
    </section>
  );
}

/** The order's status page body (issue 29 item 4): status, progress, lines with their pictures, totals, where it goes, reorder. */
export const OrderDetails = observer(function OrderDetails({
  order,
  reorder,
}: {
  order: OrderView;
  reorder: { busy: boolean; outcome: { added: number; messages: readonly string[] } | null; run: () => void };
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <section className={styles.panel} aria-labelledby="tpx-status-heading">
          <h2 id="tpx-status-heading">Status</h2>
          <p className={styles.status}>
            <strong data-testid="order-status">{orderStatusLabel(order)}</strong>
          </p>
          <Progress order={order} />
          <p className={styles.muted}>Placed {when(order.placedAt)}</p>
        </section>
        <section className={styles.panel} aria-labelledby="tpx-lines-heading">
          <h2 id="tpx-lines-heading">Your tiles</h2>
          <ul className={styles.lines}>
            {order.lines.map((l, i) => (
              <li key={i} className={styles.line}>
                {l.pictures.length > 0 ? <OrderPictures pictures={l.pictures} label={`Pictures of ${l.title}`} /> : <span />}
                <div>
                  <h3>{l.title}</h3>
                  {l.details && <p className={styles.muted}>{l.details}</p>}
                  <p>
                    {l.quantity} × {formatMoney(l.unitPrice)} = <strong>{formatMoney(l.total)}</strong>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.stack}>
        <PaymentPanel
          amounts={order}
          discountTerm={`Discounts${order.discountCodes.length > 0 ? ` (${order.discountCodes.join(', ')})` : ''}`}
          look={styles}
          pickup={order.pickup !== null}
        />
        <Delivery order={order} />
        <section className={styles.panel} aria-labelledby="tpx-reorder-heading">
          <h2 id="tpx-reorder-heading">Order again</h2>
          <p className={styles.muted}>The same tiles, crops and frames, at today’s prices.</p>
          <button type="button" className={styles.button} disabled={reorder.busy} onClick={reorder.run}>
            {reorder.busy ? 'Adding to cart…' : 'Reorder'}
          </button>
          <ReorderNotice outcome={reorder.outcome} />
        </section>
      </div>
    </div>
  );
});

/** What a reorder did, announced; a link to the cart when something went in. */
export function ReorderNotice({ outcome }: { outcome: { added: number; messages: readonly string[] } | null }) {
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <div className={styles.notice} style={{ marginTop: 'var(--tpx-space-3)' }}>
          {outcome.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
          {outcome.added > 0 && (
            <Link href="/cart" className={styles.link}>
              Go to your cart
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
