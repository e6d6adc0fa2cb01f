import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import { welcomePercentOff } from '../../domain/account';
import { findVariantByName } from '../../domain/catalog';
import { cents, subtractCents, ZERO_CENTS, type Cents } from '../../domain/money';
import { DEFAULT_PRICE_BOOK, lineKindOf, priceCart, projectCartLine, wallPadLines, withConfigPrices, nextVolumeTier, type CartLine, type NextTier, type PriceBook, type PriceSummary } from '../../domain/pricing';
import { promoMessages, type Promo } from '../../domain/promo';
import type { Project } from '../../domain/project';
import { checkTileLimit, mainProductTileCount, tenantProfile } from '../../domain/tenant';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { PrintProductSource, type PrintProductSource as Products } from '../ports/print-products';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { DEFAULT_TILE_PRODUCT_ID } from '../../domain/printing/print-product';
import { CartContentsStore } from './cart-contents-store';
import { ConfigStore } from '../shell/config-store';
import { ProjectStore } from '../printing/project-store';
import { TenantId } from '../tokens';
import { welcomeGrantedAt } from './welcome-offer';

export type { NextTier } from '../../domain/pricing';

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


const PROMO_UNAVAILABLE = "We couldn't check that code just now. Please try again.";

/**
 * The cart priced by the domain: projects, wall pads and ready-made items with volume tiers,
 * membership, the welcome offer, the promo code and the pharmacy's larger-of rule; and the promo
 * code itself (GET v1/promo/get, then the domain's dates, cart rules and messages).
 */
@injectable()
export class CartPricingStore {
  promo: PromoState = { kind: 'none' };

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(PrintProductSource) private readonly products: Products,
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
  ) {
    makeObservable<CartPricingStore, 'settlePromo'>(this, {
      promo: observableRef,
      items: computed,
      priceBook: computed,
      summary: computed,
      promoSaving: computed,
      discountRows: computed,
      nextTier: computed,
      overLimitMessage: computed,
      removePromo: action,
      settlePromo: action,
    });
  }

  get priceBook(): PriceBook {
    const config = this.config.config;
    return config === null
      ? DEFAULT_PRICE_BOOK
      : withConfigPrices(DEFAULT_PRICE_BOOK, config);
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
    return nextVolumeTier(this.summary, this.priceBook.volumeTiers);
  }

  /** The pharmacy tenant's limit, when the cart passes it (e.g. carried over from an older visit). */
  get overLimitMessage(): string | null {
    const inCart = mainProductTileCount(this.projects.cartProjects, DEFAULT_TILE_PRODUCT_ID);
    const check = checkTileLimit(tenantProfile(this.tenantId), 0, inCart);
    return isLeft(check) ? `You can print up to ${check.left.max} tiles per order. Remove ${inCart - check.left.max} to check out.` : null;
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
      const message =
        answer.left.code === 'promo/unexpected-type' ? answer.left.message
        : answer.left.code === 'api/not-found' || answer.left.code === 'api/bad-request' ? promoMessages.notStarted().message
        : PROMO_UNAVAILABLE;
      return this.settlePromo({ kind: 'refused', code, message });
    }
    const promo = answer;
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
    this.promo = { kind: 'none' };
    this.contents.setPromoCode(null);
  }

  private settlePromo(state: PromoState): void {
    this.promo = state;
    // Only a code that applies is remembered; a refused one is shown with its reason and dropped.
    this.contents.setPromoCode(state.kind === 'applied' ? state.code : null);
  }

  /** The cart as domain lines: projects (tiles), wall pads and ready-made items. */
  cartLines(): CartLine[] {
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

  private welcomePercent(): number {
    const config = this.config.config;
    if (config === null) return 0;
    const customer = this.records.read({ key: 'customer', codec: t.unknown });
    const granted = welcomeGrantedAt(customer);
    return welcomePercentOff(config.welcomePromo, granted, this.scheduler.now());
  }

}
