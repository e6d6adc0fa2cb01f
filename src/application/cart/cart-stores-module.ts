import { ContainerModule } from 'inversify';
import { CartStore } from '../stores/cart-store';

/** The cart's stores: loaded with the cart and checkout pages, not with the home page. */
export const cartStoresModule = new ContainerModule(({ bind }) => {
  bind(CartStore).toSelf().inSingletonScope();
});
