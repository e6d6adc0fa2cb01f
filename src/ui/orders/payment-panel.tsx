import { deliveryLabel } from '../../domain/cart';
import { formatMoney, type Cents } from '../../domain/money';

/**
 * An order's Payment panel: subtotal, discounts (when any), the delivery (free, shipped or picked up),
 * then the total paid. The order's page and the confirmation show the same facts.
 */
export function PaymentPanel({
  amounts,
  discountTerm,
  look,
  pickup,
}: {
  amounts: { readonly subtotal: Cents; readonly discount: Cents; readonly total: Cents };
  discountTerm: string;
  /** The page's CSS module: its panel, totals and total classes (and saving, where a discount shows in it). */
  look: Readonly<Record<string, string>>;
  /** Whether the order is picked up in store (else shipped). */
  pickup: boolean;
}) {
  return (
    <section className={look.panel} aria-labelledby="tpx-paid-heading">
      <h2 id="tpx-paid-heading">Payment</h2>
      <dl className={look.totals}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(amounts.subtotal)}</dd>
        {amounts.discount > 0 && (
          <>
            <dt>{discountTerm}</dt>
            <dd className={look.saving}>−{formatMoney(amounts.discount)}</dd>
          </>
        )}
        <dt>{deliveryLabel(pickup)}</dt>
        <dd>Free</dd>
        <dt className={look.total}>Total paid</dt>
        <dd className={look.total} data-testid="order-total">
          {formatMoney(amounts.total)}
        </dd>
      </dl>
    </section>
  );
}
