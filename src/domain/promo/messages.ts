import type { DomainError } from '../errors';
import { formatMoneyShort, type Cents } from '../money';

/** Why a promo code was refused. */
export type PromoErrorCode =
  | 'promo/unexpected-type'
  | 'promo/not-started'
  | 'promo/expired'
  | 'promo/minimum-quantity'
  | 'promo/max-tiles'
  | 'promo/minimum-purchase'
  | 'promo/required-quantity'
  | 'promo/required-purchase'
  | 'promo/entitled-quantity'
  | 'promo/no-saving'
  | 'promo/required'
  | 'promo/unavailable';

/** A refused promo code, with the exact message shown under the promo field. */
export type PromoError = DomainError<PromoErrorCode>;

/** Singular and plural item words, from the product's short names. */
export interface ItemWords {
  readonly singular: string;
  readonly plural: string;
}

const items = (words: ItemWords, n: number): string => (n === 1 ? words.singular : words.plural);

/** Every promo message of SPEC §5 (and our wording of the buy-X-get-Y variants), built in one place. */
export const promoMessages = {
  required: (): PromoError => ({ code: 'promo/required', message: 'Promo code is required' }),
  unavailable: (): PromoError => ({ code: 'promo/unavailable', message: "We couldn't check that code just now. Please try again." }),
  notStarted: (): PromoError => ({ code: 'promo/not-started', message: "Hmm... That code didn't work 🤔" }),
  expired: (): PromoError => ({ code: 'promo/expired', message: 'Sorry... That code has expired.' }),
  minimumQuantity: (n: number, words: ItemWords): PromoError => ({
    code: 'promo/minimum-quantity',
    message: `That code requires at least ${n} ${items(words, n)}`,
  }),
  maxTiles: (n: number, words: ItemWords): PromoError => ({
    code: 'promo/max-tiles',
    message: `That code is only valid for up to ${n} ${items(words, n)}`,
  }),
  minimumPurchase: (amount: Cents, words: ItemWords): PromoError => ({
    code: 'promo/minimum-purchase',
    message: `That code requires at least ${formatMoneyShort(amount)} worth of ${words.plural}`,
  }),
  requiredQuantity: (n: number, words: ItemWords): PromoError => ({
    code: 'promo/required-quantity',
    message: `That code requires buying at least ${n} ${items(words, n)}`,
  }),
  requiredPurchase: (amount: Cents, words: ItemWords): PromoError => ({
    code: 'promo/required-purchase',
    message: `That code requires buying at least ${formatMoneyShort(amount)} worth of ${words.plural}`,
  }),
  entitledQuantity: (missing: number, words: ItemWords): PromoError => ({
    code: 'promo/entitled-quantity',
    message: `That code requires adding ${missing} more ${items(words, missing)} to your cart`,
  }),
  /** Our wording: the code is valid but takes nothing off the items in this cart. */
  noSaving: (words: ItemWords): PromoError => ({
    code: 'promo/no-saving',
    message: `That code doesn't apply to the ${words.plural} in your cart`,
  }),
} as const;

/**
 * Why a code could not be looked up, in the shopper's words: an unknown type keeps its own message,
 * a code the server does not know reads as not started, anything else (network) as unavailable.
 */
export const promoLookupRefusal = (failure: { readonly code: string; readonly message: string }): PromoError =>
  failure.code === 'promo/unexpected-type'
    ? { code: 'promo/unexpected-type', message: failure.message }
    : failure.code === 'api/not-found' || failure.code === 'api/bad-request'
      ? promoMessages.notStarted()
      : promoMessages.unavailable();
