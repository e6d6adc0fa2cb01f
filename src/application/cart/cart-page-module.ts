import { ContainerModule } from 'inversify';
import { CartStore } from './cart-store';
import { CartPageStore } from './cart-page-store';
import { CartPricingStore } from './cart-pricing-store';

/** The cart's stores: loaded with the cart and confirmation pages, not with the home page. */
export const cartPageModule = new ContainerModule(({ bind }) => {
  bind(CartStore).toSelf().inSingletonScope();
  bind(CartPricingStore).toSelf().inSingletonScope();
  bind(CartPageStore).toSelf().inSingletonScope();
});
