import { subtractCents, type Cents } from '../money';
import type { PriceSummary, PromoCombination } from './cart-pricing';

/** A discount row under the subtotal, with its label in the shopper's words. */
export interface DiscountRow {
  readonly key: 'automatic' | 'welcome' | 'promo';
  readonly label: string;
  readonly amount: Cents;
}

/** The automatic discount's name: the volume tier reached or the membership rate (the cart's row, the tool's bar). */
export const automaticDiscountLabel = (kind: 'volume' | 'membership', percent: number): string =>
  `${kind === 'membership' ? 'Membership' : 'Volume discount'} (${percent}%)`;

/**
 * The discount rows under the subtotal: the automatic tier, then the welcome offer and the promo
 * code (`promoCode` when one is applied). Under the pharmacy's larger-of rule only the larger of
 * the two is shown, since only it counts.
 */
export const discountRows = (s: PriceSummary, promoCode: string | null, combination: PromoCombination): readonly DiscountRow[] => {
  const rows: DiscountRow[] = [];
  if (s.automaticDiscount > 0)
    rows.push({
      key: 'automatic',
      label: automaticDiscountLabel(s.automaticKind === 'membership' ? 'membership' : 'volume', s.automaticPercent),
      amount: s.automaticDiscount,
    });
  const larger = combination === 'larger';
  const showWelcome = s.welcomeDiscount > 0 && (!larger || s.welcomeDiscount >= s.promoDiscount);
  const showPromo = s.promoDiscount > 0 && promoCode !== null && (!larger || s.promoDiscount > s.welcomeDiscount);
  if (showWelcome) rows.push({ key: 'welcome', label: 'Welcome offer', amount: showPromo ? s.welcomeDiscount : s.codeDiscount });
  if (showPromo)
    rows.push({ key: 'promo', label: `Promo ${promoCode}`, amount: showWelcome ? subtractCents(s.codeDiscount, s.welcomeDiscount) : s.codeDiscount });
  return rows;
};
