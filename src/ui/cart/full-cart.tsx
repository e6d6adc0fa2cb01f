import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CartPageStore } from '../../application/cart/cart-page-store';
import { useService } from '../hooks/use-service';
import { CartItems } from './cart-items';
import { CheckoutDetails } from './checkout-details';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import { CartBanner } from './cart-banner';
import styles from './cart.module.css';

/** The cart page's store, for the light empty view's first change (cart-page.tsx). */
export { CartPageStore };

/** The cart over its stores (loaded with the printing session, pricing and checkout): items, order summary, checkout. */
export const FullCart = observer(function FullCart() {
  const store = useService(CartPageStore);
  useEffect(() => {
    void store.start();
    return () => store.checkout.backToCart();
  }, [store]);

  const step = store.checkout.step;
  if (store.pricing.isEmpty && step !== 'completed') {
    // Empty, nothing else to list (no items: the cart would not be empty).
    return (
      <EmptyCart
        wallPadPrice={store.pricing.priceBook.wallPadPrice}
        wallPads={store.contents.wallPads}
        onWallPads={(n) => store.setWallPads(n)}
        notice={store.limitMessage}
      />
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
      <div className={styles.layout}>
        <CartItems store={store} />
        <div className={styles.aside}>
          <OrderSummary store={store} onCheckout={() => store.checkout.begin()} />
        </div>
      </div>
      <CartBanner />
    </div>
  );
});
