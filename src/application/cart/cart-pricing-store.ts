import { inject, injectable } from 'inversify';
import { normalisePromoCode } from '../../domain/promo/promo-code';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { isMemberCustomer, membershipNote, welcomePercentOff } from '../../domain/account';
import { nextTierMessage } from '../../domain/cart';
import { findVariantByName } from '../../domain/catalog';
import { ZERO_CENTS, type Cents } from '../../domain/money';
import {
  DEFAULT_PRICE_BOOK,
  discountRows,
  isPrintedTile,
  lineKindOf,
  nextVolumeTier,
  priceCart,
  projectCartLine,
  projectPrice,
  wallPadLines,
  withConfigPrices,
  type CartLine,
  type DiscountRow,
  type NextTier,
  type PriceBook,
  type PriceSummary,
  type ProjectPrice,
} from '../../domain/pricing';
import { DEFAULT_TILE_PRODUCT_ID } from '../../domain/printing/print-product';
import { promoLookupRefusal, promoMessages, type Promo } from '../../domain/promo';
import type { Project } from '../../domain/project';
import { checkOrder, projectLimitedItem, type LimitedItem } from '../../domain/tenant';
import { SessionStore } from '../account';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { projectPictures, type ProjectPictureSet } from '../../domain/printing/project-pictures';
import { wallDesignOf, type WallDesign } from '../../domain/wall/wall-design';
import { CartProjects } from '../ports/cart-projects';
import { ConfigStore } from '../shell/config-store';
import { TenantStore } from '../shell/tenant-store';
import { TenantId } from '../tokens';
import { cartItemKey } from './cart-records';
import { CartContentsStore } from './cart-contents-store';
import { welcomeGrantedAt } from './welcome-offer';
import { cartEcommerceLines } from './cart-ecommerce-lines';
import type { CartLineItem } from '../../domain/analytics';

export type { NextTier } from '../../domain/pricing';

/** A project as the cart lists it, priced. */
export interface CartItem {
  readonly project: Project;
  readonly productName: string;
  /** Every tile's picture as it prints (issue 28 item 3), a split's pieces in their grid. */
  readonly pictures: ProjectPictureSet;
  /** The project as the wall preview hangs it (issue 35 item 1). */
  readonly design: WallDesign;
  /** Tiles in one copy of the project. */
  readonly tiles: number;
  readonly quantity: number;
  readonly unitPrice: Cents;
  /** Before and after the automatic (volume / membership) discount. */
  readonly gross: Cents;
  readonly net: Cents;
}

const TILE_WORDS = { singular: 'tile', plural: 'tiles' } as const;

/**
 * The cart priced by the domain (`priceCart`): the contents' projects, wall pads and ready-made
 * items with volume tiers, membership, the welcome offer, the promo code and the pharmacy's
 * larger-of rule; the promo lookup (GET v1/promo/get, then the domain's dates, cart rules and
 * messages); the next-tier hint and the tile limit, in the domain's words.
 */
@injectable()
export class CartPricingStore {
  constructor(
    /** The printing's projects and their products, through the cart's port (the cart never imports the printing). */
    @inject(CartProjects) private readonly projects: CartProjects,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(MainApi) private readonly api: Api,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
    @inject(TenantStore) private readonly tenants: TenantStore,
  ) {
    makeObservableByKind(this, {
      computed: ['isEmpty', 'items', 'priceBook', 'summary', 'promoSaving', 'discountRows', 'nextTier', 'nextTierMessage', 'overLimitMessage'],
    });
  }

  get priceBook(): PriceBook {
    const config = this.config.config;
    return config === null ? DEFAULT_PRICE_BOOK : withConfigPrices(DEFAULT_PRICE_BOOK, config);
  }

  /** Nothing to price: no projects, wall pads or items in the cart. */
  get isEmpty(): boolean {
    return this.projects.cartProjects.length === 0 && this.contents.wallPads === 0 && this.contents.items.length === 0;
  }

