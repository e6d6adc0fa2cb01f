import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { CartBannerStore } from './cart-banner-store';
import { CartContentsStore } from './cart-contents-store';

/**
 * The part of the cart every page needs (the header's count, wall pads, items, the promo code): in
 * the entry. The cart page's own stores are in `cart-page-module`, loaded with that page; the gift
 * tile's form in `gift-module`, with the product page.
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [
    CartContentsStore,
    // The cart's own banner on phones (SPEC §2) shows on the empty cart too, which the entry draws alone.
    CartBannerStore,
  ]);
});
