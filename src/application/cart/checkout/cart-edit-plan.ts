import type { CartAttribute, CartLineRequest, StorefrontCartState } from '../../ports/storefront-cart';
import { normalisePromoCode } from '../../../domain/promo/promo-code';

/** What the shopper's cart should hold on the storefront: its lines, the cart's own attributes and the promo code. */
export interface WantedCart {
  readonly lines: readonly CartLineRequest[];
  readonly attributes: readonly CartAttribute[];
  readonly promo: string | null;
}

/**
 * The edits that make a storefront cart hold `want` (SPEC §7: the cart is edited, not made again):
 * lines to remove (cartLinesRemove), lines to add (cartLinesAdd), attributes whose value changed
 * (cartAttributesUpdate merges by key), and whether to remove the codes and apply another. An
 * unchanged cart plans nothing; a line whose quantity or attributes changed is removed and added
 * (its attributes say what is printed, and the storefront has no attribute edit for a line).
 */
export interface CartEditPlan {
  readonly removeLineIds: readonly string[];
  readonly addLines: readonly CartLineRequest[];
  readonly attributes: readonly CartAttribute[];
  readonly removeCodes: boolean;
  readonly applyCode: string | null;
}

const attributesKey = (attributes: readonly CartAttribute[]): string =>
  JSON.stringify(attributes.map((a) => [a.key, a.value]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)));

const lineKey = (line: { readonly merchandiseId: string; readonly quantity: number; readonly attributes: readonly CartAttribute[] }): string =>
  `${line.merchandiseId}\u0000${line.quantity}\u0000${attributesKey(line.attributes)}`;

export function cartEditPlan(cart: StorefrontCartState, want: WantedCart): CartEditPlan {
  const unmatched = new Map<string, string[]>();
  for (const line of cart.lines) unmatched.set(lineKey(line), [...(unmatched.get(lineKey(line)) ?? []), line.id]);
  const addLines: CartLineRequest[] = [];
  for (const line of want.lines) {
    const ids = unmatched.get(lineKey(line));
    if (ids !== undefined && ids.length > 0) ids.shift();
    else addLines.push(line);
  }
  const held = new Map(cart.attributes.map((a) => [a.key, a.value]));
  const codes = cart.discountCodes.map((c) => normalisePromoCode(c.code));
  const promo = want.promo === null ? null : normalisePromoCode(want.promo);
  const codeRight = promo === null ? codes.length === 0 : codes.length === 1 && codes[0] === promo;
  return {
    removeLineIds: [...unmatched.values()].flat(),
    addLines,
    attributes: want.attributes.filter((a) => held.get(a.key) !== a.value),
    // A code the shopper took off (or swapped) leaves the cart first: cartDiscountCodesUpdate with none.
    removeCodes: !codeRight && codes.length > 0,
    applyCode: codeRight ? null : want.promo,
  };
}

/** Whether a plan edits nothing. */
export const planIsEmpty = (p: CartEditPlan): boolean =>
  p.removeLineIds.length === 0 && p.addLines.length === 0 && p.attributes.length === 0 && !p.removeCodes && p.applyCode === null;
