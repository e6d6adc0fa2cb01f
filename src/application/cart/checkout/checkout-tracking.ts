import { inject, injectable } from 'inversify';
import { isTestLaunch } from '../../../domain/embed';
import { ZERO_CENTS } from '../../../domain/money';
import { AnalyticsStore } from '../../analytics';
import { LaunchContext, type LaunchContext as Launch } from '../../ports/launch-context';
import type { CartAttribute } from '../../ports/storefront-cart';
import { TenantId } from '../../tokens';
import { CheckoutCart } from './checkout-cart';
import type { PlacedOrder } from './checkout-records';
import { orderNumberOf } from '../../../domain/orders';

/**
 * What checkout tells analytics (GA4 begin_checkout, add_payment_info, purchase) and the attribution
 * the storefront cart carries (the tenant, the link's UTM, a test launch's mark). Split from
 * `CheckoutStore` (issue 36).
 */
@injectable()
export class CheckoutTracking {
  constructor(
    @inject(AnalyticsStore) private readonly tracking: AnalyticsStore,
    @inject(CheckoutCart) private readonly cart: CheckoutCart,
    @inject(TenantId) private readonly tenantId: string,
    @inject(LaunchContext) private readonly launch: Launch,
  ) {}

  /** GA4 begin_checkout: the cart as priced here. */
  beginCheckout(): void {
    const pricing = this.cart.pricing;
    this.tracking.beginCheckout(pricing.ecommerceLines(), pricing.summary.total, this.cart.appliedCode());
  }

  /** GA4 add_payment_info: the shopper gave valid payment details and asks to pay with them (nothing to pay: nothing sent). */
  addPaymentInfo(): void {
    const pricing = this.cart.pricing;
    if (pricing.summary.total > 0) this.tracking.addPaymentInfo(pricing.ecommerceLines(), pricing.summary.total, this.cart.appliedCode(), 'Credit Card');
  }

  /** GA4 purchase for the order, unless this device sent it already (a reload of /confirm sends nothing). */
  purchase(order: PlacedOrder | null): void {
    if (order?.analytics === undefined) return;
    this.tracking.purchaseOnce({
      transactionId: orderNumberOf(order.orderId),
      items: order.analytics.items,
      total: order.total,
      shipping: ZERO_CENTS,
      tax: ZERO_CENTS,
      coupon: order.analytics.coupon,
    });
  }

  /** The cart's own attributes, kept on the order: the tenant, the link's attribution (UTM) and a test launch's mark. */
  cartAttributes(): CartAttribute[] {
    // The campaign the shopper came by, as analytics keeps it (it outlives a reload on the way to checkout).
    const utm = this.tracking.campaign.attributes();
    const test = isTestLaunch(this.launch.search, this.launch.initialData) ? [{ key: '_test', value: 'true' }] : [];
    return [{ key: '_tenant', value: this.tenantId }, ...utm, ...test];
  }
}
