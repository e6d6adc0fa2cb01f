import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import { dollarsToCents, type Cents } from '../money';

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

/** A promo as GET v1/promo/get sends it: dollars, ISO (or epoch) dates, any type string. */
export interface PromoWire {
  readonly code: string;
  readonly fullCode?: string | null;
  readonly type: string;
  readonly value: number;
  readonly startDate?: string | number | null;
  readonly endDate?: string | number | null;
  readonly entitledVariantIds?: readonly string[] | null;
  readonly requiredVariantIds?: readonly string[] | null;
  readonly entitledQuantity?: number | null;
  readonly requiredQuantity?: number | null;
  readonly requiredPurchase?: number | null;
  readonly minimumQuantity?: number | null;
  readonly minimumPurchase?: number | null;
  readonly maxTiles?: number | null;
  readonly allocationLimit?: number | null;
  readonly allocateOncePerOrder?: boolean | null;
  readonly isWalgreensPromo?: boolean | null;
}

/** A promo whose type the store does not know. */
export type UnexpectedPromoType = DomainError<'promo/unexpected-type'>;

/** Checks a promo type: otherwise 'Unexpected promo type: {type}'. */
export const checkPromoType = (type: string): Either<UnexpectedPromoType, PromoType> =>
  (PROMO_TYPES as readonly string[]).includes(type)
    ? right(type as PromoType)
    : left({ code: 'promo/unexpected-type', message: `Unexpected promo type: ${type}` });

const time = (value: string | number | null | undefined): number | undefined => {
  // Date.parse('') is NaN, so null, undefined and '' all mean 'no date'.
  const ms = typeof value === 'number' ? value : Date.parse(value ?? '');
  return Number.isNaN(ms) ? undefined : ms;
};

const positive = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined || value <= 0 ? undefined : value;

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** Converts a wire promo to domain units (dollars to cents; zero or null limits mean none). */
export const promoFromWire = (wire: PromoWire): Either<UnexpectedPromoType, Promo> => {
  const type = checkPromoType(wire.type);
  if (type._tag === 'Left') return type;
  const requiredPurchase = positive(wire.requiredPurchase);
  const minimumPurchase = positive(wire.minimumPurchase);
  return right({
    code: wire.code,
    ...optional('fullCode', wire.fullCode ?? undefined),
    type: type.right,
    value: type.right === 'fixed_amount' ? dollarsToCents(wire.value) : wire.value,
    ...optional('startDate', time(wire.startDate)),
    ...optional('endDate', time(wire.endDate)),
    entitledVariantIds: wire.entitledVariantIds ?? [],
    requiredVariantIds: wire.requiredVariantIds ?? [],
    ...optional('entitledQuantity', positive(wire.entitledQuantity)),
    ...optional('requiredQuantity', positive(wire.requiredQuantity)),
    ...optional('requiredPurchase', requiredPurchase === undefined ? undefined : dollarsToCents(requiredPurchase)),
    ...optional('minimumQuantity', positive(wire.minimumQuantity)),
    ...optional('minimumPurchase', minimumPurchase === undefined ? undefined : dollarsToCents(minimumPurchase)),
    ...optional('maxTiles', positive(wire.maxTiles)),
    ...optional('allocationLimit', positive(wire.allocationLimit)),
    allocateOncePerOrder: wire.allocateOncePerOrder ?? false,
    isWalgreensPromo: wire.isWalgreensPromo ?? false,
  });
};

/** Buy-X-get-Y: the promo names required variants and a quantity or amount to buy. */
export const isBuyXGetY = (promo: Promo): boolean =>
  promo.requiredVariantIds.length > 0 && (promo.requiredQuantity !== undefined || promo.requiredPurchase !== undefined);
