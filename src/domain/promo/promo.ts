import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import type { Cents } from '../money';

/** The promo types the store knows. */
export const PROMO_TYPES = ['percentage', 'fixed_amount'] as const;
/** A known promo type. */
export type PromoType = (typeof PROMO_TYPES)[number];

/**
 * A promo code with every field of SPEC §3, in domain units: dates are epoch ms, purchase
 * thresholds are cents, and `value` is a percent (0..100) for 'percentage' or cents for 'fixed_amount'.
 */
export interface Promo {
  readonly code: string;
  readonly fullCode?: string;
  readonly type: PromoType;
  readonly value: number;
  readonly startDate?: number;
  readonly endDate?: number;
  /** Variants the discount applies to; empty = every tile. */
  readonly entitledVariantIds: readonly string[];
  /** Variants that must be bought (buy X); empty = no buy-X condition. */
  readonly requiredVariantIds: readonly string[];
  /** How many entitled items each buy-X-get-Y allocation discounts (get Y). */
  readonly entitledQuantity?: number;
  /** How many required items each allocation needs (buy X). */
  readonly requiredQuantity?: number;
  /** The amount of required items to buy (buy X worth of), instead of a quantity. */
  readonly requiredPurchase?: Cents;
  readonly minimumQuantity?: number;
  readonly minimumPurchase?: Cents;
  readonly maxTiles?: number;
  /** The most allocations (discounted units, or buy-X-get-Y applications) per order. */
  readonly allocationLimit?: number;
  /** Fixed amounts: once across the order (true) or per entitled item (false). */
  readonly allocateOncePerOrder: boolean;
  readonly isWalgreensPromo: boolean;
}

/** A promo whose type the store does not know. */
export type UnexpectedPromoType = DomainError<'promo/unexpected-type'>;

/** Checks a promo type: otherwise 'Unexpected promo type: {type}'. */
export const checkPromoType = (type: string): Either<UnexpectedPromoType, PromoType> =>
  (PROMO_TYPES as readonly string[]).includes(type)
    ? right(type as PromoType)
    : left({ code: 'promo/unexpected-type', message: `Unexpected promo type: ${type}` });

/** Buy-X-get-Y: the promo names required variants and a quantity or amount to buy. */
export const isBuyXGetY = (promo: Promo): boolean =>
  promo.requiredVariantIds.length > 0 && (promo.requiredQuantity !== undefined || promo.requiredPurchase !== undefined);
