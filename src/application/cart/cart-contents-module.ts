import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { CartBannerStore } from './cart-banner-store';
import { CartContentsStore } from './cart-contents-store';

/**
 * What the cart holds (wall pads, items, the promo code) and the cart's own banner on phones (SPEC
 * §2, on the empty cart too): loaded with the cart page and with the printing session, whose projects
 * and product starts change it, not in the entry (issue 27's JS budget: the header counts through `CartCount`).
 */
export const cartContentsModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [CartContentsStore, CartBannerStore]);
});
