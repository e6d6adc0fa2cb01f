import { inject, injectable, preDestroy } from 'inversify';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import type { StorageKey } from '../../domain/persistence';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { ParentFrame, type ParentFrame as Parent } from '../ports/parent-frame';

/** Wall-pad kits one order can hold. */
export const MAX_WALL_PADS = 20;
/** Copies of one catalogue item one order can hold. */
export const MAX_ITEM_QUANTITY = 20;

/**
 * A ready-made catalogue item in the cart (gift tile, membership, reward tile, accessories): what
 * the product page chose. The price is what the page showed; the storefront prices it again.
 */
export interface CartProductItem {
  readonly productId: string;
  readonly variantId: string;
  readonly name: string;
  readonly variantName?: string;
  readonly unitPriceCents: number;
  readonly quantity: number;
}

/** What a stored item must be to be kept (a hand-edited or older one is dropped). */
const StoredCartItem = t.intersection([
  t.type({ productId: t.string, variantId: t.string, name: t.string, unitPriceCents: t.Int, quantity: t.Int }),
  t.partial({ variantName: t.string }),
]);

const isItem = (v: unknown): v is CartProductItem => StoredCartItem.is(v) && v.quantity > 0;

/** The promo code a link carried (SPEC §1: query `p` or `tpx-promo`), trimmed; null when absent. */
export const promoCodeFromQuery = (search: string): string | null => {
  const query = new URLSearchParams(search);
  const code = (query.get('tpx-promo') ?? query.get('p') ?? '').trim();
  return code === '' ? null : code;
};

/**
 * What the cart holds besides its projects, for every page: wall-pad kits and the promo code
 * (both kept locally, SPEC §3), and the item count the header's bubble shows. A promo code from
 * the link is remembered at once, so it survives a reload before the shopper reaches the cart.
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
  /** The promo code the shopper entered or arrived with; the cart checks it before pricing. */
  promoCode: string | null;

  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(LaunchContext) launch: Launch,
    @inject(ParentFrame) parent: Parent,
  ) {
    this.cartTiles = this.storedCartTiles();
    const pads = this.read('wallPadsInCart');
    this.wallPads = typeof pads === 'number' && Number.isInteger(pads) ? Math.max(0, Math.min(MAX_WALL_PADS, pads)) : 0;
    const items = this.read('cartItems');
    this.items = Array.isArray(items) ? items.filter(isItem).map((i) => ({ ...i, quantity: Math.min(MAX_ITEM_QUANTITY, i.quantity) })) : [];
    const fromLink = promoCodeFromQuery(launch.search);
    const stored = this.read('promo');
    this.promoCode = fromLink ?? (typeof stored === 'string' && stored !== '' ? stored : null);
    if (fromLink !== null) this.write('promo', fromLink);
    makeObservable(this, {
      wallPads: observable,
      cartTiles: observable,
      setCartTiles: action,
      items: observableRef,
      promoCode: observable,
      itemCount: computed,
      setWallPads: action,
      addItem: action,
      setItemQuantity: action,
      setPromoCode: action,
      clearAfterCheckout: action,
    });
    // Inside an iframe the parent page shows the cart count (SPEC §7 updateState cartCount).
    if (parent.embedded) this.stopCartCount = reaction(() => this.itemCount, (cartCount) => parent.post({ type: 'updateState', state: { cartCount } }), { fireImmediately: true });
  }

  private readonly stopCartCount: (() => void) | undefined;

  /** Stops telling the parent page the cart count (the session ended). */
  @preDestroy()
  dispose(): void {
    this.stopCartCount?.();
  }

  /** Tiles in the cart plus wall-pad kits. */
  get itemCount(): number {
    return this.cartTiles + this.wallPads + this.items.reduce((n, i) => n + i.quantity, 0);
  }

  /** Adds a catalogue item (one more when the same variant is already in the cart). */
  addItem(item: Omit<CartProductItem, 'quantity'>, quantity = 1): void {
    const current = this.items.find((i) => i.variantId === item.variantId)?.quantity ?? 0;
    this.setItemQuantity(item, current + quantity);
  }

  /** Sets an item's quantity; 0 removes it. */
  setItemQuantity(item: Omit<CartProductItem, 'quantity'>, quantity: number): void {
    const q = Math.max(0, Math.min(MAX_ITEM_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : 0)));
    const others = this.items.filter((i) => i.variantId !== item.variantId);
    const exists = this.items.some((i) => i.variantId === item.variantId);
    const updated = { ...item, quantity: q };
    this.items = q === 0 ? others : exists ? this.items.map((i) => (i.variantId === item.variantId ? updated : i)) : [...this.items, updated];
    this.write('cartItems', this.items);
  }

  setCartTiles(count: number): void {
    this.cartTiles = count;
  }

  setWallPads(count: number): void {
    this.wallPads = Math.max(0, Math.min(MAX_WALL_PADS, Math.floor(Number.isFinite(count) ? count : 0)));
    this.write('wallPadsInCart', this.wallPads);
  }

  setPromoCode(code: string | null): void {
    this.promoCode = code === null || code.trim() === '' ? null : code.trim();
    if (this.promoCode === null) this.records.remove('promo');
    else this.write('promo', this.promoCode);
  }

  /** After an order (SPEC §4): wall pads back to 0, the promo cleared (and the other items bought). */
  clearAfterCheckout(): void {
    this.setWallPads(0);
    this.items = [];
    this.write('cartItems', this.items);
    this.setPromoCode(null);
  }

  /** Cart tiles in the stored projects, read without the project codecs (they load with the printing stores). */
  private storedCartTiles(): number {
    const projects = this.read('projects');
    if (!Array.isArray(projects)) return 0;
    return projects.reduce<number>((n, p: { status?: unknown; tiles?: unknown; quantity?: unknown }) => {
      if (p?.status !== 'Cart' || !Array.isArray(p.tiles)) return n;
      return n + p.tiles.length * (typeof p.quantity === 'number' && p.quantity > 0 ? p.quantity : 1);
    }, 0);
  }

  // Checked field by field by the callers above (a bad item is dropped, not the whole list).
  private read(key: StorageKey): unknown {
    return this.records.read({ key, codec: t.unknown });
  }

  private write(key: StorageKey, value: unknown): void {
    this.records.write({ key, codec: t.unknown }, value);
  }
}