  get items(): readonly CartItem[] {
    const priced = new Map(this.summary.lines.map((l) => [l.id, l]));
    return this.projects.cartProjects.map((project) => {
      const line = priced.get(project.id);
      return {
        project,
        productName: this.projects.product(project.productId).name,
        pictures: projectPictures(project, this.projects.product(project.productId)),
        design: wallDesignOf(project, this.projects.product(project.productId)),
        tiles: project.tiles.length,
        quantity: project.quantity,
        unitPrice: line?.unitPrice ?? this.priceBook.tilePrice,
        gross: line?.gross ?? ZERO_CENTS,
        net: line?.net ?? ZERO_CENTS,
      };
    });
  }

  /** The cart priced by the domain rules, with the applied promo code. */
  get summary(): PriceSummary {
    const promo = this.contents.promo;
    return this.price(promo.kind === 'applied' ? promo.promo : undefined, this.tenants.promoCombination);
  }

  /** The discount rows under the subtotal, labelled by the domain. */
  get discountRows(): readonly DiscountRow[] {
    const promo = this.contents.promo;
    return discountRows(this.summary, promo.kind === 'applied' ? promo.code : null, this.tenants.promoCombination);
  }

  /** A member's note under the totals (SPEC §9): the 40 % and until when; null for other shoppers. */
  get membershipNote(): string | null {
    return membershipNote(this.session.customer?.tags, this.scheduler.now(), this.priceBook.membershipPercentOff);
  }

  /** What the applied promo code takes off (after the tenant's combination rule). */
  get promoSaving(): Cents {
    return this.summary.promoDiscount;
  }

  /** The next volume tier, when there is one above the cart's tile count. */
  get nextTier(): NextTier | null {
    // No upsell past the tenant's tile limit (pharmacy: 12 tiles, so never 'Add 8 more tiles to get 20% off'; issue 31).
    return nextVolumeTier(this.summary, this.priceBook.volumeTiers, this.tenants.limits.maxMainProductTiles);
  }

  /** The next tier's hint, in the domain's words. */
  get nextTierMessage(): string | null {
    return this.nextTier === null ? null : nextTierMessage(this.nextTier);
  }

  /**
   * What the tenant's limits refuse in the cart (tiles per order, frame colours, forced product), in
   * the domain's words: the checkout waits until it is fixed. The server refuses the same (one rule).
   */
  get overLimitMessage(): string | null {
    const check = checkOrder(this.tenants.limits, this.limitedItems());
    return isLeft(check) ? check.left.message : null;
  }

  /** The cart as the tenant's limits see it: its projects and the printed ready-made items (gift and reward tiles). */
  private limitedItems(): LimitedItem[] {
    const projects = this.projects.cartProjects.map((p) => projectLimitedItem(p, this.projects.product(p.productId).name));
    const items = this.contents.items.map((item): LimitedItem => ({
      productId: item.productId,
      productName: item.name,
      tiles: isPrintedTile(lineKindOf(item.productId, false)) ? item.quantity : 0,
      designed: false,
      frameColors: item.variantName === undefined ? [] : [item.variantName],
    }));
    return [...projects, ...items];
  }

  /** Checks a code (GET v1/promo/get, then the domain's dates and cart rules); the contents keep it when it applies. */
  async applyPromo(raw: string): Promise<void> {
    // Codes are matched case-insensitively; shown as the store writes them.
    const code = normalisePromoCode(raw);
    if (code === '') return runInAction(() => this.contents.setPromo({ kind: 'refused', code, message: promoMessages.required().message }));
    runInAction(() => this.contents.setPromo({ kind: 'checking', code }));
    const answer = await this.api.getPromo(code);
    if (isLeft(answer)) return runInAction(() => this.contents.setPromo({ kind: 'refused', code, message: promoLookupRefusal(answer.left).message }));
    // Checked against the cart alone (no welcome offer, codes summed), as the domain's cart rules read it.
    const refusal = this.price(answer.right, 'sum', 0).promoError;
    runInAction(() =>
      this.contents.setPromo(refusal === undefined ? { kind: 'applied', code, promo: answer.right } : { kind: 'refused', code, message: refusal.message }),
    );
  }

