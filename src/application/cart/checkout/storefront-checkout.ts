import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../../observable-by-kind';
import { checkoutMessages } from '../../../domain/cart';
import { drugstoreDiscount } from '../../../domain/pricing';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { LocalRecords, type LocalRecords as Records } from '../../ports/local-records';
import { LaunchContext, type LaunchContext as Launch } from '../../ports/launch-context';
import { isTestLaunch } from '../../../domain/embed';
import { PaymentVault, type CardDetails, type PaymentVault as Vault } from '../../ports/payment-vault';
import {
  StorefrontCart,
  type BillingAddress,
  type CartAttribute,
  type CompletedOrder,
  type CartLineRequest,
  type CheckoutDiscount,
  type StorefrontCart as Storefront,
  type StorefrontCartState,
  type StorefrontFailure,
} from '../../ports/storefront-cart';
import { PendingCheckoutRecord, type PendingCheckout } from './checkout-records';
import { cartEditPlan, planIsEmpty, type WantedCart } from './cart-edit-plan';

/** The storefront's standard (free) shipping rate: every shipped order goes with it. */
export const STANDARD_SHIPPING_HANDLE = 'tilepix-standard';
/** The pick-up tenants' rate (issue 30): collected in the store named by the cart's `_pickupStoreId`. */
export const PICKUP_SHIPPING_HANDLE = 'tilepix-pickup';
export const PICKUP_STORE_ATTRIBUTE = '_pickupStoreId';
/** The order's attribute with the server's ready-by time (ISO 8601). */
export const PICKUP_READY_ATTRIBUTE = '_pickupReadyBy';

export type CartStatus = 'idle' | 'busy' | 'ready' | 'failed';
export type CheckoutStatus = 'idle' | 'paying' | 'completed' | 'failed';

/**
 * The storefront side of checkout: the server-priced storefront cart, and paying for it (vault
 * the card, wait for the checkout, pay with one idempotency key per attempt, or complete for
 * free), with the unfinished checkout kept across a reload. Messages are the ports' (SPEC §8
 * wording). The promo code is the cart contents'; it arrives here only to be applied.
 */
@injectable()
export class StorefrontCheckout {
  cart: StorefrontCartState | null = null;
  status: CartStatus = 'idle';
  /** The last failure, in the spec's wording ('Cart line addition failed: ...'). */
  error: string | null = null;
  checkoutStatus: CheckoutStatus = 'idle';
  paymentError: string | null = null;
  orderId: string | null = null;
  /** The completed order's own attributes, as the server wrote them. */
  orderAttributes: readonly CartAttribute[] = [];
  /** The discounts the storefront applies to this cart's checkout (SPEC §9: read 250 at a time). */
  discounts: readonly CheckoutDiscount[] = [];
  /** Kept across retries of one payment attempt so the server never charges twice. */
  private idempotencyKey: string | null = null;
  /** A fingerprint of what the cart was made from; with it a reload can pick the checkout up again. */
  private contents: string | null = null;

  constructor(
    @inject(StorefrontCart) private readonly storefront: Storefront,
    @inject(PaymentVault) private readonly vault: Vault,
    @inject(LocalRecords) private readonly records: Records,
    @inject(LaunchContext) private readonly launch: Launch,
  ) {
    makeObservableByKind<StorefrontCheckout, 'apply' | 'fail'>(this, {
      observableRef: ['cart', 'discounts'],
      observable: ['status', 'error', 'checkoutStatus', 'paymentError', 'orderId'],
      computed: ['itemCount', 'discount'],
      action: ['apply', 'startOver', 'fail'],
    });
  }

  /** Tiles and other items in the cart. */
  get itemCount(): number {
    return this.cart?.totalQuantity ?? 0;
  }

  /** Everything the server's pricing took off the subtotal (volume, membership and code discounts). */
  get discount(): Cents {
    return this.cart === null ? ZERO_CENTS : drugstoreDiscount(this.cart.subtotal, this.cart.total);
  }

  async load(cartId: string): Promise<void> {
    await this.update(() => this.storefront.getCart(cartId));
  }

  /** Adds lines, creating the cart on the first add. */
  async addLines(lines: readonly CartLineRequest[], attributes: readonly CartAttribute[] = []): Promise<void> {
    await this.update(() => (this.cart === null ? this.storefront.createCart({ lines, attributes }) : this.storefront.addLines(this.cart.id, lines)));
  }

