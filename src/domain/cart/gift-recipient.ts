import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import { cents, formatMoney, type Cents } from '../money';
import {
  betweenAmount,
  cleanPhone,
  double,
  email,
  FIELD_LABELS,
  max,
  min,
  numeric,
  parseAmount,
  phone,
  required,
  requiredIfNot,
  validate,
  type Rule,
} from '../validation';

/**
 * The gift tile's recipient (SPEC §5 field labels Recipient Name/Email/Phone, Amount; issue 33).
 * The Amount is the gift's value, bought as gift tiles at the gift tile's price: one tile at least,
 * MAX_GIFT_TILES at most, in whole tiles (the line's quantity is Amount ÷ price, so what the
 * recipient is told is exactly what was paid). The client and the storefront server check the same
 * rules with this module; the server never trusts the client's checking.
 */

/** The fields of the recipient form, in the order they are shown. */
export const GIFT_FIELDS = ['recipientName', 'recipientEmail', 'recipientPhone', 'amount'] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];
export type GiftRecipientInput = Readonly<Record<GiftField, string>>;

/** Gift tiles one gift may hold (a cart line's most copies of a catalogue item). */
export const MAX_GIFT_TILES = 20;
/** Lengths of the name (ours: the spec's min/max rules with values it does not give). */
export const GIFT_NAME_MIN = 2;
export const GIFT_NAME_MAX = 60;
/** Longest phone as typed ('+1 (555) 123-4567' and some spacing). */
export const GIFT_PHONE_MAX = 20;

/** A checked recipient: what goes on the cart line and into the email. */
export interface GiftRecipient {
  readonly name: string;
  /** Where the gift email goes; null when only a phone was given. */
  readonly email: string | null;
  /** Digits and '+' (SPEC §5 phone cleaning); null when blank. */
  readonly phone: string | null;
  readonly amount: Cents;
  /** Gift tiles the amount buys (the cart line's quantity). */
  readonly tiles: number;
}

/** The cart line attributes that carry a gift to the order (Shopify line attributes). */
export const GIFT_ATTRIBUTE_KEYS: Readonly<Record<GiftField, string>> = {
  recipientName: FIELD_LABELS.recipientName,
  recipientEmail: FIELD_LABELS.recipientEmail,
  recipientPhone: FIELD_LABELS.recipientPhone,
  amount: 'Gift Amount',
};

const dollars = (amount: Cents): number => amount / 100;

/** The amount bounds for a gift tile price: one tile to MAX_GIFT_TILES tiles. */
export const giftAmountBounds = (tilePrice: Cents): { readonly min: Cents; readonly max: Cents } => ({
  min: tilePrice,
  max: cents(tilePrice * MAX_GIFT_TILES),
});

const wholeTiles =
  (tilePrice: Cents): Rule =>
  (value) => {
    const amount = parseAmount(value);
    if (value.trim() === '' || Number.isNaN(amount)) return undefined;
    return Math.round(amount * 100) % tilePrice === 0
      ? undefined
      : { code: 'validation/between', message: `Amount must be whole gift tiles of ${formatMoney(tilePrice)} each` };
  };

// A phone as typed may hold separators; the numeric rule reads what is left ('+1 (555) 123-4567' → '15551234567').
const phoneDigits = (value: string): string => value.replace(/[\s().-]/g, '').replace(/^\+/, '');

/** Each field's rules, given all the values (requiredIfNot reads the other field). */
export const giftFieldRules = (values: GiftRecipientInput, tilePrice: Cents): Readonly<Record<GiftField, readonly Rule[]>> => {
  const bounds = giftAmountBounds(tilePrice);
  const betweenRule = betweenAmount(dollars(bounds.min), dollars(bounds.max));
  return {
    recipientName: [required(FIELD_LABELS.recipientName), min(GIFT_NAME_MIN), max(GIFT_NAME_MAX)],
    recipientEmail: [requiredIfNot(FIELD_LABELS.recipientEmail, FIELD_LABELS.recipientPhone, values.recipientPhone), email],
    recipientPhone: [
      requiredIfNot(FIELD_LABELS.recipientPhone, FIELD_LABELS.recipientEmail, values.recipientEmail),
      max(GIFT_PHONE_MAX),
      (v) => numeric(FIELD_LABELS.recipientPhone)(phoneDigits(v)),
      phone,
    ],
    amount: [required(FIELD_LABELS.amount), (v) => double(FIELD_LABELS.amount)(v.trim().replace(/^\$/, '')), betweenRule, wholeTiles(tilePrice)],
  };
};