  /**
   * An order was placed: a customer's first order spends the welcome offer on the server (issue 26),
   * so the customer is read again and the next cart stops showing it, as the server prices it.
   */
  orderPlaced(): void {
    if (this.session.signedIn) void this.session.refreshCustomer();
  }

  removePromo(): void {
    this.contents.setPromo({ kind: 'none' });
  }

  /** The cart as GA4 items, for analytics (SPEC §7). */
  ecommerceLines(): CartLineItem[] {
    const { contents } = this;
    return cartEcommerceLines({
      items: this.items,
      products: this.projects,
      productItems: contents.items,
      wallPads: contents.wallPads,
      wallPadPrice: this.priceBook.wallPadPrice,
      config: this.config.config,
    });
  }

  /** The cart as domain lines: projects (tiles), wall pads and ready-made items. */
  cartLines(): CartLine[] {
    const book = this.priceBook;
    const tiles = this.projects.cartProjects.map((project) => this.projectLine(project));
    const items = this.contents.items.map((item): CartLine => ({
      id: `item:${cartItemKey(item)}`,
      kind: lineKindOf(item.productId, false),
      variantId: item.variantId,
      quantity: item.quantity,
      unitPrice: item.unitPriceCents,
    }));
    return [...tiles, ...wallPadLines(this.contents.wallPads, book), ...items];
  }

  /** A project's cart line: the main tile sells at the config's tile price, other products at their variant's price. */
  projectLine(project: Project): CartLine {
    const product = this.projects.product(project.productId);
    const line = projectCartLine(project, this.priceBook, product);
    const variant = findVariantByName(product, project.frameColor);
    return project.productId === DEFAULT_TILE_PRODUCT_ID || variant === undefined ? line : { ...line, unitPrice: variant.price };
  }

  /** The cart priced with more lines (the project being designed, issue 31): every rule and code as the cart applies them. */
  priceWith(extra: readonly CartLine[]): PriceSummary {
    const promo = this.contents.promo;
    return this.price(promo.kind === 'applied' ? promo.promo : undefined, this.tenants.promoCombination, this.welcomePercent(), extra);
  }

  /**
   * The cart priced with the project being designed added (issue 31 item 3, the tool's sticky bar): the
   * project's figures (null when it has no line), and the next tier named only within the tenant's tile
   * limit, as `nextTier` names the cart's.
   */
  withProject(project: Project): ProjectPrice | null {
    return projectPrice(this.priceWith([this.projectLine(project)]), project.id, this.priceBook.volumeTiers, this.tenants.limits.maxMainProductTiles);
  }

  private price(promo: Promo | undefined, promoCombination: 'sum' | 'larger', welcome = this.welcomePercent(), extra: readonly CartLine[] = []): PriceSummary {
    return priceCart({
      lines: [...this.cartLines(), ...extra],
      priceBook: this.priceBook,
      // A member customer (tag) gets the membership price on tiles without buying it again (issue #14).
      isMember: isMemberCustomer(this.session.customer?.tags, this.scheduler.now()),
      ...(promo === undefined ? {} : { promo, promoContext: { now: this.scheduler.now(), words: TILE_WORDS } }),
      ...(welcome > 0 ? { welcomePercentOff: welcome } : {}),
      promoCombination,
    });
  }

  private welcomePercent(): number {
    const config = this.config.config;
    if (config === null) return 0;
    const granted = welcomeGrantedAt(this.session.customer);
    return welcomePercentOff(config.welcomePromo, granted, this.scheduler.now());
  }
}
