import type { Cents } from '../money';
import { nextVolumeTier, type NextTier, type PriceSummary } from './cart-pricing';
import type { VolumeTier } from './price-book';

/**
 * What the project being designed costs, read off the cart priced with it (issue 31 item 3): the same
 * `priceCart` the cart and the server run, so the tool, the cart and the order agree to the cent.
 */
export interface ProjectPrice {
  /** Printed tiles (tiles × copies) and the price of one. */
  readonly tiles: number;
  readonly unitPrice: Cents;
  readonly gross: Cents;
  /** The volume tier or membership rate in force on this project's tiles (none: percent 0). */
  readonly automaticKind: PriceSummary['automaticKind'];
  readonly automaticPercent: number;
  readonly automaticDiscount: Cents;
  /** Its share of the welcome offer and promo code, and which of them counts. */
  readonly codeDiscount: Cents;
  readonly codeLabel: string;
  readonly total: Cents;
  /** The next volume tier the cart with this project can still reach under the tenant's tile limit. */
  readonly nextTier: NextTier | null;
}

/** The project's line of a cart priced with it; null when the summary has no such line. */
export const projectPrice = (summary: PriceSummary, projectId: string, tiers: readonly VolumeTier[], maxTiles: number | null): ProjectPrice | null => {
  const line = summary.lines.find((l) => l.id === projectId);
  if (line === undefined) return null;
  return {
    tiles: line.quantity,
    unitPrice: line.unitPrice,
    gross: line.gross,
    automaticKind: line.automaticDiscount > 0 ? summary.automaticKind : 'none',
    automaticPercent: line.automaticDiscount > 0 ? summary.automaticPercent : 0,
    automaticDiscount: line.automaticDiscount,
    codeDiscount: line.codeDiscount,
    codeLabel: codeSavingLabel(summary),
    total: line.total,
    nextTier: nextVolumeTier(summary, tiers, maxTiles),
  };
};

/** Which offer a code saving is: the welcome offer, the promo code, or both (the pharmacy's larger-of rule counts one). */
export const codeSavingLabel = (s: Pick<PriceSummary, 'welcomeDiscount' | 'promoDiscount' | 'codeDiscount'>): string => {
  if (s.promoDiscount === 0 || s.codeDiscount === s.welcomeDiscount) return 'Welcome offer';
  if (s.welcomeDiscount === 0 || s.codeDiscount === s.promoDiscount) return 'Promo code';
  return 'Welcome offer and promo code';
};
