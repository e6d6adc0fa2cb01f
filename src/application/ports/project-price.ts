import type { ProjectPrice as Price } from '../../domain/pricing';

/**
 * The live price of the project being designed (issue 31 item 3), as the printing tool's sticky bar
 * reads it. The cart prices it (`ProjectPriceStore`, bound to this port in the cart's pricing module);
 * the printing reads it through this port (issue 36), so the printing's chunks do not carry the
 * cart's pricing with them.
 */
export interface ProjectPrice {
  /** The active project's price, or null while it has no photos (or is in the cart already). */
  readonly price: Price | null;
}

export const ProjectPrice = Symbol('ProjectPrice');
