import { inject, injectable, optional, preDestroy } from 'inversify';
import * as t from 'io-ts';
import { reaction, runInAction } from 'mobx';
import { makeObservableByKind } from '../../observable-by-kind';
import { checkoutMessages } from '../../../domain/cart';
import { PICKUP_STORE_REQUIRED } from '../../../domain/pickup';
import { StoreFinderStore } from '../../pickup';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../../ports/local-records';
import { PageExit, type PageExit as Exit } from '../../ports/page-exit';
import { Scheduler, type Scheduler as SchedulerPort } from '../../ports/scheduler';
import { TenantStore } from '../../shell/tenant-store';
import { CheckoutCart } from './checkout-cart';
import { LastOrderRecord, type PlacedOrder } from './checkout-records';
import { CHECKOUT_FIELDS, CheckoutForm, type CheckoutField, type Delivery } from './checkout-form';
import { CheckoutTracking } from './checkout-tracking';
import { cartTokenOf, hostedReturn, HostedOrderRecord } from './hosted-return';
import { StorefrontOrder } from './storefront-order';

export type CheckoutStep = 'cart' | 'details' | 'placing' | 'completed';

/** What to focus when the order cannot be placed yet: a form field, or the store finder (no store chosen). */
export type CheckoutFocus = CheckoutField | 'pickupStore';

/** Details a shopper may reuse next time on this device (never the card). */
const CheckoutDetails: LocalRecord<Partial<Record<CheckoutField, string>>> = {
  key: 'checkoutDetails',
  codec: t.partial(Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, t.string])) as Record<CheckoutField, t.StringC>),
};

/**
 * Checkout: the step, the form, and the order through the storefront (`StorefrontOrder`), whose
 * server prices the cart again. After the order the projects are Completed, wall pads and promo
 * cleared, and the order kept for /confirm (`lastOrder`). What the order holds is `CheckoutCart`'s,
 * what analytics hears `CheckoutTracking`'s (split by use case, issue 36: at most 8 injected each).
 */
@injectable()
export class CheckoutStore {
  step: CheckoutStep = 'cart';
  /** Why placing the order failed (payment declined, a storefront error), in words for the shopper. */
  error: string | null = null;
  lastOrder: PlacedOrder | null;
  readonly form: CheckoutForm;
  private readonly stopRemembering: () => void;

  constructor(
    @inject(CheckoutCart) private readonly cart: CheckoutCart,
    @inject(StorefrontOrder) private readonly order: StorefrontOrder,
    @inject(CheckoutTracking) private readonly tracking: CheckoutTracking,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    /** The pick-up tenants' store finder (issue 30): the store a pick-up order names. */
    @inject(StoreFinderStore) readonly stores: StoreFinderStore,
    @inject(TenantStore) private readonly tenants: TenantStore,
    /** Leaving for a shop's hosted checkout (none in tests that never go there). */
    @inject(PageExit) @optional() private readonly exit?: Exit,
  ) {
    this.form = new CheckoutForm(() => scheduler.now(), records.read(CheckoutDetails) ?? {});
    // "Pick up in store" comes first where the tenant offers it.
    if (stores.offered) this.form.setDelivery('pickup');
    this.lastOrder = records.read(LastOrderRecord) ?? null;
    makeObservableByKind(this, {
      observable: ['step', 'error'],
      observableRef: ['lastOrder'],
      action: ['begin', 'backToCart', 'invalidate', 'setDelivery'],
    });
    // Kept as they are typed, so a reload mid-checkout finds them again (never the card: `remembered` leaves it out).
    this.stopRemembering = reaction(
      () => this.form.remembered(),
      (details) => records.write(CheckoutDetails, details),
    );
  }

  /** A logout disposes the customer's stores: what is typed after it is written nowhere. */
  @preDestroy()
  dispose(): void {
    this.stopRemembering();
  }

  /** The error to show: "choose a store" goes as soon as a store is chosen. */
  get problem(): string | null {
    return this.error === PICKUP_STORE_REQUIRED && this.stores.selected !== null ? null : this.error;
  }

  /**
   * The discounts the storefront applies to this checkout (SPEC §9: read 250 at a time), in the
   * shopper's words: the code or the automatic discount's title, and what it takes off.
   */
  get appliedDiscounts(): readonly string[] {
    return this.order.appliedDiscounts;
  }

  /** Whether the shopper chooses between pick-up and shipping (the pick-up tenants; both are allowed there). */
  get offersPickup(): boolean {
    return this.stores.offered;
  }

  setDelivery(delivery: Delivery): void {
    if (this.step === 'placing' || (delivery === 'pickup' && !this.offersPickup)) return;
    this.form.setDelivery(delivery);
    this.error = null;
  }

  /** The order being placed is what the shopper saw: the cart does not change meanwhile. */
  get placing(): boolean {
    return this.step === 'placing';
  }

  /** Whether the tenant checks out through its shop's hosted checkout (issue 34) rather than the card form here. */
  get hosted(): boolean {
    return this.tenants.shop !== null;
  }

  /** What the cart page needs before pricing and checkout: the catalogue's variants and the config. */
  load(): Promise<void> {
    return this.cart.load();
  }

  begin(): void {
    const pricing = this.cart.pricing;
    if (pricing.isEmpty || pricing.overLimitMessage !== null) return;
    if (this.hosted) return void this.goToHostedCheckout();
    this.form.setNeedsCard(pricing.summary.total > 0);
    this.error = null;
    if (this.step !== 'details') this.tracking.beginCheckout();
    this.step = 'details';
  }

