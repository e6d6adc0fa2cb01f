import { ContainerModule } from 'inversify';
import { CartContentsStore } from './cart-contents-store';
import { GiftRecipientForm } from './gift-recipient-form';

/**
 * The part of the cart every page needs (the header's count, wall pads, items, the promo code): in
 * the entry. The cart page's own stores are in `cart-page-module`, loaded with that page.
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartContentsStore).toSelf().inSingletonScope();
  // One per product page that sells a gift tile (useFresh).
  bind(GiftRecipientForm).toSelf().inTransientScope();
});
