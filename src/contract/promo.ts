import { isLeft, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { cents, type Cents } from '../domain/money';
import { checkPromoType, type Promo, type UnexpectedPromoType } from '../domain/promo/promo';
import { DecimalMoneyCodec, decimalToCents } from './money';

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

const time = (iso: string | undefined): number | undefined => {
  // Date.parse('') is NaN, so a missing, empty or unparsable date all mean 'no date'.
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? undefined : ms;
};

const positive = (value: number | undefined): number | undefined => (value === undefined || value <= 0 ? undefined : value);

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

const positiveCents = (decimal: string | undefined): Cents | undefined => {
  const amount = decimal === undefined ? undefined : positive(decimalToCents(decimal));
  return amount === undefined ? undefined : cents(amount);
};

/**
 * A decoded wire promo in domain units: decimal amounts to cents exactly (a 'percentage' value stays
 * a percent), ISO dates to epoch ms, zero limits to none. An unknown type is the domain's
 * 'Unexpected promo type: {type}'.
 */
export const toPromo = (wire: PromoWireFormat): Either<UnexpectedPromoType, Promo> => {
  const type = checkPromoType(wire.type);
  if (isLeft(type)) return type;
  const value = decimalToCents(wire.value);
  return right({
    code: wire.code,
    ...optional('fullCode', wire.fullCode),
    type: type.right,
    value: type.right === 'fixed_amount' ? value : value / 100,
    ...optional('startDate', time(wire.startDate)),
    ...optional('endDate', time(wire.endDate)),
    entitledVariantIds: wire.entitledVariantIds ?? [],
    requiredVariantIds: wire.requiredVariantIds ?? [],
    ...optional('entitledQuantity', positive(wire.entitledQuantity)),
    ...optional('requiredQuantity', positive(wire.requiredQuantity)),
    ...optional('requiredPurchase', positiveCents(wire.requiredPurchase)),
    ...optional('minimumQuantity', positive(wire.minimumQuantity)),
    ...optional('minimumPurchase', positiveCents(wire.minimumPurchase)),
    ...optional('maxTiles', positive(wire.maxTiles)),
    ...optional('allocationLimit', positive(wire.allocationLimit)),
    allocateOncePerOrder: wire.allocateOncePerOrder ?? false,
    isWalgreensPromo: wire.isWalgreensPromo ?? false,
  });
};
