import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CartPageStore } from '../../application/cart/cart-page-store';
import { deliveryLabel, subtotalLabel } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import pageStyles from '../pages/page.module.css';
import styles from './cart.module.css';
import checkoutStyles from './checkout.module.css';

/** The promo code field: apply, the saving or the refusal in the spec's words, and remove. */
const PromoCode = observer(function PromoCode({ store }: { store: CartPageStore }) {
  // The field starts empty until a code was tried here (a remembered code is checked, not typed).
  const [code, setCode] = useState(store.contents.promo.kind === 'none' || store.contents.promo.kind === 'entered' ? '' : store.contents.promo.code);
  const promo = store.contents.promo;
  const cartRefusal = promo.kind === 'applied' ? store.pricing.summary.promoError?.message : undefined;
  const messageRef = useRef<HTMLDivElement>(null);
  // The answer to Apply stays next to the field: on a phone the keyboard and the page may have moved it off screen.
  useEffect(() => {
    if (promo.kind === 'refused' || promo.kind === 'applied') messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [promo.kind]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.applyPromo(code);
  };
  if (promo.kind === 'applied') {
    return (
      <div ref={messageRef} className={styles.promoMessage} aria-live="polite">
        {cartRefusal ? (
          <p className={styles.error} role="alert">
            {cartRefusal}
          </p>
        ) : (
          <p className={styles.saving}>
            <strong>{promo.code}</strong> applied: you save {formatMoney(store.pricing.promoSaving)}.
          </p>
        )}
        <button type="button" className={styles.linkButton} onClick={() => store.removePromo()}>
          Remove code {promo.code}
        </button>
      </div>
    );
  }
  return (
    <div ref={messageRef}>
      <form className={styles.promoForm} onSubmit={submit} noValidate>
        <label htmlFor="tpx-promo" className="tpx-visually-hidden">
          Promo code
        </label>
        <input
          id="tpx-promo"
          name="promo"
          placeholder="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          aria-invalid={promo.kind === 'refused'}
          aria-describedby={promo.kind === 'refused' ? 'tpx-promo-error' : undefined}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" className={pageStyles.secondaryButton} disabled={promo.kind === 'checking'}>
          {promo.kind === 'checking' ? 'Checking…' : 'Apply'}
        </button>
      </form>
      {promo.kind === 'refused' && (
        <p id="tpx-promo-error" className={styles.error} role="alert">
          {promo.message}
        </p>
      )}
    </div>
  );
});

/** Subtotal, discounts, the next volume tier, the promo code and the way to checkout. */
export const OrderSummary = observer(function OrderSummary({
  store,
  onCheckout,
  collapsible = false,
}: {
  store: CartPageStore;
  onCheckout?: () => void;
  collapsible?: boolean;
}) {
  const s = store.pricing.summary;
  const tierMessage = store.pricing.nextTierMessage;
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="tpx-summary-heading">
      <h2 id="tpx-summary-heading">Order summary</h2>
      {collapsible && (
        // Phones only (CSS): the summary folds to its total above the checkout form.
        <button type="button" className={checkoutStyles.summaryToggle} aria-expanded={open} aria-controls="tpx-summary-body" onClick={() => setOpen(!open)}>
          <span>{open ? 'Hide details' : 'Show details'}</span>
          <span>{formatMoney(s.total)}</span>
        </button>
      )}
      <div id="tpx-summary-body" className={collapsible && !open ? checkoutStyles.folded : undefined}>
        <dl className={styles.totals}>
          <dt>{subtotalLabel(s.tileCount)}</dt>
          <dd data-testid="subtotal">{formatMoney(s.subtotal)}</dd>
          {store.pricing.discountRows.map((row) => (
            <div key={row.key} className={styles.contents}>
              <dt>{row.label}</dt>
              <dd className={styles.saving} data-testid={`discount-${row.key}`}>
                −{formatMoney(row.amount)}
              </dd>
            </div>
          ))}
          <dt>{deliveryLabel(store.checkout.form.delivery === 'pickup')}</dt>
          <dd>Free</dd>
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total} data-testid="total">
            {formatMoney(s.total)}
          </dd>
        </dl>
        {store.pricing.membershipNote && (
          <p className={styles.tierHint} data-testid="membership-note">
            {store.pricing.membershipNote}
          </p>
        )}
        {tierMessage && (
          <p className={styles.tierHint} data-testid="next-tier">
            {tierMessage}
          </p>
        )}
        <PromoCode store={store} />
        {store.pricing.overLimitMessage && (
          <p className={styles.error} role="alert">
            {store.pricing.overLimitMessage}
          </p>
        )}
        {store.checkout.step === 'cart' && store.checkout.problem && (
          // An edit of the storefront cart that failed (SPEC §8: 'Cart line removal failed: …').
          <p className={styles.error} role="alert" data-testid="cart-sync-error">
            {store.checkout.problem}
          </p>
        )}
        {onCheckout && (
          <button
            type="button"
            className={`${pageStyles.button} ${styles.wide}`}
            onClick={onCheckout}
            disabled={store.pricing.isEmpty || store.pricing.overLimitMessage !== null}
          >
            Checkout
          </button>
        )}
      </div>
    </section>
  );
});
