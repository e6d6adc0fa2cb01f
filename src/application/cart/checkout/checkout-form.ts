import { makeObservableByKind } from '../../observable-by-kind';
import {
  cardSecurityCode,
  cleanPhone,
  creditcard,
  email,
  expiry,
  FIELD_LABELS,
  formatCardNumber,
  formatExpiry,
  fullName,
  noPoBox,
  notEmail,
  phone,
  required,
  shouldValidateEagerly,
  usState,
  usZip,
  validate,
  wordsOf,
  zipStateMismatch,
  type FieldEvent,
  type Rule,
} from '../../../domain/validation';
import type { CardDetails } from '../../ports/payment-vault';
import type { BillingAddress } from '../../ports/storefront-cart';

/** The checkout form's fields, in the order they are shown. */
export const CHECKOUT_FIELDS = ['email', 'name', 'address1', 'address2', 'city', 'state', 'zip', 'phone', 'cardNumber', 'expiry', 'securityCode'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** The fields that describe the card: never stored, and only asked for when there is something to pay. */
export const CARD_FIELDS: readonly CheckoutField[] = ['cardNumber', 'expiry', 'securityCode'];

/** The shipping address: a pick-up order needs none (name, email and phone are enough: issue 30). */
export const ADDRESS_FIELDS: readonly CheckoutField[] = ['address1', 'address2', 'city', 'state', 'zip'];

/** How the order reaches the shopper: shipped, or picked up in a store (the pick-up tenants). */
export type Delivery = 'ship' | 'pickup';

const label = (field: CheckoutField): string => FIELD_LABELS[field];

/** Each field's rules (SPEC §5), in the order they are checked. */
const rulesOf = (now: () => number): Record<CheckoutField, readonly Rule[]> => ({
  email: [required(label('email')), email],
  name: [required(label('name')), fullName],
  address1: [required(label('address1')), notEmail, noPoBox],
  address2: [notEmail, noPoBox],
  city: [required(label('city'))],
  state: [required(label('state')), usState],
  zip: [required(label('zip')), usZip(label('zip'))],
  phone: [required(label('phone')), phone],
  cardNumber: [required(label('cardNumber')), creditcard],
  expiry: [required(label('expiry')), (v) => expiry(now())(v)],
  securityCode: [required(label('securityCode')), cardSecurityCode(label('securityCode'))],
});

/** Formats a field as the shopper types (card number in groups of 4, expiry MM/YY). */
const formatters: Partial<Record<CheckoutField, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  securityCode: (v) => v.replace(/\D/g, '').slice(0, 4),
  state: (v) => v.toUpperCase().slice(0, 2),
};

/** Rules across fields, checked after the field's own pass: the ZIP code lies in the chosen state. */
const crossChecks: Partial<Record<CheckoutField, (values: Record<CheckoutField, string>) => string | undefined>> = {
  zip: (values) => zipStateMismatch(values.zip, values.state),
};

/**
 * The checkout form in eager validation mode (SPEC §5): a field is checked when it changes or
 * loses focus, and once it shows an error, on every keystroke, so the error clears as soon as
 * the value is right. `submit` checks everything and says whether the form may be sent.
 */
export class CheckoutForm {
  values: Record<CheckoutField, string> = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, ''])) as Record<CheckoutField, string>;
  errors: Partial<Record<CheckoutField, string>> = {};
  /** Whether the card fields are asked for (a free order needs no card). */
  needsCard = true;
  /** Shipped (an address is asked for) or picked up in a store (none is). */
  delivery: Delivery = 'ship';
  private readonly rules: Record<CheckoutField, readonly Rule[]>;

  constructor(now: () => number, initial: Partial<Record<CheckoutField, string>> = {}) {
    this.rules = rulesOf(now);
    for (const f of CHECKOUT_FIELDS) if (initial[f] !== undefined) this.values[f] = initial[f] ?? '';
    makeObservableByKind<CheckoutForm>(this, {
      observable: ['values', 'errors', 'needsCard', 'delivery'],
      computed: ['fields'],
      action: ['setDelivery', 'edit', 'touch', 'submit', 'setNeedsCard'],
    });
  }

  /** The fields to show. */
  get fields(): readonly CheckoutField[] {
    return CHECKOUT_FIELDS.filter((f) => (this.needsCard || !CARD_FIELDS.includes(f)) && (this.delivery === 'ship' || !ADDRESS_FIELDS.includes(f)));
  }

  /** Chooses shipping or pick-up; the address's errors go with its fields. */
  setDelivery(delivery: Delivery): void {
    this.delivery = delivery;
    if (delivery === 'pickup') for (const f of ADDRESS_FIELDS) delete this.errors[f];
  }

  setNeedsCard(needsCard: boolean): void {
    this.needsCard = needsCard;
    if (!needsCard) for (const f of CARD_FIELDS) delete this.errors[f];
  }

  /** The shopper typed: the value is formatted, and re-checked if the field shows an error. */
  edit(field: CheckoutField, raw: string, event: FieldEvent = 'input'): void {
    const format = formatters[field];
    this.values[field] = format ? format(raw) : raw;
    if (shouldValidateEagerly(event, this.errors[field] !== undefined)) this.check(field);
    // A new state re-checks a ZIP code already typed against it.
    if (field === 'state' && this.values.zip.trim() !== '') this.check('zip');
  }

  /** The field lost focus (or changed): checked now. */
  touch(field: CheckoutField): void {
    if (this.values[field] !== '' || this.errors[field] !== undefined) this.check(field);
  }

  /** Checks every shown field; true when all pass. */
  submit(): boolean {
    for (const f of this.fields) this.check(f);
    return this.fields.every((f) => this.errors[f] === undefined);
  }

  /** The first field with an error, to move focus to. */
  get firstInvalid(): CheckoutField | undefined {
    return this.fields.find((f) => this.errors[f] !== undefined);
  }

  card(): CardDetails {
    return {
      number: this.values.cardNumber.replace(/\s/g, ''),
      name: this.values.name.trim(),
      expiry: this.values.expiry,
      securityCode: this.values.securityCode,
    };
  }

  /** The card's billing details: the address when the order ships, only name and phone for pick-up. */
  billingAddress(): BillingAddress {
    const [first = '', ...rest] = wordsOf(this.values.name);
    if (this.delivery === 'pickup') return { firstName: first, lastName: rest.join(' '), country: 'US', phone: cleanPhone(this.values.phone) };
    const address2 = this.values.address2.trim();
    return {
      firstName: first,
      lastName: rest.join(' '),
      address1: this.values.address1.trim(),
      ...(address2 === '' ? {} : { address2 }),
      city: this.values.city.trim(),
      province: this.values.state.trim().toUpperCase(),
      zip: this.values.zip.trim(),
      country: 'US',
      phone: cleanPhone(this.values.phone),
    };
  }

  /** What may be kept for next time on this device: contact and address, never the card. */
  remembered(): Partial<Record<CheckoutField, string>> {
    return Object.fromEntries(CHECKOUT_FIELDS.filter((f) => !CARD_FIELDS.includes(f)).map((f) => [f, this.values[f]]));
  }

  private check(field: CheckoutField): void {
    const result = validate(this.values[field], this.rules[field]);
    const across = result._tag === 'Right' ? crossChecks[field]?.(this.values) : undefined;
    if (result._tag === 'Left') this.errors[field] = result.left.message;
    else if (across !== undefined) this.errors[field] = across;
    else delete this.errors[field];
  }
}
