import type { OrderPickup } from '../../application/cart/checkout/checkout-records';
import { DAY_NAMES, describeReadyBy, formatClock, formatDayHours, localTime } from '../../domain/pickup';
import styles from './cart.module.css';
import checkoutStyles from './checkout.module.css';

/** "Wednesday, November 25 at 1:00 PM CST": the ready-by time on the store's own clock, with its zone. */
function readyOn(readyAt: number, timeZone: string): string {
  const day = new Date(readyAt).toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(readyAt))
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${day} at ${formatClock(localTime(readyAt, timeZone).minutes)}${zone ? ` ${zone}` : ''}`;
}

/** Where and when a pick-up order is collected (issue 30): the store, its address and hours, the ready-by time. */
export function PickupDetails({ pickup, placedAt }: { pickup: OrderPickup; placedAt: number }) {
  const { store, readyAt } = pickup;
  return (
    <section className={checkoutStyles.pickupDetails} aria-labelledby="tpx-pickup-at">
      <h3 id="tpx-pickup-at" className={checkoutStyles.subheading}>
        Pick up at
      </h3>
      <p>
        <strong>{store.name}</strong>
      </p>
      <p>
        {store.address.line1}, {store.address.city}, {store.address.state} {store.address.zip}
      </p>
      {readyAt !== null && (
        <p data-testid="pickup-ready">
          <strong>{describeReadyBy(readyAt, placedAt, store.timeZone)}</strong> ({readyOn(readyAt, store.timeZone)})
        </p>
      )}
      <dl className={checkoutStyles.hours} aria-label="Store hours">
        {store.week.map((day, i) => (
          <div key={i} className={styles.contents}>
            <dt>{DAY_NAMES[i]}</dt>
            <dd>{formatDayHours(day)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
