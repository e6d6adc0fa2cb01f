import { ContainerModule } from 'inversify';
import { CartPageStore } from './cart-page-store';
import { CheckoutStore } from './checkout/checkout-store';
import { StorefrontCheckout } from './checkout/storefront-checkout';

/**
 * The cart's checkout and the cart page over it: loaded with the cart and confirmation pages (with
 * the printing session, whose projects the cart lists, and the cart's pricing), not with the home page.
 */
export const cartPageModule = new ContainerModule(({ bind }) => {
  bind(StorefrontCheckout).toSelf().inSingletonScope();
  bind(CheckoutStore).toSelf().inSingletonScope();
  bind(CartPageStore).toSelf().inSingletonScope();
});
