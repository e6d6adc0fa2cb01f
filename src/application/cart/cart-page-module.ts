import { ContainerModule } from 'inversify';
import { CartBannerStore } from './cart-banner-store';
import { CartPageStore } from './cart-page-store';
import { CartPricingStore } from './cart-pricing-store';
import { CheckoutStore } from './checkout/checkout-store';
import { StorefrontCheckout } from './checkout/storefront-checkout';

/**
 * The cart's pricing and checkout, and the cart page over them: loaded with the cart and
 * confirmation pages (with the printing session, whose projects the cart lists), not with the home page.
 */
export const cartPageModule = new ContainerModule(({ bind }) => {
  bind(CartPricingStore).toSelf().inSingletonScope();
  bind(StorefrontCheckout).toSelf().inSingletonScope();
  bind(CheckoutStore).toSelf().inSingletonScope();
  bind(CartPageStore).toSelf().inSingletonScope();
  bind(CartBannerStore).toSelf().inSingletonScope();
});
