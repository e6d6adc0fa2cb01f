import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { CartPageStore } from '../../application/cart/cart-page-store';
import type { CheckoutField } from '../../application/cart/checkout/checkout-form';
import { formatMoney } from '../../domain/money';
import { FIELD_LABELS, US_STATES } from '../../domain/validation';
import { DeliveryChoice } from './delivery-choice';
import pageStyles from '../pages/page.module.css';
import styles from './cart.module.css';

/** How each field helps the browser and phone keyboards (autofill, input mode). */
const FIELD_INPUT: Record<
  CheckoutField,
  { autoComplete: string; type?: string; inputMode?: 'email' | 'numeric' | 'tel' | 'text'; optional?: boolean; maxLength?: number }
> = {
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  name: { autoComplete: 'name' },
  address1: { autoComplete: 'address-line1' },
  address2: { autoComplete: 'address-line2', optional: true },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zip: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  cardNumber: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 5 },
  securityCode: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
};

const Field = observer(function Field({ store, field }: { store: CartPageStore; field: CheckoutField }) {
  const form = store.checkout.form;
  const input = FIELD_INPUT[field];
  const error = form.errors[field];
  const id = `tpx-checkout-${field}`;
  const described = error ? `${id}-error` : undefined;
  return (
    <label className={styles.field} htmlFor={id}>
      <span>
        {FIELD_LABELS[field]}
        {input.optional ? ' (optional)' : ''}
      </span>
      {field === 'state' ? (
        // A select of the states and territories (issue 32 item 3): no typo reaches the ZIP check.
        <select
          id={id}
          name={field}
          autoComplete={input.autoComplete}
          value={form.values.state}
          aria-invalid={error !== undefined}
          aria-describedby={described}
          aria-required
          onChange={(e) => form.edit('state', e.currentTarget.value, 'change')}
          onBlur={() => form.touch('state')}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field}
          type={input.type ?? 'text'}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          maxLength={input.maxLength}
          placeholder={field === 'expiry' ? 'MM/YY' : field === 'cardNumber' ? '1234 5678 9012 3456' : undefined}
          value={form.values[field]}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={!input.optional}
          onChange={(e) => form.edit(field, e.currentTarget.value)}
          onBlur={() => form.touch(field)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </label>
  );
});

/**
 * Moves to what stops the order: its label scrolled into view just below the sticky header (whose
 * height differs by tenant and width, so it is measured) and the field focused; for a missing pick-up
 * store, the finder's chosen store or its search field.
 */
function focusProblem(root: HTMLElement | null, target: string): void {
  const element =
    target === 'pickupStore'
      ? (root?.querySelector<HTMLElement>('[data-pickup-finder] input[type="radio"]:checked') ??
        root?.querySelector<HTMLElement>('[data-pickup-finder] input[name="store-search"]'))
      : root?.querySelector<HTMLElement>(`[name="${target}"]`);
  if (!element) return;
  const shown = element.closest('label') ?? element;
  const header = document.querySelector('header');
  const below = header && getComputedStyle(header).position !== 'static' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollBy({ top: shown.getBoundingClientRect().top - below - 16, behavior: reduced ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/** Delivery (pick-up tenants), contact, shipping address and card, checked eagerly; placing the order goes to /confirm. */
export const CheckoutDetails = observer(function CheckoutDetails({ store }: { store: CartPageStore }) {
  const [, navigate] = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkout = store.checkout;
  const shown = new Set(checkout.form.fields);
  const placing = checkout.placing;

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (checkout.step === 'completed') navigate('/confirm');
  }, [checkout.step, navigate]);
  // The form is disabled while the order is placed, which drops the keyboard's focus to the page; when it
  // comes back refused (a declined card), the focus goes back to the button, just below the error.
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasPlacing = useRef(false);
  useEffect(() => {
    if (wasPlacing.current && !placing && checkout.step === 'details' && document.activeElement === document.body) submitRef.current?.focus();
    wasPlacing.current = placing;
  }, [placing, checkout.step]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = await checkout.placeOrder();
    if (invalid) focusProblem(sectionRef.current, invalid);
  };
  const fields = (list: readonly CheckoutField[]) => list.filter((f) => shown.has(f)).map((f) => <Field key={f} store={store} field={f} />);

  return (
    <section ref={sectionRef} className={styles.panel} aria-labelledby="tpx-checkout-heading">
      <h2 id="tpx-checkout-heading" ref={headingRef} tabIndex={-1}>
        Checkout
      </h2>
      {checkout.offersPickup && <DeliveryChoice checkout={checkout} />}
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={placing}>
        {checkout.form.delivery === 'pickup' ? (
          <fieldset className={styles.fieldset} disabled={placing}>
            <legend>Contact</legend>
            {fields(['email', 'name', 'phone'])}
          </fieldset>
        ) : (
          <>
            <fieldset className={styles.fieldset} disabled={placing}>
              <legend>Contact</legend>
              {fields(['email'])}
            </fieldset>
            <fieldset className={styles.fieldset} disabled={placing}>
              <legend>Shipping address</legend>
              {fields(['name', 'address1', 'address2', 'city'])}
              <div className={styles.pair}>{fields(['state', 'zip'])}</div>
              {fields(['phone'])}
            </fieldset>
          </>
        )}
        {checkout.form.needsCard ? (
          <fieldset className={styles.fieldset} disabled={placing}>
            <legend>Payment</legend>
            {fields(['cardNumber'])}
            <div className={styles.pair}>{fields(['expiry', 'securityCode'])}</div>
          </fieldset>
        ) : (
          <p className={styles.muted}>Nothing to pay: your discounts cover the whole order.</p>
        )}
        {checkout.appliedDiscounts.length > 0 && <p className={styles.muted}>Discounts applied: {checkout.appliedDiscounts.join(', ')}</p>}
        {checkout.problem && (
          <p role="alert" className={styles.alert}>
            {checkout.problem}
          </p>
        )}
        <button ref={submitRef} type="submit" className={`${pageStyles.button} ${styles.wide}`} disabled={placing}>
          {placing ? 'Placing your order…' : `Place order · ${formatMoney(store.pricing.summary.total)}`}
        </button>
        <button type="button" className={`${styles.linkButton} ${styles.wide}`} onClick={() => checkout.backToCart()} disabled={placing}>
          Back to cart
        </button>
      </form>
    </section>
  );
});
