import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { CartPricingStore } from './cart-pricing-store';
import { ProjectPriceStore } from './project-price-store';
import { ProjectPrice } from '../ports/project-price';

/**
 * The cart's pricing: loaded with the cart pages and with the printing tool, whose sticky bar shows
 * the project's price by the same rules (issue 31).
 */
export const cartPricingModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [CartPricingStore, ProjectPriceStore]);
  // The printing tool's sticky bar reads it through its port (issue 36).
  bind(ProjectPrice).toDynamicValue((ctx) => ctx.get(ProjectPriceStore));
});
