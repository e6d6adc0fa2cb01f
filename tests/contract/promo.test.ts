import { describe, expect, it } from 'vitest';
import { PromoAnswerCodec, toPromo } from '../../src/contract/promo';

describe('promo from the wire', () => {
  it('converts every field to domain units, decimals exactly to cents', () => {
    const result = toPromo({
      code: 'BOGO',
      fullCode: 'BOGO-2024',
      type: 'fixed_amount',
      value: '14.00',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2027-01-15T08:00:00.000Z',
      entitledVariantIds: ['v-white'],
      requiredVariantIds: ['v-black'],
      entitledQuantity: 1,
      requiredQuantity: 2,
      requiredPurchase: '28.00',
      minimumQuantity: 3,
      minimumPurchase: '25.50',
      maxTiles: 12,
      allocationLimit: 2,
      allocateOncePerOrder: true,
      isWalgreensPromo: true,
    });
    expect(result).toEqual({
      _tag: 'Right',
      right: {
        code: 'BOGO',
        fullCode: 'BOGO-2024',
        type: 'fixed_amount',
        value: 1400,
        startDate: Date.UTC(2024, 0, 1),
        endDate: Date.UTC(2027, 0, 15, 8),
        entitledVariantIds: ['v-white'],
        requiredVariantIds: ['v-black'],
        entitledQuantity: 1,
        requiredQuantity: 2,
        requiredPurchase: 2800,
        minimumQuantity: 3,
        minimumPurchase: 2550,
        maxTiles: 12,
        allocationLimit: 2,
        allocateOncePerOrder: true,
        isWalgreensPromo: true,
      },
    });
  });

  it('drops empty, zero and unparsable limits and keeps percent values as percent', () => {
    const result = toPromo({
      code: 'TEN',
      type: 'percentage',
      value: '12.50',
      startDate: '',
      endDate: 'not a date',
      minimumQuantity: 0,
      requiredPurchase: '0.00',
    });
    expect(result).toEqual({
      _tag: 'Right',
      right: {
        code: 'TEN',
        type: 'percentage',
        value: 12.5,
        entitledVariantIds: [],
        requiredVariantIds: [],
        allocateOncePerOrder: false,
        isWalgreensPromo: false,
      },
    });
  });

  it("refuses an unknown type with the spec's 'Unexpected promo type: {type}'", () => {
    expect(toPromo({ code: 'X', type: 'bogus', value: '1.00' })).toEqual({
      _tag: 'Left',
      left: { code: 'promo/unexpected-type', message: 'Unexpected promo type: bogus' },
    });
  });

  it('decodes only decimal amounts', () => {
    expect(PromoAnswerCodec.decode({ promo: { code: 'A', type: 'percentage', value: '10.00' } })._tag).toBe('Right');
    expect(PromoAnswerCodec.decode({ promo: { code: 'A', type: 'percentage', value: 10 } })._tag).toBe('Left');
  });
});