  async removeLine(lineId: string): Promise<void> {
    await this.removeLines([lineId]);
  }

  async removeLines(lineIds: readonly string[]): Promise<void> {
    const cart = this.cart;
    if (cart === null) return;
    await this.update(() => this.storefront.removeLines(cart.id, lineIds));
  }

  /**
   * Edits the cart to hold `want` (SPEC §7: cartLinesRemove, cartLinesAdd, cartAttributesUpdate, the
   * codes removed and applied), never making it again. False when an edit failed: `error` has its
   * §8 wording ('Cart line removal failed: …', 'Cart line addition failed: …', 'Failed to remove
   * discount codes: …') and the cart is what the storefront last answered. A changed cart drops the
   * payment attempt's key: the next payment is for another total.
   */
  async edit(want: WantedCart): Promise<boolean> {
    const cart = this.cart;
    if (cart === null) return false;
    const plan = cartEditPlan(cart, want);
    if (planIsEmpty(plan)) return true;
    runInAction(() => {
      this.idempotencyKey = null;
    });
    const steps: Array<() => Promise<unknown>> = [
      () => (plan.removeLineIds.length > 0 ? this.removeLines(plan.removeLineIds) : Promise.resolve()),
      () => (plan.addLines.length > 0 ? this.addLines(plan.addLines) : Promise.resolve()),
      () => (plan.attributes.length > 0 ? this.setAttributes(plan.attributes) : Promise.resolve()),
      () => (plan.removeCodes ? this.removePromoCodes() : Promise.resolve()),
      () => (plan.applyCode !== null ? this.applyPromoCode(plan.applyCode) : Promise.resolve()),
    ];
    for (const step of steps) {
      await step();
      if (this.status === 'failed') return false;
    }
    return true;
  }

  /**
   * Reads the checkout's discount applications (SPEC §9: the first 250). Only shown to the shopper: a
   * failed read keeps none and stops nothing, since the total charged is the storefront's own.
   */
  async loadDiscounts(): Promise<void> {
    const cart = this.cart;
    if (cart === null) return;
    const result = await this.storefront.getCheckoutDiscounts(cart.checkoutId);
    runInAction(() => {
      this.discounts = isLeft(result) ? [] : result.right.filter((d) => d.applicable);
    });
  }

  async applyPromoCode(code: string): Promise<void> {
    const cart = this.cart;
    if (cart === null || code.trim() === '') return;
    // A refused code reads as the storefront's own words for it.
    await this.update(
      () => this.storefront.applyDiscountCode(cart.id, code.trim()),
      (failure) => ({ ...failure, message: failure.userErrors?.[0]?.message ?? failure.message }),
    );
  }

  async removePromoCodes(): Promise<void> {
    const cart = this.cart;
    if (cart === null) return;
    await this.update(() => this.storefront.removeDiscountCodes(cart.id));
  }

  /** Sets cart attributes (merged by key, as Shopify does); false when the storefront refused them. */
  async setAttributes(attributes: readonly CartAttribute[]): Promise<boolean> {
    const cart = this.cart;
    if (cart === null) return false;
    return this.update(() => this.storefront.updateAttributes(cart.id, attributes));
  }

  async setEmail(email: string): Promise<void> {
    const cart = this.cart;
    if (cart === null) return;
    await this.update(() => this.storefront.updateBuyerEmail(cart.id, email));
  }

