import { VARIANT_IDS } from './catalogue-products';

/**
 * Promo codes covering every rule of the spec (SPEC §3 fields, §5 messages): percentage and fixed
 * amounts (once per order and per item), entitled variants, buy X get Y by quantity and by amount,
 * minimum quantity and purchase, a tile cap, an allocation limit, not yet started, expired, a
 * pharmacy-only code and an unknown type. Amounts in cents; `value` is a percent or cents.
 */
export interface PromoSeed {
  readonly code: string;
  readonly tenantId: string | null;
  readonly fullCode?: string;
  readonly type: string;
  readonly valueCents: number;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly entitledVariantIds?: string[];
  readonly requiredVariantIds?: string[];
  readonly entitledQuantity?: number;
  readonly requiredQuantity?: number;
  readonly requiredPurchaseCents?: number;
  readonly minimumQuantity?: number;
  readonly minimumPurchaseCents?: number;
  readonly maxTiles?: number;
  readonly allocationLimit?: number;
  readonly allocateOncePerOrder?: boolean;
  readonly isWalgreensPromo?: boolean;
}

const TILES = [VARIANT_IDS.black, VARIANT_IDS.white, VARIANT_IDS.gray];

export const promoSeeds: readonly PromoSeed[] = [
  { code: 'TAKE20', tenantId: null, fullCode: 'TAKE20 - 20% off everything', type: 'percentage', valueCents: 2000 },
  { code: 'SAVE10', tenantId: null, type: 'fixed_amount', valueCents: 1000, allocateOncePerOrder: true },
  { code: 'FIVEOFFEACH', tenantId: null, type: 'fixed_amount', valueCents: 500, entitledVariantIds: TILES, allocationLimit: 3 },
  { code: 'BLACKFRIDAY', tenantId: null, type: 'percentage', valueCents: 2500, entitledVariantIds: [VARIANT_IDS.black] },
  {
    code: 'BUY2GET1',
    tenantId: null,
    type: 'percentage',
    valueCents: 10000,
    requiredVariantIds: TILES,
    requiredQuantity: 2,
    entitledVariantIds: TILES,
    entitledQuantity: 1,
  },
  {
    code: 'SPEND30GET1',
    tenantId: null,
    type: 'percentage',
    valueCents: 10000,
    requiredVariantIds: TILES,
    requiredPurchaseCents: 3000,
    entitledVariantIds: TILES,
    entitledQuantity: 1,
  },
  { code: 'THREEPLUS', tenantId: null, type: 'percentage', valueCents: 1500, minimumQuantity: 3 },
  { code: 'SPEND50', tenantId: null, type: 'fixed_amount', valueCents: 1000, minimumPurchaseCents: 5000, allocateOncePerOrder: true },
  { code: 'UPTO5', tenantId: null, type: 'percentage', valueCents: 3000, maxTiles: 5 },
  { code: 'FUTURE', tenantId: null, type: 'percentage', valueCents: 1000, startDate: '2099-01-01T00:00:00.000Z' },
  { code: 'EXPIRED', tenantId: null, type: 'percentage', valueCents: 1000, startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-12-31T23:59:59.000Z' },
  { code: 'WGSUMMER', tenantId: 'wg', type: 'percentage', valueCents: 2500, isWalgreensPromo: true },
  { code: 'MYSTERY', tenantId: null, type: 'buy_one_get_pony', valueCents: 100 },
];
