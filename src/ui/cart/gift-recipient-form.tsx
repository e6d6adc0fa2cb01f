import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { GiftRecipientForm, toCartGift } from '../../application/cart/gift-recipient-form';
import type { CartGift } from '../../application/cart/cart-records';
import { GIFT_FIELDS, giftAmountBounds, type GiftField } from '../../domain/cart/gift-recipient';
import { formatMoney, type Cents } from '../../domain/money';
import { FIELD_LABELS } from '../../domain/validation';
import { useFresh } from '../hooks/use-service';
import pageStyles from '../pages/page.module.css';
// Its stylesheet stays beside the catalogue's product page styles (the styles helper's ground this wave).
import styles from '../catalog/gift-recipient-form.module.css';

const INPUT: Record<GiftField, { type: string; inputMode: 'text' | 'email' | 'tel' | 'decimal'; autoComplete: string; label: string }> = {
  recipientName: { type: 'text', inputMode: 'text', autoComplete: 'off', label: FIELD_LABELS.recipientName },
  recipientEmail: { type: 'email', inputMode: 'email', autoComplete: 'off', label: FIELD_LABELS.recipientEmail },
  recipientPhone: { type: 'tel', inputMode: 'tel', autoComplete: 'off', label: FIELD_LABELS.recipientPhone },
  amount: { type: 'text', inputMode: 'decimal', autoComplete: 'off', label: FIELD_LABELS.amount },
};

/**
 * The gift tile's recipient form (SPEC §5, issue 33): Recipient Name, Email, Phone and Amount with the
 * domain's rules; a recipient checked here goes into the cart, and the storefront checks it again.
 */
export const GiftRecipientFields = observer(function GiftRecipientFields({ tilePrice, onAdd }: { tilePrice: Cents; onAdd: (gift: CartGift) => void }) {
  const form = useFresh(GiftRecipientForm);
  const formRef = useRef<HTMLFormElement>(null);
  const bounds = giftAmountBounds(tilePrice);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const gift = form.submit(tilePrice);
    if (gift) return onAdd(toCartGift(gift));
    const first = form.firstError;
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <form ref={formRef} className={styles.form} aria-labelledby="tpx-gift-heading" noValidate onSubmit={submit}>
      <h2 id="tpx-gift-heading" className={styles.heading}>
        Who is it for?
      </h2>
      <p className={styles.hint}>
        We email the gift to its recipient when you order. Give an email or a phone number. The amount buys gift tiles at {formatMoney(tilePrice)} each (
        {formatMoney(bounds.min)} to {formatMoney(bounds.max)}).
      </p>
      {GIFT_FIELDS.map((field) => {
        const input = INPUT[field];
        const id = `tpx-gift-${field}`;
        const error = form.errors[field];
        const optional = field === 'recipientEmail' || field === 'recipientPhone';
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id}>{input.label}</label>
            <span className={styles.inputRow}>
              {field === 'amount' && <span aria-hidden>$</span>}
              <input
                id={id}
                name={field}
                type={input.type}
                inputMode={input.inputMode}
                autoComplete={input.autoComplete}
                value={form.values[field]}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-required={!optional}
                onChange={(e) => form.edit(field, e.currentTarget.value, tilePrice)}
                onBlur={() => form.touch(field, tilePrice)}
              />
            </span>
            {error && (
              <span id={`${id}-error`} className={styles.error}>
                {error}
              </span>
            )}
          </div>
        );
      })}
      <button type="submit" className={pageStyles.button}>
        Add gift to cart
      </button>
    </form>
  );
});
