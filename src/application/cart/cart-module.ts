import { ContainerModule } from 'inversify';
import { CartCount } from './cart-count';

/**
 * The part of the cart every page needs: the header's count (and the promo code from the link, and
 * the server's cart hint), in the entry. The cart's contents (`cart-contents-module`) load with the
 * pages that show or change them, the cart page's own stores with that page (`cart-page-module`),
 * the gift tile's recipient form's store with that form (`gift-module`).
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartCount).toSelf().inSingletonScope();
});
