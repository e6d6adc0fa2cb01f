import { inject, injectable, optional } from 'inversify';
import * as t from 'io-ts';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { checkoutMessages, orderItemName } from '../../../domain/cart';
import { configProductKind, findVariantByName } from '../../../domain/catalog';
import { formatMoney, ZERO_CENTS } from '../../../domain/money';
import { AnalyticsStore } from '../../analytics/analytics-store';
import { CatalogStore } from '../../catalog/catalog-store';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../../ports/local-records';
import { Scheduler, type Scheduler as SchedulerPort } from '../../ports/scheduler';
import type { CartAttribute, CartLineRequest } from '../../ports/storefront-cart';
import { PrintProducts } from '../../printing/print-products';
import { projectPictures } from '../../../domain/printing/project-pictures';
import { ProjectSync } from '../../printing/project-sync';
import { ProjectStore } from '../../printing/project-store';
import { ConfigStore } from '../../shell/config-store';
import { TenantId } from '../../tokens';
import { LaunchContext, type LaunchContext as Launch } from '../../ports/launch-context';
import { isTestLaunch } from '../../../domain/embed';
import { cartItemAttributes } from '../cart-records';
import { CartContentsStore } from '../cart-contents-store';
import { CartPricingStore } from '../cart-pricing-store';
import { LastOrderRecord, type PlacedOrder } from './checkout-records';
import { CHECKOUT_FIELDS, CheckoutForm, type CheckoutField, type Delivery } from './checkout-form';
import { fingerprint, lineAttributes, orderNumberOf, projectLineGroups } from './placed-order';
import { PICKUP_READY_ATTRIBUTE, PICKUP_SHIPPING_HANDLE, PICKUP_STORE_ATTRIBUTE, STANDARD_SHIPPING_HANDLE, StorefrontCheckout } from './storefront-checkout';
import { StoreFinderStore } from '../../pickup/store-finder-store';
import { PICKUP_STORE_REQUIRED } from '../../../domain/pickup';
import type { OrderPickup } from './checkout-records';
import { TenantStore } from '../../shell/tenant-store';
import { PageExit, type PageExit as Exit } from '../../ports/page-exit';
import { cartTokenOf, hostedReturn, HostedOrderRecord } from './hosted-return';

export type CheckoutStep = 'cart' | 'details' | 'placing' | 'completed';

/** What to focus when the order cannot be placed yet: a form field, or the store finder (no store chosen). */
export type CheckoutFocus = CheckoutField | 'pickupStore';

/** Details a shopper may reuse next time on this device (never the card). */
const CheckoutDetails: LocalRecord<Partial<Record<CheckoutField, string>>> = {
  key: 'checkoutDetails',
  codec: t.partial(Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, t.string])) as Record<CheckoutField, t.StringC>),
};

/**
 * Checkout: the step, the form, and the order through the storefront (`StorefrontCheckout`),
 * whose server prices the cart again. After the order the projects are Completed, wall pads and
 * promo cleared, and the order kept for /confirm (`lastOrder`).
 */
@injectable()
export class CheckoutStore {
  step: CheckoutStep = 'cart';
  /** Why placing the order failed (payment declined, a storefront error), in words for the shopper. */
  error: string | null = null;
  lastOrder: PlacedOrder | null;
  readonly form: CheckoutForm;
  /** The storefront cart's edits in flight: each waits for the one before. */
  private syncing: Promise<boolean> = Promise.resolve(true);

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
    @inject(CartPricingStore) private readonly pricing: CartPricingStore,
    @inject(StorefrontCheckout) private readonly storefront: StorefrontCheckout,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(PrintProducts) private readonly products: PrintProducts,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
    @inject(LaunchContext) private readonly launch: Launch,
    @inject(AnalyticsStore) private readonly tracking: AnalyticsStore,
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
    makeObservable(this, {
      step: observable,
      error: observable,
      lastOrder: observableRef,
      begin: action,
      backToCart: action,
      invalidate: action,
      setDelivery: action,
    });
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
    return this.storefront.discounts.map((d) => {
      // An automatic discount's title says what it takes ('Volume discount 10% off').
      if (d.code === null) return d.label;
      if (d.percent !== null) return `${d.code} (${d.percent}%)`;
      return d.amount !== null ? `${d.code} (−${formatMoney(d.amount)})` : d.code;
    });
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

  begin(): void {
    if (this.pricing.isEmpty || this.pricing.overLimitMessage !== null) return;
    if (this.hosted) return void this.goToHostedCheckout();
    this.form.setNeedsCard(this.pricing.summary.total > 0);
    this.error = null;
    if (this.step !== 'details') this.tracking.beginCheckout(this.pricing.ecommerceLines(), this.pricing.summary.total, this.appliedCode());
    this.step = 'details';
  }

