import { observer } from 'mobx-react-lite';
import type { CheckoutStore } from '../../application/cart/checkout/checkout-store';
import { StoreFinder } from '../pickup';
import styles from './cart.module.css';
import checkoutStyles from './checkout.module.css';

/**
 * How the order reaches the shopper, on the pick-up tenants (issue 30): "Pick up in store" (first)
 * or "Ship to an address"; for pick-up, the store finder to choose the store. Outside the checkout
 * form: the finder is a search form of its own, and forms do not nest.
 */
export const DeliveryChoice = observer(function DeliveryChoice({ checkout }: { checkout: CheckoutStore }) {
  const delivery = checkout.form.delivery;
  const disabled = checkout.placing;
  return (
    <>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend>Delivery</legend>
        <div className={checkoutStyles.methods}>
          <label className={delivery === 'pickup' ? `${checkoutStyles.method} ${checkoutStyles.methodChosen}` : checkoutStyles.method}>
            <input type="radio" name="delivery" value="pickup" checked={delivery === 'pickup'} onChange={() => checkout.setDelivery('pickup')} />
            <span>
              <strong>Pick up in store</strong>
              <span className={styles.muted}>Free · ready the same day at most stores</span>
            </span>
          </label>
          <label className={delivery === 'ship' ? `${checkoutStyles.method} ${checkoutStyles.methodChosen}` : checkoutStyles.method}>
            <input type="radio" name="delivery" value="ship" checked={delivery === 'ship'} onChange={() => checkout.setDelivery('ship')} />
            <span>
              <strong>Ship to an address</strong>
              <span className={styles.muted}>Free standard shipping</span>
            </span>
          </label>
        </div>
      </fieldset>
      {delivery === 'pickup' && (
        <section className={checkoutStyles.pickupStore} aria-labelledby="tpx-pickup-heading" data-pickup-finder>
          <h3 id="tpx-pickup-heading" className={checkoutStyles.subheading}>
            Pick-up store
          </h3>
          <StoreFinder finder={checkout.stores} legend="Choose a store" />
        </section>
      )}
    </>
  );
});
