import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { configProductKind, findVariantByName } from '../../domain/catalog';
import { ZERO_CENTS } from '../../domain/money';
import type { StorageKey } from '../../domain/persistence';
import { tileUnits } from '../../domain/project';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { PrintProductSource, type PrintProductSource as Products } from '../ports/print-products';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import type { CartAttribute, CartLineRequest } from '../ports/storefront-cart';
import { CartContentsStore, type CartProductItem } from './cart-contents-store';
import { CartStore } from './cart-store';
import { CatalogStore } from '../catalog/catalog-store';
import { ConfigStore } from '../shell/config-store';
import { ProjectStore } from '../printing/project-store';
import { TenantId } from '../tokens';
import { CartPricingStore } from './cart-pricing-store';
import { CheckoutForm, type CheckoutField } from './checkout-form';
import { fingerprint, isPlacedOrder, lineAttributes, type PlacedOrder } from './placed-order';

export { fingerprint, orderNumberOf, lineAttributes, type PlacedOrder } from './placed-order';
export { welcomeGrantedAt } from './welcome-offer';
export type { CartItem, NextTier, PromoState } from './cart-pricing-store';

export type CheckoutStep = 'cart' | 'details' | 'placing' | 'completed';

/** Details a shopper may reuse next time on this device (never the card). */
const CheckoutDetails: LocalRecord<Partial<Record<CheckoutField, string>>> = {
  key: 'checkoutDetails',
  codec: t.record(t.string, t.string) as unknown as t.Type<Partial<Record<CheckoutField, string>>, unknown, unknown>,
};

/**
 * The cart page and checkout: edits to the cart (copies, wall pads, items, the promo code) with
 * the prices of `pricing` (the domain's rules), and the order through the storefront cart, whose
 * server prices it again. After the order the projects are Completed, wall pads and promo cleared,
 * and the order kept for /confirm.
 */
