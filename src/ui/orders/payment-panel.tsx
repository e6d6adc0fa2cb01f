import type { ReactNode } from 'react';
import { formatMoney, type Cents } from '../../domain/money';

/**
 * An order's Payment panel: subtotal, discounts (when any), the rows the page adds (the confirmation's
 * shipping), then the total paid. The order's page and the confirmation show the same facts.
 */
export function PaymentPanel({
  amounts,
  discountTerm,
  look,
  children,
}: {
  amounts: { readonly subtotal: Cents; readonly discount: Cents; readonly total: Cents };
  discountTerm: string;
  /** The page's CSS module: its panel, totals and total classes (and saving, where a discount shows in it). */
  look: Readonly<Record<string, string>>;
  children?: ReactNode;
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
        {children}
        <dt className={look.total}>Total paid</dt>
        <dd className={look.total} data-testid="order-total">
          {formatMoney(amounts.total)}
        </dd>
      </dl>
    </section>
  );
}
