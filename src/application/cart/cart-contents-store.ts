import { inject, injectable, optional, preDestroy } from 'inversify';
import { makeObservableByKind } from '../observable-by-kind';
import { lineKindOf } from '../../domain/pricing/cart-lines';
import type { Promo } from '../../domain/promo';
import type { ProductChoice } from '../catalog';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { CartCount, promoCodeFromQuery } from './cart-count';
import {
  CartItemsRecord,
  MAX_ITEM_QUANTITY,
  MAX_WALL_PADS,
  PromoCodeRecord,
  StoredCartProjectsRecord,
  StoredCartTilesRecord,
  WallPadsRecord,
  cartItemKey,
  type CartGift,
  type CartProductItem,
} from './cart-records';

export { cartItemKey, MAX_ITEM_QUANTITY, MAX_WALL_PADS, type CartGift, type CartProductItem } from './cart-records';
export { promoCodeFromQuery } from './cart-count';

/**
 * The promo code, in one place: none; entered (from the link or a past visit, not checked yet);
 * being checked; applied (with the promo it names); or refused with the domain's message.
 */
export type PromoState =
  | { readonly kind: 'none' }
  | { readonly kind: 'entered'; readonly code: string }
  | { readonly kind: 'checking'; readonly code: string }
  | { readonly kind: 'applied'; readonly code: string; readonly promo: Promo }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

const clampCount = (n: number, max: number): number => Math.max(0, Math.min(max, Math.floor(Number.isFinite(n) ? n : 0)));

/**
 * What the cart holds besides its projects: wall-pad kits, ready-made items and the promo code (each
 * kept locally, SPEC §3), and their item count. Loaded with the pages that show or change the cart
 * (`cart-contents-module`); the header's bubble reads `CartCount` (in the entry), which follows this
 * store's count once it exists. The cart's projects are the project store's (`ProjectStore.cartProjects`,
 * loaded with the printing session); it tells this store their tile count.
 */
