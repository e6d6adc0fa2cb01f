import { inject, injectable } from 'inversify';
import { checkoutMessages } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import type { BillingAddress, CartLineRequest } from '../../ports/storefront-cart';
import type { CardDetails } from '../../ports/payment-vault';
import { CheckoutCart } from './checkout-cart';
import type { OrderPickup, PlacedOrder } from './checkout-records';
import { CheckoutTracking } from './checkout-tracking';
import { fingerprint } from './placed-order';
import { PICKUP_READY_ATTRIBUTE, PICKUP_SHIPPING_HANDLE, PICKUP_STORE_ATTRIBUTE, STANDARD_SHIPPING_HANDLE, StorefrontCheckout } from './storefront-checkout';

/** How an edit of the storefront cart ended: done, nothing to edit (no storefront cart), or refused (in the §8 wording). */
export type CartSync = 'synced' | 'no-cart' | { readonly failed: string };

/** What the order is paid with: the details step's answers. */
export interface Payment {
  readonly email: string;
  /** The pick-up store's id ('' when shipping), or null where the tenant offers no pick-up (the attribute is never set). */
  readonly pickupStoreId: string | null;
  readonly card: () => CardDetails;
  readonly billingAddress: BillingAddress;
}

/**
 * Placing the order on the storefront (split from `CheckoutStore`, issue 36): the storefront cart made
 * (or picked up after a reload, or edited to match), the promo code applied there, the email and the
 * pick-up store set, and the payment. Each step answers the refusal in the shopper's words, or null.
 */
@injectable()
export class StorefrontOrder {
  /** The storefront cart's edits in flight: each waits for the one before. */
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(StorefrontCheckout) private readonly storefront: StorefrontCheckout,
    @inject(CheckoutCart) private readonly cart: CheckoutCart,
    @inject(CheckoutTracking) private readonly tracking: CheckoutTracking,
  ) {}

  /** Whether a storefront cart was made (a payment that failed, a shopper back from the details). */
  get hasCart(): boolean {
    return this.storefront.cart !== null;
  }

  /** The discounts the storefront applies (SPEC §9), in the shopper's words: the code or the automatic discount's title, and what it takes off. */
  get appliedDiscounts(): readonly string[] {
    return this.storefront.discounts.map((d) => {
      // An automatic discount's title says what it takes ('Volume discount 10% off').
      if (d.code === null) return d.label;
      if (d.percent !== null) return `${d.code} (${d.percent}%)`;
      return d.amount !== null ? `${d.code} (−${formatMoney(d.amount)})` : d.code;
    });
  }

  /** Edits the storefront cart to the shopper's cart, one edit run after another (a second change waits for the first's answers). */
  sync(): Promise<CartSync> {
    const run = this.syncing.then(async (): Promise<CartSync> => {
      if (this.storefront.cart === null) return 'no-cart';
      await this.cart.loadProducts();
      const lines = this.cart.lines();
      if (typeof lines === 'string') return { failed: lines };
      const promo = this.cart.appliedCode();
      if (!(await this.storefront.edit({ lines, attributes: this.tracking.cartAttributes(), promo })))
        return { failed: this.storefront.error ?? checkoutMessages.cartNotFound };
      this.storefront.remember(fingerprint(JSON.stringify([lines, promo])));
      return 'synced';
    });
    this.syncing = run.catch(() => undefined);
    return run;
  }

  /**
   * The storefront cart for these lines: made with the promo code applied (a card checkout first picks
   * up, after a reload, the unfinished checkout of the same cart and remembers the new one), or the one
   * made before edited to what the shopper holds now.
   */
  async prepare(lines: CartLineRequest[], card: boolean): Promise<string | null> {
    const promo = this.cart.appliedCode();
    const contents = fingerprint(JSON.stringify([lines, promo]));
    // After a reload, the unfinished checkout of the same cart is picked up (same cart, same payment key).
    if (card && this.storefront.cart === null) await this.storefront.resume(contents);
    if (this.storefront.cart === null) {
      await this.storefront.addLines(lines, this.tracking.cartAttributes());
      if (this.storefront.cart === null) return this.storefront.error ?? checkoutMessages.cartCreationFailed;
      if (promo !== null) await this.storefront.applyPromoCode(promo);
      if (this.storefront.status === 'failed') return this.storefront.error ?? checkoutMessages.promoNotApplied;
      if (card) this.storefront.remember(contents);
      return null;
    }
    if ((await this.sync()) !== 'synced') return this.storefront.error ?? checkoutMessages.cartNotFound;
    return null;
  }

  /** The shop's hosted checkout page for the cart made (null: none made). */
  get hostedCheckout(): { readonly cartId: string; readonly url: string } | null {
    const cart = this.storefront.cart;
    return cart === null ? null : { cartId: cart.id, url: cart.checkoutUrl };
  }

  /**
   * Pays: the email and the pick-up store go on the cart, every project edit has landed (`saved`), the
   * discounts are read (SPEC §9), then the vaulted card pays (or the order completes for free when the
   * server's total is zero). Answers the order's id, or the refusal.
   */
  async pay(payment: Payment, saved: Promise<boolean>): Promise<{ readonly orderId: string } | { readonly failed: string }> {
    const failed = (message: string) => ({ failed: message });
    await this.storefront.setEmail(payment.email);
    if (this.storefront.status === 'failed') return failed(this.storefront.error ?? checkoutMessages.emailNotSaved);
    // The store rides as a cart attribute (emptied when the order ships); the server checks it and sets the ready-by time.
    if (payment.pickupStoreId !== null && !(await this.storefront.setAttributes([{ key: PICKUP_STORE_ATTRIBUTE, value: payment.pickupStoreId }])))
      return failed(this.storefront.error ?? checkoutMessages.cartNotFound);
    const cart = this.storefront.cart;
    if (cart === null) return failed(checkoutMessages.cartNotFound);
    if (!(await saved)) return failed(checkoutMessages.changesNotSaved);
    await this.storefront.loadDiscounts();
    const handle = payment.pickupStoreId ? PICKUP_SHIPPING_HANDLE : STANDARD_SHIPPING_HANDLE;
    await this.storefront.checkout(cart.total === 0 ? null : payment.card(), payment.billingAddress, handle);
    if (this.storefront.checkoutStatus !== 'completed' || this.storefront.orderId === null)
      return failed(this.storefront.paymentError ?? checkoutMessages.paymentNotCompleted);
    return { orderId: this.storefront.orderId };
  }

  /** The pick-up store and the ready-by time the server wrote on the order (never the list's estimate). */
  pickupOf(store: OrderPickup['store']): OrderPickup {
    const promised = this.storefront.orderAttributes.find((a) => a.key === PICKUP_READY_ATTRIBUTE)?.value;
    const readyAt = promised === undefined ? NaN : Date.parse(promised);
    return { store, readyAt: Number.isFinite(readyAt) ? readyAt : null };
  }

  /** The order for /confirm, with the storefront's figures when it priced the cart. */
  placedOrder(order: { orderId: string; pickup: OrderPickup | null; email: string; placedAt: number }): PlacedOrder {
    const cart = this.storefront.cart;
    return this.cart.placedOrder(order, cart === null ? null : { subtotal: cart.subtotal, total: cart.total, discount: this.storefront.discount });
  }

  /** The order is placed: the next checkout starts from nothing. */
  startOver(): void {
    this.storefront.startOver();
  }
}