/** One field's message, or undefined when it passes. */
export const giftFieldError = (field: GiftField, values: GiftRecipientInput, tilePrice: Cents): string | undefined => {
  const checked = validate(values[field], giftFieldRules(values, tilePrice)[field]);
  return checked._tag === 'Left' ? checked.left.message : undefined;
};

/** Every field's message (only the fields that fail). */
export type GiftErrors = Partial<Record<GiftField, string>>;

/** Checks the whole form: the recipient, or every field's message. */
export const validateGiftRecipient = (values: GiftRecipientInput, tilePrice: Cents): Either<GiftErrors, GiftRecipient> => {
  const errors: GiftErrors = {};
  for (const field of GIFT_FIELDS) {
    const message = giftFieldError(field, values, tilePrice);
    if (message !== undefined) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return left(errors);
  const amount = cents(Math.round(parseAmount(values.amount) * 100));
  const mail = values.recipientEmail.trim();
  const tel = cleanPhone(values.recipientPhone);
  return right({ name: values.recipientName.trim(), email: mail === '' ? null : mail, phone: tel === '' ? null : tel, amount, tiles: amount / tilePrice });
};

/** A cart line attribute. */
export interface GiftAttribute {
  readonly key: string;
  readonly value: string;
}

/** The line attributes of a gift (blank fields left out). */
export const giftAttributes = (gift: GiftRecipient): readonly GiftAttribute[] => [
  { key: GIFT_ATTRIBUTE_KEYS.recipientName, value: gift.name },
  ...(gift.email === null ? [] : [{ key: GIFT_ATTRIBUTE_KEYS.recipientEmail, value: gift.email }]),
  ...(gift.phone === null ? [] : [{ key: GIFT_ATTRIBUTE_KEYS.recipientPhone, value: gift.phone }]),
  { key: GIFT_ATTRIBUTE_KEYS.amount, value: dollars(gift.amount).toFixed(2) },
];

/** The form's values as a line's attributes say them (missing ones blank), to check them again. */
export const giftInputFromAttributes = (attributes: readonly GiftAttribute[]): GiftRecipientInput => {
  const value = (field: GiftField) => attributes.find((a) => a.key === GIFT_ATTRIBUTE_KEYS[field])?.value ?? '';
  return { recipientName: value('recipientName'), recipientEmail: value('recipientEmail'), recipientPhone: value('recipientPhone'), amount: value('amount') };
};

/** A refused gift line: the first field's message, for the storefront's user error. */
export type GiftLineRefusal = DomainError<'cart/gift-recipient'> & { readonly field: GiftField };

/**
 * The storefront's check of a gift tile line (never trusting the client): the attributes pass the
 * same rules as the form, and the amount is exactly what the line's quantity costs.
 */
export const checkGiftLine = (attributes: readonly GiftAttribute[], quantity: number, tilePrice: Cents): Either<GiftLineRefusal, GiftRecipient> => {
  const checked = validateGiftRecipient(giftInputFromAttributes(attributes), tilePrice);
  if (checked._tag === 'Left') {
    const field = GIFT_FIELDS.find((f) => checked.left[f] !== undefined) ?? 'amount';
    return left({ code: 'cart/gift-recipient', field, message: `${GIFT_ATTRIBUTE_KEYS[field]}: ${checked.left[field] ?? ''}` });
  }
  if (checked.right.tiles !== quantity) {
    return left({
      code: 'cart/gift-recipient',
      field: 'amount',
      message: `Gift Amount: ${formatMoney(checked.right.amount)} is not ${quantity} gift tiles of ${formatMoney(tilePrice)}`,
    });
  }
  return checked;
};

/** How the cart names a gift: 'Gift for Ada Lovelace (ada@example.test): $28.00, 2 tiles'. */
export const giftSummary = (gift: {
  readonly name: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly amountCents: Cents;
  readonly tiles: number;
}): string =>
  `Gift for ${gift.name} (${gift.email ?? gift.phone ?? ''}): ${formatMoney(gift.amountCents)}, ${gift.tiles === 1 ? '1 tile' : `${gift.tiles} tiles`}`;