@injectable()
export class CartContentsStore {
  wallPads: number;
  /**
   * Tiles in the cart's projects. The project store (loaded after the first render) keeps this up
   * to date; until then it is read from the stored projects, so the bubble is right at once.
   */
  cartTiles: number;
  /** Catalogue items besides tiles and wall pads. */
  items: readonly CartProductItem[];
  /** The promo code and what is known of it. Pricing checks it (`CartPricingStore.applyPromo`). */
  promo: PromoState;
  /** Projects in the stored cart when the visit started (read without the project codecs). */
  private readonly cartProjectsAtStart: number;
  private readonly disposers: Array<() => void> = [];

  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(LaunchContext) launch: Launch,
    // The header's count (the entry's): this store's count from now on. An admin's customer editing binds its own.
    @inject(CartCount) @optional() count?: CartCount,
  ) {
    this.cartTiles = records.read(StoredCartTilesRecord) ?? 0;
    this.cartProjectsAtStart = records.read(StoredCartProjectsRecord) ?? 0;
    this.wallPads = records.read(WallPadsRecord) ?? 0;
    this.items = records.read(CartItemsRecord) ?? [];
    const fromLink = promoCodeFromQuery(launch.search);
    const code = fromLink ?? records.read(PromoCodeRecord) ?? null;
    this.promo = code === null ? { kind: 'none' } : { kind: 'entered', code };
    if (fromLink !== null) records.write(PromoCodeRecord, fromLink);
    makeObservableByKind(this, {
      observable: ['wallPads', 'cartTiles'],
      observableRef: ['items', 'promo'],
      computed: ['itemCount', 'knownEmpty', 'promoCode'],
      action: ['setCartTiles', 'setWallPads', 'addItem', 'addProduct', 'setItemQuantity', 'setPromo', 'setPromoCode', 'clearAfterCheckout'],
    });
    if (count) this.disposers.push(count.follow(() => this.itemCount));
  }

  /** Tiles in the cart plus wall-pad kits and other items: the header's count. */
  get itemCount(): number {
    return this.cartTiles + this.wallPads + this.items.reduce((n, i) => n + i.quantity, 0);
  }

  /**
   * Nothing in the cart, as far as the entry knows: no wall pads or items, no tiles, and no project
   * in the stored cart when the visit started. The cart page then shows its empty state without
   * the printing session and checkout (issue 27); once those are loaded they are the cart's truth.
   */
  get knownEmpty(): boolean {
    return this.itemCount === 0 && this.cartProjectsAtStart === 0;
  }

  /** The code to check or price with, when there is one that was not refused. */
  get promoCode(): string | null {
    return this.promo.kind === 'none' || this.promo.kind === 'refused' ? null : this.promo.code;
  }

  /**
   * A ready-made product from the product page: the wall-pad kit as wall pads, others as catalogue
   * items. A gift tile comes with its recipient (issue 33): as many tiles as its amount buys.
   */
  addProduct(choice: ProductChoice, gift?: CartGift): void {
    if (lineKindOf(choice.productId, false) === 'wallPad') {
      this.setWallPads(this.wallPads + choice.quantity);
    } else if (choice.variantId !== undefined) {
      this.addItem(
        {
          productId: choice.productId,
          variantId: choice.variantId,
          name: choice.productName,
          ...(choice.variantName === undefined ? {} : { variantName: choice.variantName }),
          unitPriceCents: choice.unitPrice,
          ...(gift === undefined ? {} : { gift }),
        },
        gift?.tiles ?? choice.quantity,
      );
    }
  }

  /** Adds a catalogue item (one more when the same variant is already in the cart; a gift is its recipient's, added once). */
  addItem(item: Omit<CartProductItem, 'quantity'>, quantity = 1): void {
    const current = this.items.find((i) => cartItemKey(i) === cartItemKey(item))?.quantity ?? 0;
    this.setItemQuantity(item, item.gift === undefined ? current + quantity : item.gift.tiles);
  }

  /** Sets an item's quantity; 0 removes it. A gift's quantity is its amount's tiles: only removing it changes it. */
  setItemQuantity(item: Omit<CartProductItem, 'quantity'>, quantity: number): void {
    const key = cartItemKey(item);
    const q = item.gift === undefined || quantity === 0 ? clampCount(quantity, MAX_ITEM_QUANTITY) : item.gift.tiles;
    const others = this.items.filter((i) => cartItemKey(i) !== key);
    const exists = this.items.some((i) => cartItemKey(i) === key);
    const updated = { ...item, quantity: q };
    this.items = q === 0 ? others : exists ? this.items.map((i) => (cartItemKey(i) === key ? updated : i)) : [...this.items, updated];
    this.records.write(CartItemsRecord, this.items);
  }

  setCartTiles(count: number): void {
    this.cartTiles = count;
  }

  setWallPads(count: number): void {
    this.wallPads = clampCount(count, MAX_WALL_PADS);
    this.records.write(WallPadsRecord, this.wallPads);
  }

  /** The promo's new state. Only a code that may apply is remembered; a refused one is shown with its reason and dropped. */
  setPromo(state: PromoState): void {
    this.promo = state;
    if (state.kind === 'none' || state.kind === 'refused') this.records.remove(PromoCodeRecord.key);
    else if (state.kind !== 'checking') this.records.write(PromoCodeRecord, state.code);
  }

  /** A code to check later (null clears it). */
  setPromoCode(code: string | null): void {
    const trimmed = code?.trim() ?? '';
    this.setPromo(trimmed === '' ? { kind: 'none' } : { kind: 'entered', code: trimmed });
  }

  /** After an order (SPEC §4): wall pads back to 0, the promo cleared (and the other items bought). */
  clearAfterCheckout(): void {
    this.setWallPads(0);
    this.items = [];
    this.records.write(CartItemsRecord, this.items);
    this.setPromo({ kind: 'none' });
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