  /** GA4 purchase for the last order, unless this device sent it already (a reload of /confirm sends nothing). */
  reportPurchase(): void {
    this.tracking.purchase(this.lastOrder);
  }

  backToCart(): void {
    if (this.step === 'placing') return;
    this.step = 'cart';
  }

  /**
   * The cart changed: maybe no card is needed now, and a storefront cart already made (a payment that
   * failed, a shopper back from the details) is edited to match at once (SPEC §7), not made again.
   */
  invalidate(): void {
    if (this.step === 'details') this.form.setNeedsCard(this.cart.pricing.summary.total > 0);
    if (this.order.hasCart) void this.syncStorefront();
  }

  /** Edits the storefront cart to the shopper's cart; a refusal shows in `error` (the §8 wording), a success clears it. */
  private async syncStorefront(): Promise<void> {
    const outcome = await this.order.sync();
    if (outcome === 'no-cart') return;
    runInAction(() => {
      if (outcome !== 'synced') this.error = outcome.failed;
      else if (this.step !== 'placing') this.error = null;
    });
  }

  /**
   * Places the order: checks the form, sends the cart to the storefront (which prices it again),
   * applies the promo code there, and pays with the vaulted card, or completes for free when the
   * server's total is zero. A declined card leaves everything as it was. Resolves to the field
   * to focus when the form has errors.
   */
  async placeOrder(): Promise<CheckoutFocus | undefined> {
    if (this.step === 'placing') return undefined;
    const valid = this.form.submit();
    const pickup = this.form.delivery === 'pickup' ? this.stores.selected : null;
    if (this.form.delivery === 'pickup' && pickup === null) {
      runInAction(() => {
        this.error = PICKUP_STORE_REQUIRED;
      });
      return valid ? 'pickupStore' : this.form.firstInvalid;
    }
    if (!valid) return this.form.firstInvalid;
    this.tracking.addPaymentInfo();
    const failed = this.startPlacing('details');
    // Sent now; waited for just before paying.
    const saved = this.cart.saved();
    await this.cart.loadProducts();
    const lines = this.cart.lines();
    if (typeof lines === 'string') return (failed(lines), undefined);
    const refused = await this.order.prepare(lines, true);
    if (refused !== null) return (failed(refused), undefined);
    const email = this.form.values.email.trim();
    // A tenant without pick-up never sets the store attribute.
    const pickupStoreId = this.offersPickup ? (pickup?.store.id ?? '') : null;
    const paid = await this.order.pay({ email, pickupStoreId, card: () => this.form.card(), billingAddress: this.form.billingAddress() }, saved);
    if ('failed' in paid) return (failed(paid.failed), undefined);
    this.finish(this.order.placedOrder({ orderId: paid.orderId, pickup: pickup && this.order.pickupOf(pickup.store), email, placedAt: this.scheduler.now() }));
    return undefined;
  }

  /**
   * A tenant on a real shop (issue 34 item 4): the cart is made (or edited) on the shop with the current
   * cart API and the shopper goes to the shop's hosted checkout (`cart.checkoutUrl`), which takes the
   * details and the payment. What the cart held is kept for /confirm, where the shop sends them back.
   */
  async goToHostedCheckout(): Promise<void> {
    if (this.step === 'placing') return;
    const failed = this.startPlacing('cart');
    const saved = this.cart.saved();
    await this.cart.loadProducts();
    const lines = this.cart.lines();
    if (typeof lines === 'string') return failed(lines);
    const refused = await this.order.prepare(lines, false);
    if (refused !== null) return failed(refused);
    if (!(await saved)) return failed(checkoutMessages.changesNotSaved);
    const hosted = this.order.hostedCheckout;
    if (hosted === null) return failed(checkoutMessages.cartNotFound);
    const order = this.order.placedOrder({ orderId: '', pickup: null, email: '', placedAt: this.scheduler.now() });
    this.records.write(HostedOrderRecord, { cartToken: cartTokenOf(hosted.cartId), order });
    this.exit?.go(hosted.url);
  }

  /** The order is on its way: no second tap, no old error; a refusal says why and goes back to `backTo`. */
  private startPlacing(backTo: CheckoutStep): (message: string) => void {
    runInAction(() => {
      this.step = 'placing';
      this.error = null;
    });
    return (message) =>
      runInAction(() => {
        this.error = message;
        this.step = backTo;
      });
  }

  /** Back from the shop's hosted checkout with the order (/confirm?order_id=…&checkout_token=…): the order is placed. */
  returnFromHostedCheckout(search: string): void {
    const kept = this.records.read(HostedOrderRecord);
    const orderId = hostedReturn(search, kept);
    if (kept === undefined || orderId === null) return;
    this.records.remove(HostedOrderRecord.key);
    this.finish({ ...kept.order, orderId: `gid://shopify/Order/${orderId}`, placedAt: this.scheduler.now() });
  }

  private finish(order: PlacedOrder): void {
    this.records.write(LastOrderRecord, order);
    this.cart.pricing.orderPlaced();
    runInAction(() => {
      this.cart.empty();
      this.lastOrder = order;
      this.step = 'completed';
      this.form.values.cardNumber = '';
      this.form.values.expiry = '';
      this.form.values.securityCode = '';
    });
    this.order.startOver();
  }
}
