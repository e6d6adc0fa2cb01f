import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CartPageStore } from '../../application/cart/cart-page-store';
import { CartBanner } from '../cart/cart-banner';
import { CartItems } from '../cart/cart-items';
import { CheckoutDetails } from '../cart/checkout-details';
import { OrderSummary } from '../cart/order-summary';
import styles from '../cart/cart.module.css';
import { useService } from '../hooks/use-service';
import { BrowserOnly } from '../shell/browser-only';
import { Loading } from '../shell/loading';
import pageStyles from './page.module.css';

/** /cart: the cart's projects and wall pads, the order summary with promo codes, and checkout. */
export default function CartPage() {
  // The cart lives in the browser's records: the server renders the page's heading and a placeholder.
  return (
    <BrowserOnly
      placeholder={
        <div className={styles.page}>
          <h1 className={styles.heading}>Cart</h1>
          <Loading label="Loading your cart…" />
        </div>
      }
    >
      <CartContents />
    </BrowserOnly>
  );
}

const CartContents = observer(function CartContents() {
  const store = useService(CartPageStore);
  useEffect(() => {
    void store.start();
    return () => store.checkout.backToCart();
  }, [store]);

  const step = store.checkout.step;
  if (store.pricing.isEmpty && step !== 'completed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Cart</h1>
        <CartBanner />
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <p className={styles.muted}>Turn your photos into framed tiles: pick some photos, frame them, and add them to the cart.</p>
          <Link href="/photo-picker" className={pageStyles.button}>
            Get Started
          </Link>
        </div>
        <div className={styles.stacked}>
          <CartItems store={store} wallPadsOnly />
        </div>
      </div>
    );
  }

  const checkingOut = step === 'details' || step === 'placing' || step === 'completed';
  if (checkingOut) {
    // Checkout (issue 32 item 3): the form beside the order summary on desktop; on a phone the summary
    // comes first, folded to its total, and the form follows.
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Cart</h1>
        <div className={styles.checkoutLayout}>
          <div className={styles.aside}>
            <OrderSummary store={store} collapsible />
          </div>
          <div className={styles.checkoutMain}>
            <CheckoutDetails store={store} />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Cart</h1>
      <CartBanner />
      <div className={styles.layout}>
        <CartItems store={store} />
        <div className={styles.aside}>
          <OrderSummary store={store} onCheckout={() => store.checkout.begin()} />
        </div>
      </div>
    </div>
  );
});
