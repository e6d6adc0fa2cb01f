import { describe, expect, it } from 'vitest';
import { checkPromoType, isBuyXGetY, promoLookupRefusal, promoMessages, type Promo } from '../../../src/domain/promo';
import { cents } from '../../../src/domain/money';

const words = { singular: 'tile', plural: 'tiles' };

describe('promo type', () => {
  it('knows percentage and fixed_amount', () => {
    expect(checkPromoType('percentage')).toEqual({ _tag: 'Right', right: 'percentage' });
    expect(checkPromoType('fixed_amount')).toEqual({ _tag: 'Right', right: 'fixed_amount' });
  });

  it("refuses others with 'Unexpected promo type: {type}'", () => {
    expect(checkPromoType('free_shipping')).toEqual({
      _tag: 'Left',
      left: { code: 'promo/unexpected-type', message: 'Unexpected promo type: free_shipping' },
    });
  });
});

describe('promo messages', () => {
  it('are verbatim', () => {
    expect(promoMessages.notStarted().message).toBe("Hmm... That code didn't work 🤔");
    expect(promoMessages.expired().message).toBe('Sorry... That code has expired.');
    expect(promoMessages.minimumQuantity(1, words).message).toBe('That code requires at least 1 tile');
    expect(promoMessages.minimumQuantity(3, words).message).toBe('That code requires at least 3 tiles');
    expect(promoMessages.maxTiles(12, words).message).toBe('That code is only valid for up to 12 tiles');
    expect(promoMessages.maxTiles(1, words).message).toBe('That code is only valid for up to 1 tile');
    expect(promoMessages.minimumPurchase(cents(5000), words).message).toBe('That code requires at least $50 worth of tiles');
    expect(promoMessages.minimumPurchase(cents(2550), words).message).toBe('That code requires at least $25.50 worth of tiles');
    expect(promoMessages.requiredQuantity(2, words).message).toBe('That code requires buying at least 2 tiles');
    expect(promoMessages.requiredPurchase(cents(2800), words).message).toBe('That code requires buying at least $28 worth of tiles');
    expect(promoMessages.entitledQuantity(1, words).message).toBe('That code requires adding 1 more tile to your cart');
    expect(promoMessages.entitledQuantity(2, { singular: 'print', plural: 'prints' }).message).toBe('That code requires adding 2 more prints to your cart');
  });
});

describe('buy X get Y', () => {
  const base: Promo = {
    code: 'X',
    type: 'percentage',
    value: 100,
    entitledVariantIds: [],
    requiredVariantIds: [],
    allocateOncePerOrder: false,
    isWalgreensPromo: false,
  };
  it('needs required variants and a quantity or amount', () => {
    expect(isBuyXGetY(base)).toBe(false);
    expect(isBuyXGetY({ ...base, requiredVariantIds: ['a'] })).toBe(false);
    expect(isBuyXGetY({ ...base, requiredVariantIds: ['a'], requiredQuantity: 1 })).toBe(true);
    expect(isBuyXGetY({ ...base, requiredVariantIds: ['a'], requiredPurchase: cents(100) })).toBe(true);
  });
});

describe('promo lookups', () => {
  it('words a code that is missing or could not be checked', () => {
    expect(promoMessages.required().message).toBe('Promo code is required');
    expect(promoLookupRefusal({ code: 'api/not-found', message: 'x' }).message).toBe("Hmm... That code didn't work 🤔");
    expect(promoLookupRefusal({ code: 'api/bad-request', message: 'x' }).code).toBe('promo/not-started');
    expect(promoLookupRefusal({ code: 'promo/unexpected-type', message: 'Unexpected promo type: bogo' })).toEqual({
      code: 'promo/unexpected-type',
      message: 'Unexpected promo type: bogo',
    });
    expect(promoLookupRefusal({ code: 'api/network', message: 'offline' })).toEqual({
      code: 'promo/unavailable',
      message: "We couldn't check that code just now. Please try again.",
    });
  });
});