  /**
   * Pays for the cart: a zero total completes for free; otherwise the card is vaulted, the checkout
   * awaited and charged the server's total. A declined card leaves the cart as it was.
   */
  async checkout(card: CardDetails | null, billingAddress: BillingAddress, shippingRateHandle: string = STANDARD_SHIPPING_HANDLE): Promise<void> {
    const cart = this.cart;
    if (cart === null || this.checkoutStatus === 'paying') return;
    runInAction(() => {
      this.checkoutStatus = 'paying';
      this.paymentError = null;
    });
    const done = (order: CompletedOrder) =>
      runInAction(() => {
        this.orderId = order.orderId;
        this.orderAttributes = order.attributes ?? [];
        this.checkoutStatus = 'completed';
        this.idempotencyKey = null;
        this.forgetPending();
      });
    const failed = (message: string, keepKey: boolean) =>
      runInAction(() => {
        this.paymentError = message;
        this.checkoutStatus = 'failed';
        if (!keepKey) {
          this.idempotencyKey = null;
          this.savePending();
        }
      });

    const ready = await this.storefront.waitForCheckoutReady(cart.checkoutId);
    if (isLeft(ready)) return failed(ready.left.message, true);
    const shipping = await this.storefront.setShippingLine(cart.checkoutId, shippingRateHandle);
    if (isLeft(shipping)) return failed(shipping.left.message, true);
    if (cart.total === 0) {
      const free = await this.storefront.completeFree(cart.checkoutId);
      return isLeft(free) ? failed(free.left.message, true) : done(free.right);
    }
    if (card === null) return failed(checkoutMessages.cardRequired, true);
    const session = await this.vault.createSession(card);
    if (isLeft(session)) return failed(session.left.message, true);
    this.idempotencyKey ??= globalThis.crypto.randomUUID();
    this.savePending();
    const paid = await this.storefront.completeWithCard(cart.checkoutId, {
      amount: cart.total,
      idempotencyKey: this.idempotencyKey,
      vaultId: session.right.id,
      billingAddress,
      // A test launch (SPEC §1 `test`) pays with the gateway's test flag: the order is marked as a test.
      test: isTestLaunch(this.launch.search, this.launch.initialData),
    });
    if (isLeft(paid)) return failed(paid.left.message, paid.left.code !== 'storefront/payment-declined' && paid.left.code !== 'storefront/user-error');
    done(paid.right);
  }

  /**
   * Ties the current cart to a fingerprint of what it was made from and keeps both locally (SPEC §3
   * checkoutId), with the payment attempt's idempotency key: after a reload the same cart and key
   * are used again, so a payment whose answer was lost is never made twice.
   */
  remember(contents: string): void {
    this.contents = contents;
    this.savePending();
  }

  /** Picks up the unfinished checkout of the same contents after a reload; false when there is none. */
  async resume(contents: string): Promise<boolean> {
    const pending = this.records.read(PendingCheckoutRecord);
    if (pending === undefined || pending.contents !== contents) return false;
    const result = await this.storefront.getCart(pending.cartId);
    if (isLeft(result) || result.right === null) {
      this.forgetPending();
      return false;
    }
    runInAction(() => {
      this.apply(result.right);
      this.idempotencyKey = pending.idempotencyKey;
      this.contents = contents;
    });
    return true;
  }

  /** Forgets the storefront cart (its contents changed, or the order was placed): the next checkout creates a new one. */
  startOver(): void {
    if (this.checkoutStatus === 'paying') return;
    this.cart = null;
    this.discounts = [];
    this.status = 'idle';
    this.error = null;
    this.paymentError = null;
    this.checkoutStatus = 'idle';
    this.idempotencyKey = null;
    this.contents = null;
    this.forgetPending();
  }

  private savePending(): void {
    if (this.cart === null || this.contents === null) return;
    const pending: PendingCheckout = { cartId: this.cart.id, idempotencyKey: this.idempotencyKey, contents: this.contents };
    this.records.write(PendingCheckoutRecord, pending);
  }

  private forgetPending(): void {
    this.records.remove(PendingCheckoutRecord.key);
  }

  private apply(cart: StorefrontCartState | null): void {
    this.cart = cart;
    this.status = 'ready';
    this.error = null;
  }

  private fail(failure: StorefrontFailure): void {
    // After a timed-out mutation the port read the cart again: show what the server holds.
    if (failure.cart) this.cart = failure.cart;
    this.status = 'failed';
    this.error = failure.message;
  }

  /**
   * One storefront call that answers the cart: busy while it runs, then the cart it answered or the
   * failure (in the shopper's words when `words` says them); answers whether it went through.
   */
  private async update(
    call: () => Promise<Either<StorefrontFailure, StorefrontCartState | null>>,
    words: (failure: StorefrontFailure) => StorefrontFailure = (failure) => failure,
  ): Promise<boolean> {
    runInAction(() => {
      this.status = 'busy';
    });
    const result = await call();
    if (isLeft(result)) {
      this.fail(words(result.left));
      return false;
    }
    this.apply(result.right);
    return true;
  }
}
