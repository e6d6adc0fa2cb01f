import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import type { ProjectPrice } from '../../domain/pricing';
import { sameFields } from '../../domain/same-fields';
import { CartProjects } from '../ports/cart-projects';
import type { ProjectPrice as ProjectPricePort } from '../ports/project-price';
import { CartPricingStore } from './cart-pricing-store';

/**
 * The live price of the project being designed, for the printing tool's sticky bar (issue 31 item 3):
 * the cart priced with the project added, by the cart's own pricing (volume tiers over the cart and
 * the project, membership, welcome offer, promo code), so the tool shows what the cart and the server
 * will charge. The next tier is named only while the tenant's tile limit lets the shopper reach it.
 */
@injectable()
export class ProjectPriceStore implements ProjectPricePort {
  constructor(
    @inject(CartPricingStore) private readonly pricing: CartPricingStore,
    @inject(CartProjects) private readonly projects: CartProjects,
  ) {
    makeObservable(this, { price: computed({ equals: samePrice }) });
  }

  /** The active project's price, or null while it has no photos (or is in the cart already, priced there). */
  get price(): ProjectPrice | null {
    const project = this.projects.active;
    if (project.tiles.length === 0 || project.status !== 'InProgress') return null;
    return this.pricing.withProject(project);
  }
}

/** The figures the sticky bar shows (the next tier's two are compared beside them). */
const PRICE_FIGURES: ReadonlyArray<keyof ProjectPrice> = ['tiles', 'unitPrice', 'total', 'automaticDiscount', 'automaticPercent', 'codeDiscount'];

/** A pan or zoom makes a new project object but no new price: observers re-render only when a figure changes. */
function samePrice(a: ProjectPrice | null, b: ProjectPrice | null): boolean {
  if (a === null || b === null) return a === b;
  return sameFields(a, b, PRICE_FIGURES) && a.nextTier?.tilesToAdd === b.nextTier?.tilesToAdd && a.nextTier?.percent === b.nextTier?.percent;
}