@injectable()
export class CartPageStore {
  step: CheckoutStep = 'cart';
  /** Why placing the order failed (payment declined, a storefront error), in words for the shopper. */
  checkoutError: string | null = null;
  /** Why a quantity change was refused (the pharmacy tenant's tile limit). */
  limitMessage: string | null = null;
  lastOrder: PlacedOrder | null;
  readonly form: CheckoutForm;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(CartContentsStore) readonly contents: CartContentsStore,
    @inject(CartPricingStore) readonly pricing: CartPricingStore,
    @inject(CartStore) private readonly storefront: CartStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(PrintProductSource) private readonly products: Products,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
  ) {
    this.form = new CheckoutForm(() => scheduler.now(), this.rememberedDetails());
    this.lastOrder = this.readLastOrder();
    makeObservable(this, {
      step: observable,
      checkoutError: observable,
      limitMessage: observable,
      lastOrder: observableRef,
      isEmpty: computed,
      changeQuantity: action,
      removeProject: action,
      setWallPads: action,
      setItemQuantity: action,
      removePromo: action,
      beginCheckout: action,
      backToCart: action,
    });
  }

  /** Loads what pricing and checkout need (catalogue variants) and checks a remembered promo code. */
  async start(): Promise<void> {
    const code = this.contents.promoCode;
    await Promise.all([this.catalog.loadProducts(), this.config.config === null ? this.config.refresh() : undefined]);
    if (code !== null && this.pricing.promo.kind === 'none') await this.applyPromo(code);
  }

  get isEmpty(): boolean {
    return this.projects.cartProjects.length === 0 && this.contents.wallPads === 0 && this.contents.items.length === 0;
  }

  // ---- cart ----------------------------------------------------------------------------------

  changeQuantity(projectId: string, quantity: number): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    const result = this.projects.setProjectQuantity(projectId, quantity);
    this.limitMessage = isLeft(result) ? result.left.message : null;
    this.invalidateCheckout();
  }

  removeProject(projectId: string): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    this.projects.removeProject(projectId);
    this.limitMessage = null;
    this.invalidateCheckout();
  }

  /** Reopens a project in the framing tool; the caller navigates to /printing. */
  editProject(projectId: string): boolean {
    const result = this.projects.editFromCart(projectId);
    this.invalidateCheckout();
    return !isLeft(result);
  }

  setWallPads(count: number): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    this.contents.setWallPads(count);
    this.invalidateCheckout();
  }

  setItemQuantity(item: CartProductItem, quantity: number): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    this.contents.setItemQuantity(item, quantity);
    this.invalidateCheckout();
  }

  // ---- promo ---------------------------------------------------------------------------------

  async applyPromo(code: string): Promise<void> {
    await this.pricing.applyPromo(code);
    this.invalidateCheckout();
  }

  removePromo(): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    this.pricing.removePromo();
    this.invalidateCheckout();
  }

  // ---- checkout ------------------------------------------------------------------------------

  beginCheckout(): void {
    if (this.isEmpty || this.pricing.overLimitMessage !== null) return;
    this.form.setNeedsCard(this.pricing.summary.total > 0);
    this.checkoutError = null;
    this.step = 'details';
  }

  backToCart(): void {
    if (this.step === 'placing') return;
    this.step = 'cart';
  }

  /**
   * Places the order: checks the form, sends the cart to the storefront (which prices it again),
   * applies the promo code there, and pays with the vaulted card, or completes for free when the
   * server's total is zero. A declined card leaves everything as it was. Resolves to the field
   * to focus when the form has errors.
   */
  async placeOrder(): Promise<CheckoutField | undefined> {
    if (this.step === 'placing') return undefined;
    if (!this.form.submit()) return this.form.firstInvalid;
    runInAction(() => {
      this.step = 'placing';
      this.checkoutError = null;
    });
    const failed = (message: string) =>
      runInAction(() => {
        this.checkoutError = message;
        this.step = 'details';
      });
    // Lines name the catalogue's variants: make sure the catalogue is there (cached after the first load).
    await this.catalog.loadProducts();
    const lines = this.storefrontLines();
    if (typeof lines === 'string') return failed(lines), undefined;
    this.records.write(CheckoutDetails, this.form.remembered());

    const contents = fingerprint(JSON.stringify([lines, this.pricing.promo.kind === 'applied' ? this.pricing.promo.code : null]));
    // After a reload, the unfinished checkout of the same cart is picked up (same cart, same payment key).
    if (this.storefront.cart === null) await this.storefront.resume(contents);
    if (this.storefront.cart === null) {
      await this.storefront.addLines(lines, this.cartAttributes());
      if (this.storefront.cart === null) return failed(this.storefront.error ?? 'Cart creation failed.'), undefined;
      if (this.pricing.promo.kind === 'applied') {
        await this.storefront.applyPromoCode(this.pricing.promo.code);
        if (this.storefront.status === 'failed') return failed(this.storefront.promoError ?? this.storefront.error ?? 'Failed to apply discount code.'), undefined;
      }
      this.storefront.remember(contents);
    }
    await this.storefront.setEmail(this.form.values.email.trim());
    if (this.storefront.status === 'failed') return failed(this.storefront.error ?? 'We could not save your email address.'), undefined;
    const cart = this.storefront.cart;
    if (cart === null) return failed('Your cart could not be found. Please try again.'), undefined;
    await this.storefront.checkout(cart.total === 0 ? null : this.form.card(), this.form.billingAddress());
    if (this.storefront.checkoutStatus !== 'completed' || this.storefront.orderId === null) {
      return failed(this.storefront.paymentError ?? 'Your payment could not be completed. Please try again.'), undefined;
    }
    this.completeOrder(this.storefront.orderId);
    return undefined;
  }

  private completeOrder(orderId: string): void {
    const cart = this.storefront.cart;
    const completed = this.projects.cartProjects;
    const order: PlacedOrder = {
      orderId,
      email: this.form.values.email.trim(),
      placedAt: this.scheduler.now(),
      items: completed.map((p) => ({
        name: this.products.product(p.productId).name,
        tiles: p.tiles.length,
        quantity: p.quantity,
        frameColor: p.frameColor,
        imagePaths: p.tiles.slice(0, 4).flatMap((t) => (t.imagePath ? [t.imagePath] : [])),
      })).concat(
        this.contents.items.map((i) => ({ name: i.variantName ? `${i.name} (${i.variantName})` : i.name, tiles: 0, quantity: i.quantity, frameColor: '', imagePaths: [] })),
      ),
      wallPads: this.contents.wallPads,
      subtotal: cart?.subtotal ?? this.pricing.summary.subtotal,
      discount: cart === null ? ZERO_CENTS : this.storefront.discount,
      total: cart?.total ?? this.pricing.summary.total,
    };
    this.write('lastCart', order);
    runInAction(() => {
      this.projects.completeCheckout();
      this.contents.clearAfterCheckout();
      this.pricing.removePromo();
      this.lastOrder = order;
      this.step = 'completed';
      this.form.values.cardNumber = '';
      this.form.values.expiry = '';
      this.form.values.securityCode = '';
    });
    this.storefront.startOver();
  }

  // ---- internals -----------------------------------------------------------------------------

  /** A changed cart needs a new storefront cart at checkout. */
  private invalidateCheckout(): void {
    this.storefront.startOver();
    if (this.step === 'details') this.form.setNeedsCard(this.pricing.summary.total > 0);
  }

  /** The storefront lines, or why the cart cannot be sent (a product whose frame colour is not sold). */
  private storefrontLines(): CartLineRequest[] | string {
    const lines: CartLineRequest[] = [];
    for (const project of this.projects.cartProjects) {
      const product = this.products.product(project.productId);
      const variant = findVariantByName(product, project.frameColor);
      if (variant === undefined) return `The ${project.frameColor} frame of ${product.name} is not available. Edit the project to choose another frame.`;
      lines.push({ merchandiseId: variant.id, quantity: tileUnits(project), attributes: lineAttributes(project) });
    }
    for (const item of this.contents.items) lines.push({ merchandiseId: item.variantId, quantity: item.quantity, attributes: [] });
    if (this.contents.wallPads > 0) {
      const pad = this.config.config?.products.find((p) => configProductKind(p.id) === 'wallPad' && p.shopifyId !== undefined);
      if (pad?.shopifyId === undefined) return 'Wall pad kits are not available right now. Remove them to check out.';
      lines.push({ merchandiseId: pad.shopifyId, quantity: this.contents.wallPads, attributes: [] });
    }
    return lines;
  }

  private cartAttributes(): CartAttribute[] {
    return [{ key: '_tenant', value: this.tenantId }];
  }

  private rememberedDetails(): Partial<Record<CheckoutField, string>> {
    return this.records.read(CheckoutDetails) ?? {};
  }

  private readLastOrder(): PlacedOrder | null {
    const value = this.read('lastCart');
    return isPlacedOrder(value) ? value : null;
  }

  private read(key: StorageKey): unknown {
    return this.records.read({ key, codec: t.unknown });
  }

  private write(key: StorageKey, value: unknown): void {
    this.records.write({ key, codec: t.unknown }, value);
  }
}
