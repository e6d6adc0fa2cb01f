import * as t from 'io-ts';
import { DecimalMoneyCodec } from './money';

/**
 * A promo code with every field of SPEC §3. `type` is any string so that an unknown type reaches the
 * domain's 'Unexpected promo type: {type}'. `value` is a decimal: a percent for 'percentage', dollars
 * for 'fixed_amount'. Purchase thresholds are decimal dollars; dates are ISO 8601.
 */
export const PromoCodec = t.intersection([
  t.type({ code: t.string, type: t.string, value: DecimalMoneyCodec }),
  t.partial({
    fullCode: t.string,
    startDate: t.string,
    endDate: t.string,
    entitledVariantIds: t.array(t.string),
    requiredVariantIds: t.array(t.string),
    entitledQuantity: t.number,
    requiredQuantity: t.number,
    requiredPurchase: DecimalMoneyCodec,
    minimumQuantity: t.number,
    minimumPurchase: DecimalMoneyCodec,
    maxTiles: t.number,
    allocationLimit: t.number,
    allocateOncePerOrder: t.boolean,
    isWalgreensPromo: t.boolean,
  }),
]);
export type PromoWireFormat = t.TypeOf<typeof PromoCodec>;

/** GET v1/promo/get?promo={code}. */
export const PromoAnswerCodec = t.type({ promo: PromoCodec });
export type PromoAnswerWire = t.TypeOf<typeof PromoAnswerCodec>;
