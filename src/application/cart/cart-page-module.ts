import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { CartPageStore } from './cart-page-store';
import { CheckoutStore } from './checkout/checkout-store';
import { StorefrontCheckout } from './checkout/storefront-checkout';
import { CheckoutCart } from './checkout/checkout-cart';
import { CheckoutTracking } from './checkout/checkout-tracking';
import { StorefrontOrder } from './checkout/storefront-order';

/**
 * The cart's checkout and the cart page over it: loaded with the cart and confirmation pages (with
 * the printing session, whose projects the cart lists, and the cart's pricing), not with the home page.
 */
export const cartPageModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [
    StorefrontCheckout,
    // Checkout's use cases (issue 36): what the order holds, what analytics hears, placing it on the storefront.
    CheckoutCart,
    CheckoutTracking,
    StorefrontOrder,
    CheckoutStore,
    CartPageStore,
  ]);
});
