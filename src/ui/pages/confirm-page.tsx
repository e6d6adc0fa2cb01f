import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Navigator, type Navigator as NavigatorPort } from '../../application/ports/navigator';
import { Link } from 'wouter';
import { CheckoutStore } from '../../application/cart/checkout/checkout-store';
import { orderNumberOf } from '../../domain/orders';
import { orderLineText } from '../../domain/cart';
import styles from '../cart/cart.module.css';
import { useService } from '../hooks/use-service';
import { usePhotoBases } from '../hooks/use-photo-bases';
import { thumbnailPicture } from '../catalog/catalog-pictures';
import { BrowserOnly } from '../shell/browser-only';
import { ProjectThumbnails } from '../pictures/tile-thumbnail';
import { Loading } from '../shell/loading';
import { TrackOrderSignup } from '../orders/track-order-signup';
import { PaymentPanel } from '../orders/payment-panel';
import { PickupDetails } from '../cart/pickup-details';
import pageStyles from './page.module.css';

/** /confirm: the order just placed, from the last cart kept on this device (a reload keeps it). */
export default function ConfirmPage() {
  // The order is kept in the browser's records: the server renders the heading and a placeholder.
  return (
    <BrowserOnly
      placeholder={
        <div className={styles.page}>
          <h1 className={styles.heading}>Order Confirmed</h1>
          <Loading label="Loading your order…" />
        </div>
      }
    >
      <ConfirmedOrder />
    </BrowserOnly>
  );
}

const ConfirmedOrder = observer(function ConfirmedOrder() {
  const checkout = useService(CheckoutStore);
  const navigator = useService<NavigatorPort>(Navigator);
  // Back from a shop's hosted checkout (issue 34): the order it took becomes the one shown. Before the first
  // paint of the order (BrowserOnly: the server rendered the placeholder), so nothing flashes "no order".
  useState(() => checkout.returnFromHostedCheckout(navigator.search()));
  const order = checkout.lastOrder;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const photoBases = usePhotoBases();
  useEffect(() => headingRef.current?.focus(), []);
  // GA4 purchase, once per order on this device.
  useEffect(() => checkout.reportPurchase(), [checkout, order?.orderId]);

  if (order === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
          Order Confirmed
        </h1>
        <p className={styles.muted}>There is no recent order on this device.</p>
        <Link href="/photo-picker" className={pageStyles.button}>
          Get Started
        </Link>
      </div>
    );
  }
  const placed = new Date(order.placedAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
        Order Confirmed
      </h1>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="tpx-order-heading">
          <h2 id="tpx-order-heading">Thank you for your order!</h2>
          <p>
            Your order number is{' '}
            <strong data-testid="order-id" data-order-id={order.orderId}>
              {orderNumberOf(order.orderId)}
            </strong>
            . We sent a confirmation to {order.email === '' ? 'your email address' : <strong>{order.email}</strong>} and will email you again{' '}
            {order.pickup ? 'when your order is ready for pick-up' : 'when your tiles ship'}.
          </p>
          <p className={styles.muted}>Placed {placed}</p>
          <TrackOrderSignup number={orderNumberOf(order.orderId).slice(1)} email={order.email} />
          {order.pickup && <PickupDetails pickup={order.pickup} placedAt={order.placedAt} />}
          <ul className={styles.orderLines}>
            {order.items.map((item, i) => (
              <li key={i} className={styles.orderLine}>
                {item.pictures !== undefined && item.pictures.pictures.length > 0 ? (
                  <ProjectThumbnails set={item.pictures} label={`Pictures of ${orderLineText(item)}`} className={styles.orderPictures} />
                ) : (
                  item.imagePaths.length > 0 && (
                    // An order kept on this device before the pictures were: its photos only, from their
                    // smallest derivative (a 40 px thumbnail need not fetch a 12-MP original).
                    <span className={styles.orderThumbs} aria-hidden>
                      {item.imagePaths.map((src) => (
                        <img key={src} src={thumbnailPicture(src, photoBases)} alt="" width={40} height={40} loading="lazy" />
                      ))}
                    </span>
                  )
                )}
                <span>{orderLineText(item)}</span>
              </li>
            ))}
            {order.wallPads > 0 && (
              <li className={styles.orderLine}>
                <span>Wall pad kits × {order.wallPads}</span>
              </li>
            )}
          </ul>
          <Link href="/photo-picker" className={pageStyles.button}>
            Make more tiles
          </Link>
        </section>
        <PaymentPanel amounts={order} discountTerm="Discounts" look={styles} pickup={Boolean(order.pickup)} />
      </div>
    </div>
  );
});
