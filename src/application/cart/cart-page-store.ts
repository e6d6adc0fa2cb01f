import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { welcomePercentOff } from '../../domain/account';
import { configProductKind, findVariantByName } from '../../domain/catalog';
import { cents, percentOf, subtractCents, ZERO_CENTS, type Cents } from '../../domain/money';
import { encodeStored, readStored, type StorageKey } from '../../domain/persistence';
import { DEFAULT_PRICE_BOOK, lineKindOf, priceCart, projectCartLine, volumeDiscountPercent, wallPadLines, withConfigPrices, type CartLine, type PriceBook, type PriceSummary } from '../../domain/pricing';
import { promoFromWire, promoMessages, type Promo } from '../../domain/promo';
import { tileUnits, type Project } from '../../domain/project';
import { checkTileLimit, mainProductTileCount, tenantProfile } from '../../domain/tenant';
import { readTenantItem, writeTenantItem } from '../tenant-storage';
import { KeyValueStore, type KeyValueStore as Storage } from '../ports/key-value-store';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { PrintProductSource, type PrintProductSource as Products } from '../ports/print-products';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import type { CartAttribute, CartLineRequest } from '../ports/storefront-cart';
import { DEFAULT_TILE_PRODUCT_ID } from '../printing/print-product';
import { CartContentsStore, type CartProductItem } from '../stores/cart-contents-store';
import { CartStore } from '../stores/cart-store';
import { CatalogStore } from '../stores/catalog-store';
import { ConfigStore } from '../stores/config-store';
import { ProjectStore } from '../stores/project-store';
import { TenantId } from '../tokens';
import { CheckoutForm, type CheckoutField } from './checkout-form';
import { fingerprint, isPlacedOrder, lineAttributes, type PlacedOrder } from './placed-order';
import { welcomeGrantedAt } from './welcome-offer';

export { fingerprint, orderNumberOf, lineAttributes, type PlacedOrder } from './placed-order';
export { welcomeGrantedAt } from './welcome-offer';

/** A project as the cart lists it. */
export interface CartItem {
  readonly project: Project;
  readonly productName: string;
  /** Tiles in one copy of the project. */
  readonly tiles: number;
  readonly quantity: number;
  readonly unitPrice: Cents;
  /** Before and after the automatic (volume / membership) discount. */
  readonly gross: Cents;
  readonly net: Cents;
}

/** The promo code's state: being checked, applied (with its saving), or refused with the spec's message. */
export type PromoState =
  | { readonly kind: 'none' }
  | { readonly kind: 'checking'; readonly code: string }
  | { readonly kind: 'applied'; readonly code: string; readonly promo: Promo }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** What the next volume tier would bring: tiles to add, its percent, and the extra saving on the current tiles. */
export interface NextTier {
  readonly tilesToAdd: number;
  readonly percent: number;
  readonly extraSaving: Cents;
}

export type CheckoutStep = 'cart' | 'details' | 'placing' | 'completed';


/** Details a shopper may reuse next time on this device (never the card). */
const CHECKOUT_DETAILS_KEY = 'tpx-checkout-details';
const PROMO_UNAVAILABLE = "We couldn't check that code just now. Please try again.";

/**
 * The cart page and checkout: lists the cart's projects and wall pads priced by the domain
 * (volume tiers, membership, welcome promo, promo code, the pharmacy's larger-of rule), checks
 * promo codes (GET v1/promo/get and the domain's rules and messages), and places the order
 * through the storefront cart, whose server prices it again. After the order the projects are
 * Completed, wall pads and promo cleared, and the order kept for /confirm.
 */
