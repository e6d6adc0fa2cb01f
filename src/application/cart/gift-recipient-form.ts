import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import {
  GIFT_FIELDS,
  giftFieldError,
  validateGiftRecipient,
  type GiftErrors,
  type GiftField,
  type GiftRecipient,
  type GiftRecipientInput,
} from '../../domain/cart/gift-recipient';
import type { Cents } from '../../domain/money';
import { shouldValidateEagerly, type FieldEvent } from '../../domain/validation';
import type { CartGift } from './cart-records';

const blank = (): Record<GiftField, string> => ({ recipientName: '', recipientEmail: '', recipientPhone: '', amount: '' });

/** The recipient as the cart keeps it (blank email or phone left out). */
export const toCartGift = (gift: GiftRecipient): CartGift => ({
  name: gift.name,
  amountCents: gift.amount,
  tiles: gift.tiles,
  ...(gift.email === null ? {} : { email: gift.email }),
  ...(gift.phone === null ? {} : { phone: gift.phone }),
});

/**
 * The gift tile's recipient form (SPEC §5, issue 33) in eager validation mode, like the checkout:
 * a field is checked when it changes or is left, then on every keystroke once it shows an error. The
 * rules are the domain's (the storefront checks the same). Transient: one per product page.
 */
@injectable()
export class GiftRecipientForm {
  values: Record<GiftField, string> = blank();
  errors: GiftErrors = {};

  constructor() {
    makeObservable(this, { values: observable, errors: observable, edit: action, touch: action, submit: action });
  }

  edit(field: GiftField, value: string, tilePrice: Cents, event: FieldEvent = 'input'): void {
    this.values[field] = value;
    if (shouldValidateEagerly(event, this.errors[field] !== undefined)) this.check(field, tilePrice);
    // The email and phone answer for each other (requiredIfNot): filling one clears the other's message.
    const other: GiftField | undefined = field === 'recipientEmail' ? 'recipientPhone' : field === 'recipientPhone' ? 'recipientEmail' : undefined;
    if (other !== undefined && this.errors[other] !== undefined) this.check(other, tilePrice);
  }

  touch(field: GiftField, tilePrice: Cents): void {
    this.check(field, tilePrice);
  }

  /** Checks every field: the recipient for the cart, or null with every message shown. */
  submit(tilePrice: Cents): GiftRecipient | null {
    const checked = validateGiftRecipient(this.values as GiftRecipientInput, tilePrice);
    if (checked._tag === 'Left') {
      this.errors = checked.left;
      return null;
    }
    this.errors = {};
    return checked.right;
  }

  /** The first field with a message (focus goes there after a refused submit). */
  get firstError(): GiftField | undefined {
    return GIFT_FIELDS.find((f) => this.errors[f] !== undefined);
  }

  private check(field: GiftField, tilePrice: Cents): void {
    const message = giftFieldError(field, this.values, tilePrice);
    const { [field]: _old, ...rest } = this.errors;
    this.errors = message === undefined ? rest : { ...rest, [field]: message };
  }
}