  /** GA4 purchase for the last order, unless this device sent it already (a reload of /confirm sends nothing). */
  reportPurchase(): void {
    const order = this.lastOrder;
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

  private appliedCode(): string | null {
    return this.contents.promo.kind === 'applied' ? this.contents.promo.code : null;
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
    if (this.step === 'details') this.form.setNeedsCard(this.pricing.summary.total > 0);
    if (this.storefront.cart !== null) void this.syncStorefront();
  }

  /**
   * Edits the storefront cart to the shopper's cart, one edit run after another (a second change waits
   * for the first's answers). False when an edit failed; `error` then has the §8 wording.
   */
  private syncStorefront(): Promise<boolean> {
    const run = this.syncing.then(async () => {
      if (this.storefront.cart === null) return false;
      await this.catalog.loadProducts();
      const lines = this.storefrontLines();
      if (typeof lines === 'string') return this.syncFailed(lines);
      const promo = this.appliedCode();
      if (!(await this.storefront.edit({ lines, attributes: this.cartAttributes(), promo }))) return this.syncFailed(this.storefront.error ?? checkoutMessages.cartNotFound);
      this.storefront.remember(fingerprint(JSON.stringify([lines, promo])));
      runInAction(() => {
        if (this.step !== 'placing') this.error = null;
      });
      return true;
    });
    this.syncing = run.catch(() => false);
    return run;
  }

  private syncFailed(message: string): false {
    runInAction(() => {
      this.error = message;
    });
    return false;
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
    // GA4 add_payment_info: the shopper gave valid payment details and asks to pay with them.
    if (this.pricing.summary.total > 0) this.tracking.addPaymentInfo(this.pricing.ecommerceLines(), this.pricing.summary.total, this.appliedCode(), 'Credit Card');
    const failed = this.startPlacing('details');
    // The order names the projects and their prints are made from the server's copies: every edit
    // must have landed before anything is charged. Sent now; waited for just before paying.
    const saved = this.sync.settle(this.projects.cartProjects.map((p) => p.id));
    // Lines name the catalogue's variants: make sure the catalogue is there (cached after the first load).
    await this.catalog.loadProducts();
    const lines = this.storefrontLines();
    if (typeof lines === 'string') return failed(lines), undefined;
    this.records.write(CheckoutDetails, this.form.remembered());

    const promo = this.contents.promo.kind === 'applied' ? this.contents.promo.code : null;
    const contents = fingerprint(JSON.stringify([lines, promo]));
    // After a reload, the unfinished checkout of the same cart is picked up (same cart, same payment key).
    if (this.storefront.cart === null) await this.storefront.resume(contents);
    if (this.storefront.cart === null) {
      await this.storefront.addLines(lines, this.cartAttributes());
      if (this.storefront.cart === null) return failed(this.storefront.error ?? checkoutMessages.cartCreationFailed), undefined;
      if (promo !== null) {
        await this.storefront.applyPromoCode(promo);
        if (this.storefront.status === 'failed') return failed(this.storefront.error ?? checkoutMessages.promoNotApplied), undefined;
      }
      this.storefront.remember(contents);
    } else if (!(await this.syncStorefront())) {
      // The cart made before (a failed payment, a reload) is edited to what the shopper holds now.
      return failed(this.storefront.error ?? checkoutMessages.cartNotFound), undefined;
    }
    await this.storefront.setEmail(this.form.values.email.trim());
    if (this.storefront.status === 'failed') return failed(this.storefront.error ?? checkoutMessages.emailNotSaved), undefined;
    // The store rides as a cart attribute (emptied when the order ships); the server checks it and sets the ready-by time.
    // A tenant without pick-up never sets it.
    if (this.offersPickup && !(await this.storefront.setAttributes([{ key: PICKUP_STORE_ATTRIBUTE, value: pickup?.store.id ?? '' }]))) return failed(this.storefront.error ?? checkoutMessages.cartNotFound), undefined;
    const cart = this.storefront.cart;
    if (cart === null) return failed(checkoutMessages.cartNotFound), undefined;
    if (!(await saved)) return failed(checkoutMessages.changesNotSaved), undefined;
    // SPEC §9: the discounts the storefront applies, read 250 at a time (shown beside the total).
    await this.storefront.loadDiscounts();
    await this.storefront.checkout(cart.total === 0 ? null : this.form.card(), this.form.billingAddress(), pickup ? PICKUP_SHIPPING_HANDLE : STANDARD_SHIPPING_HANDLE);
    if (this.storefront.checkoutStatus !== 'completed' || this.storefront.orderId === null) {
      return failed(this.storefront.paymentError ?? checkoutMessages.paymentNotCompleted), undefined;
    }
    this.complete(this.storefront.orderId, pickup && this.pickupOf(pickup.store));
    return undefined;
  }

  /** The pick-up store and the ready-by time the server wrote on the order (never the list's estimate). */
  private pickupOf(store: OrderPickup['store']): OrderPickup {
    const promised = this.storefront.orderAttributes.find((a) => a.key === PICKUP_READY_ATTRIBUTE)?.value;
    const readyAt = promised === undefined ? NaN : Date.parse(promised);
    return { store, readyAt: Number.isFinite(readyAt) ? readyAt : null };
  }

  /**
   * A tenant on a real shop (issue 34 item 4): the cart is made (or edited) on the shop with the current
   * cart API and the shopper goes to the shop's hosted checkout (`cart.checkoutUrl`), which takes the
   * details and the payment. What the cart held is kept for /confirm, where the shop sends them back.
   */
  async goToHostedCheckout(): Promise<void> {
    if (this.step === 'placing') return;
    const failed = this.startPlacing('cart');
    const saved = this.sync.settle(this.projects.cartProjects.map((p) => p.id));
    await this.catalog.loadProducts();
    const lines = this.storefrontLines();
    if (typeof lines === 'string') return failed(lines);
    const promo = this.appliedCode();
    if (this.storefront.cart === null) {
      await this.storefront.addLines(lines, this.cartAttributes());
      if (this.storefront.cart === null) return failed(this.storefront.error ?? checkoutMessages.cartCreationFailed);
      if (promo !== null) await this.storefront.applyPromoCode(promo);
      if (this.storefront.status === 'failed') return failed(this.storefront.error ?? checkoutMessages.promoNotApplied);
    } else if (!(await this.syncStorefront())) return failed(this.storefront.error ?? checkoutMessages.cartNotFound);
    if (!(await saved)) return failed(checkoutMessages.changesNotSaved);
    const cart = this.storefront.cart;
    if (cart === null) return failed(checkoutMessages.cartNotFound);
    this.records.write(HostedOrderRecord, { cartToken: cartTokenOf(cart.id), order: this.placedOrder('', null, '') });
    this.exit?.go(cart.checkoutUrl);
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

  private complete(orderId: string, pickup: OrderPickup | null): void {
    this.finish(this.placedOrder(orderId, pickup, this.form.values.email.trim()));
  }

  private placedOrder(orderId: string, pickup: OrderPickup | null, email: string): PlacedOrder {
    const cart = this.storefront.cart;
    return {
      ...(pickup ? { pickup } : {}),
      analytics: { items: this.pricing.ecommerceLines().map(({ lineId: _line, ...item }) => item), coupon: this.appliedCode() },
      orderId,
      email,
      placedAt: this.scheduler.now(),
      items: this.projects.cartProjects
        .map((p): PlacedOrder['items'][number] => ({
          name: this.products.product(p.productId).name,
          tiles: p.tiles.length,
          quantity: p.quantity,
          frameColor: p.frameColor,
          imagePaths: p.tiles.slice(0, 4).flatMap((tile) => (tile.imagePath ? [tile.imagePath] : [])),
          pictures: projectPictures(p, this.products.product(p.productId)),
        }))
        .concat(this.contents.items.map((i) => ({ name: orderItemName(i.name, i.variantName), tiles: 0, quantity: i.quantity, frameColor: '', imagePaths: [] }))),
      wallPads: this.contents.wallPads,
      subtotal: cart?.subtotal ?? this.pricing.summary.subtotal,
      discount: cart === null ? ZERO_CENTS : this.storefront.discount,
      total: cart?.total ?? this.pricing.summary.total,
    };
  }

  private finish(order: PlacedOrder): void {
    this.records.write(LastOrderRecord, order);
    this.pricing.orderPlaced();
    runInAction(() => {
      this.projects.completeCheckout();
      this.contents.clearAfterCheckout();
      this.lastOrder = order;
      this.step = 'completed';
      this.form.values.cardNumber = '';
      this.form.values.expiry = '';
      this.form.values.securityCode = '';
    });
    this.storefront.startOver();
  }

  /** The storefront lines, or why the cart cannot be sent (a product whose frame colour is not sold). */
  private storefrontLines(): CartLineRequest[] | string {
    const lines: CartLineRequest[] = [];
    for (const project of this.projects.cartProjects) {
      const product = this.products.product(project.productId);
      // One line per frame colour: each line is one variant, and its tiles wear its colour (issue 26).
      for (const group of projectLineGroups(project)) {
        const variant = findVariantByName(product, group.frameColor);
        if (variant === undefined) return checkoutMessages.frameNotSold(group.frameColor, product.name);
        lines.push({ merchandiseId: variant.id, quantity: group.tiles.length * project.quantity, attributes: lineAttributes(project, group) });
      }
    }
    for (const item of this.contents.items) lines.push({ merchandiseId: item.variantId, quantity: item.quantity, attributes: cartItemAttributes(item) });
    if (this.contents.wallPads > 0) {
      const pad = this.config.config?.products.find((p) => configProductKind(p.id) === 'wallPad' && p.shopifyId !== undefined);
      if (pad?.shopifyId === undefined) return checkoutMessages.wallPadsUnavailable;
      lines.push({ merchandiseId: pad.shopifyId, quantity: this.contents.wallPads, attributes: [] });
    }
    return lines;
  }

  /** The cart's own attributes, kept on the order: the tenant, the link's attribution (UTM) and a test launch's mark. */
  private cartAttributes(): CartAttribute[] {
    // The campaign the shopper came by, as analytics keeps it (it outlives a reload on the way to checkout).
    const utm = this.tracking.campaign.attributes();
    const test = isTestLaunch(this.launch.search, this.launch.initialData) ? [{ key: '_test', value: 'true' }] : [];
    return [{ key: '_tenant', value: this.tenantId }, ...utm, ...test];
  }
}