@injectable()
export class CartPageStore {
  promo: PromoState = { kind: 'none' };
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
    @inject(CartStore) private readonly storefront: CartStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(PrintProductSource) private readonly products: Products,
    @inject(MainApi) private readonly api: Api,
    @inject(KeyValueStore) private readonly storage: Storage,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
  ) {
    this.form = new CheckoutForm(() => scheduler.now(), this.rememberedDetails());
    this.lastOrder = this.readLastOrder();
    makeObservable<CartPageStore, 'settlePromo'>(this, {
      promo: observableRef,
      step: observable,
      checkoutError: observable,
      limitMessage: observable,
      lastOrder: observableRef,
      items: computed,
      priceBook: computed,
      summary: computed,
      promoSaving: computed,
      discountRows: computed,
      nextTier: computed,
      overLimitMessage: computed,
      isEmpty: computed,
      changeQuantity: action,
      removeProject: action,
      setWallPads: action,
      setItemQuantity: action,
      removePromo: action,
      beginCheckout: action,
      backToCart: action,
      settlePromo: action,
    });
  }

  /** Loads what pricing and checkout need (catalogue variants) and checks a remembered promo code. */
  async start(): Promise<void> {
    const code = this.contents.promoCode;
    await Promise.all([this.catalog.loadProducts(), this.config.config === null ? this.config.refresh() : undefined]);
    if (code !== null && this.promo.kind === 'none') await this.applyPromo(code);
  }

  get isEmpty(): boolean {
    return this.projects.cartProjects.length === 0 && this.contents.wallPads === 0 && this.contents.items.length === 0;
  }

  get priceBook(): PriceBook {
    const config = this.config.config;
    return config === null
      ? DEFAULT_PRICE_BOOK
      : withConfigPrices(DEFAULT_PRICE_BOOK, { products: config.products.map((p) => ({ id: p.id, shopifyId: p.shopifyId, price: p.priceCents / 100 })) });
  }

  get items(): readonly CartItem[] {
    const priced = new Map(this.summary.lines.map((l) => [l.id, l]));
    return this.projects.cartProjects.map((project) => {
      const line = priced.get(project.id);
      return {
        project,
        productName: this.products.product(project.productId).name,
        tiles: project.tiles.length,
        quantity: project.quantity,
        unitPrice: line?.unitPrice ?? this.priceBook.tilePrice,
        gross: line?.gross ?? ZERO_CENTS,
        net: line?.net ?? ZERO_CENTS,
      };
    });
  }

  /** The cart priced by the domain rules. */
  get summary(): PriceSummary {
    const promo = this.promo.kind === 'applied' ? this.promo.promo : undefined;
    return priceCart({
      lines: this.cartLines(),
      priceBook: this.priceBook,
      isMember: false,
      ...(promo === undefined ? {} : { promo, promoContext: { now: this.scheduler.now(), words: { singular: 'tile', plural: 'tiles' } } }),
      ...(this.welcomePercent() > 0 ? { welcomePercentOff: this.welcomePercent() } : {}),
      promoCombination: tenantProfile(this.tenantId).promoCombination,
    });
  }

  /**
   * The discount rows under the subtotal: the automatic tier, then the welcome offer and the promo
   * code (under the pharmacy's larger-of rule only the larger one is shown, since only it counts).
   */
  get discountRows(): ReadonlyArray<{ readonly key: 'automatic' | 'welcome' | 'promo'; readonly label: string; readonly amount: Cents }> {
    const s = this.summary;
    const rows: Array<{ key: 'automatic' | 'welcome' | 'promo'; label: string; amount: Cents }> = [];
    if (s.automaticDiscount > 0) rows.push({ key: 'automatic', label: `${s.automaticKind === 'membership' ? 'Membership' : 'Volume discount'} (${s.automaticPercent}%)`, amount: s.automaticDiscount });
    const larger = tenantProfile(this.tenantId).promoCombination === 'larger';
    const showWelcome = s.welcomeDiscount > 0 && (!larger || s.welcomeDiscount >= s.promoDiscount);
    const showPromo = s.promoDiscount > 0 && this.promo.kind === 'applied' && (!larger || s.promoDiscount > s.welcomeDiscount);
    if (showWelcome) rows.push({ key: 'welcome', label: 'Welcome offer', amount: showPromo ? s.welcomeDiscount : s.codeDiscount });
    if (showPromo && this.promo.kind === 'applied') rows.push({ key: 'promo', label: `Promo ${this.promo.code}`, amount: showWelcome ? subtractCents(s.codeDiscount, s.welcomeDiscount) : s.codeDiscount });
    return rows;
  }

  /** What the applied promo code takes off (after the tenant's combination rule). */
  get promoSaving(): Cents {
    return this.summary.promoDiscount;
  }

  /** The next volume tier, when there is one above the cart's tile count. */
  get nextTier(): NextTier | null {
    const { tileCount } = this.summary;
    if (tileCount === 0) return null;
    const tiers = this.priceBook.volumeTiers.filter((t) => t.minTiles > tileCount).toSorted((a, b) => a.minTiles - b.minTiles);
    const next = tiers[0];
    if (next === undefined) return null;
    const current = volumeDiscountPercent(tileCount, this.priceBook.volumeTiers);
    const tileGross = this.summary.lines.filter((l) => l.kind === 'tile').reduce((s, l) => s + l.gross, 0) as Cents;
    return { tilesToAdd: next.minTiles - tileCount, percent: next.percentOff, extraSaving: percentOf(tileGross, next.percentOff - current) };
  }

  /** The pharmacy tenant's limit, when the cart passes it (e.g. carried over from an older visit). */
  get overLimitMessage(): string | null {
    const inCart = mainProductTileCount(this.projects.cartProjects, DEFAULT_TILE_PRODUCT_ID);
    const check = checkTileLimit(tenantProfile(this.tenantId), 0, inCart);
    return isLeft(check) ? `You can print up to ${check.left.max} tiles per order. Remove ${inCart - check.left.max} to check out.` : null;
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

  /** Checks a code (GET v1/promo/get, then the domain's dates and cart rules) and keeps it when it applies. */
  async applyPromo(raw: string): Promise<void> {
    // Codes are matched case-insensitively; shown as the store writes them.
    const code = raw.trim().toUpperCase();
    if (code === '') {
      runInAction(() => {
        this.promo = { kind: 'refused', code, message: 'Promo code is required' };
      });
      return;
    }
    runInAction(() => {
      this.promo = { kind: 'checking', code };
    });
    const answer = await this.api.getPromo(code);
    if (isLeft(answer)) {
      const message = answer.left.code === 'api/not-found' || answer.left.code === 'api/bad-request' ? promoMessages.notStarted().message : PROMO_UNAVAILABLE;
      return this.settlePromo({ kind: 'refused', code, message });
    }
    const promo = promoFromWire(answer.right);
    if (isLeft(promo)) return this.settlePromo({ kind: 'refused', code, message: promo.left.message });
    const priced = priceCart({
      lines: this.cartLines(),
      priceBook: this.priceBook,
      isMember: false,
      promo: promo.right,
      promoContext: { now: this.scheduler.now(), words: { singular: 'tile', plural: 'tiles' } },
      promoCombination: 'sum',
    });
    if (priced.promoError !== undefined) return this.settlePromo({ kind: 'refused', code, message: priced.promoError.message });
    this.settlePromo({ kind: 'applied', code, promo: promo.right });
  }

  removePromo(): void {
    if (this.step === 'placing') return; // the order being placed is what the shopper saw
    this.promo = { kind: 'none' };
    this.contents.setPromoCode(null);
    this.invalidateCheckout();
  }

  private settlePromo(state: PromoState): void {
    this.promo = state;
    // Only a code that applies is remembered; a refused one is shown with its reason and dropped.
    this.contents.setPromoCode(state.kind === 'applied' ? state.code : null);
    this.invalidateCheckout();
  }

  // ---- checkout ------------------------------------------------------------------------------

  beginCheckout(): void {
    if (this.isEmpty || this.overLimitMessage !== null) return;
    this.form.setNeedsCard(this.summary.total > 0);
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
    this.storage.set(CHECKOUT_DETAILS_KEY, encodeStored(this.form.remembered(), this.scheduler.now()));

    const contents = fingerprint(JSON.stringify([lines, this.promo.kind === 'applied' ? this.promo.code : null]));
    // After a reload, the unfinished checkout of the same cart is picked up (same cart, same payment key).
    if (this.storefront.cart === null) await this.storefront.resume(contents);
    if (this.storefront.cart === null) {
      await this.storefront.addLines(lines, this.cartAttributes());
      if (this.storefront.cart === null) return failed(this.storefront.error ?? 'Cart creation failed.'), undefined;
      if (this.promo.kind === 'applied') {
        await this.storefront.applyPromoCode(this.promo.code);
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
      subtotal: cart?.subtotal ?? this.summary.subtotal,
      discount: cart === null ? ZERO_CENTS : this.storefront.discount,
      total: cart?.total ?? this.summary.total,
    };
    this.write('lastCart', order);
    runInAction(() => {
      this.projects.completeCheckout();
      this.contents.clearAfterCheckout();
      this.promo = { kind: 'none' };
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
    if (this.step === 'details') this.form.setNeedsCard(this.summary.total > 0);
  }

  private cartLines(): CartLine[] {
    const book = this.priceBook;
    const tiles = this.projects.cartProjects.map((project) => {
      const product = this.products.product(project.productId);
      const line = projectCartLine(project, book, product);
      // The main tile sells at the config's tile price; other products at their variant's price.
      const variant = findVariantByName(product, project.frameColor);
      return project.productId === DEFAULT_TILE_PRODUCT_ID || variant === undefined ? line : { ...line, unitPrice: variant.price };
    });
    const items = this.contents.items.map(
      (item): CartLine => ({ id: `item:${item.variantId}`, kind: lineKindOf(item.productId, false), variantId: item.variantId, quantity: item.quantity, unitPrice: cents(item.unitPriceCents) }),
    );
    return [...tiles, ...wallPadLines(this.contents.wallPads, book), ...items];
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

  private welcomePercent(): number {
    const config = this.config.config;
    if (config === null) return 0;
    const customer = this.read('customer');
    const granted = welcomeGrantedAt(customer);
    const { active, percentOff, durationDays } = config.welcomePromo;
    return welcomePercentOff({ active, percentOff, duration: durationDays }, granted, this.scheduler.now());
  }

  private rememberedDetails(): Partial<Record<CheckoutField, string>> {
    const read = readStored(this.storage.get(CHECKOUT_DETAILS_KEY), this.scheduler.now());
    if (read.kind !== 'value' || typeof read.value !== 'object' || read.value === null) return {};
    return Object.fromEntries(Object.entries(read.value).filter((e): e is [CheckoutField, string] => typeof e[1] === 'string'));
  }

  private readLastOrder(): PlacedOrder | null {
    const value = this.read('lastCart');
    return isPlacedOrder(value) ? value : null;
  }

  private read(key: StorageKey): unknown {
    return readTenantItem(this.storage, this.tenantId, key, this.scheduler.now());
  }

  private write(key: StorageKey, value: unknown): void {
    writeTenantItem(this.storage, this.tenantId, key, value, this.scheduler.now());
  }
}
