import { inject, injectable, optional, preDestroy } from 'inversify';
import { action, computed, makeObservable, observableRef, reaction } from 'mobx';
import { SessionStore } from '../account';
import { CartHint, type CartHint as CartHintPort } from '../ports/cart-hint';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { CartItemsRecord, PromoCodeRecord, StoredCartProjectsRecord, StoredCartTilesRecord, WallPadsRecord } from './cart-records';

/** The promo code a link carried (SPEC §1: query `p` or `tpx-promo`), trimmed; null when absent. */
export const promoCodeFromQuery = (search: string): string | null => {
  const query = new URLSearchParams(search);
  const code = (query.get('tpx-promo') ?? query.get('p') ?? '').trim();
  return code === '' ? null : code;
};

/**
 * The header's cart count on every page (in the entry), without the cart's contents store (issue
 * 27's JS budget: its items, gifts and promo logic load with the pages that change the cart). Until
 * that store exists, the count is read from the cart's stored records as the store reads them (tiles
 * in the stored cart's projects, wall-pad kits, items), so it is the same number; once it exists
 * (`follow`), the store's count. It also remembers a promo code from the link at once, so the code
 * survives a reload before the shopper reaches the cart, and tells the server's next /cart render
 * whether this browser's cart may have lines (`CartHint`).
 */
@injectable()
export class CartCount {
  /** The item count read from the records at the start of the visit. */
  private readonly stored: number;
  /** Projects in the stored cart when the visit started (read without the project codecs). */
  private readonly cartProjectsAtStart: number;
  /** The cart contents store's count, once it exists. */
  private source: (() => number) | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(
    @inject(LocalRecords) records: Records,
    @inject(LaunchContext) launch: Launch,
    @inject(SessionStore) @optional() session?: SessionStore,
    @inject(CartHint) @optional() hint?: CartHintPort,
  ) {
    const items = records.read(CartItemsRecord) ?? [];
    this.stored = (records.read(StoredCartTilesRecord) ?? 0) + (records.read(WallPadsRecord) ?? 0) + items.reduce((n, i) => n + i.quantity, 0);
    this.cartProjectsAtStart = records.read(StoredCartProjectsRecord) ?? 0;
    const fromLink = promoCodeFromQuery(launch.search);
    if (fromLink !== null) records.write(PromoCodeRecord, fromLink);
    makeObservable<CartCount, 'source'>(this, { source: observableRef, itemCount: computed, knownEmpty: computed, follow: action });
    // The server draws /cart empty only when this browser's cart is known to be (issue 27); a
    // signed-in customer's server projects may fill it, so theirs is never drawn empty.
    if (hint)
      this.disposers.push(
        reaction(
          () => !this.knownEmpty || session?.signedIn === true,
          (may) => hint.set(may),
          { fireImmediately: true },
        ),
      );
  }

  /** Tiles in the cart plus wall-pad kits and other items: the header's count. */
  get itemCount(): number {
    return this.source === null ? this.stored : this.source();
  }

  /** Nothing in the cart, as far as the entry knows: no items and no project in the stored cart when the visit started. */
  get knownEmpty(): boolean {
    return this.itemCount === 0 && this.cartProjectsAtStart === 0;
  }

  /** The cart contents store's count from now on, until the returned function is called. */
  follow(count: () => number): () => void {
    this.source = count;
    return action(() => {
      if (this.source === count) this.source = null;
    });
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
