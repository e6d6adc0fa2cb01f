import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { ORDER_LOOKUP_THROTTLED, ORDER_NOT_FOUND, orderNumberOf, readOrderNumber, type OrderView } from '../../domain/orders';
import { validateEmailInput } from '../../domain/validation/login-inputs';
import { SessionStore } from '../account';
import { CustomerOrders, type CustomerOrders as Orders } from '../ports/customer-orders';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import type { ApiFailure } from '../ports/main-api';
import { Reorder, type ReorderOutcome } from './reorder';

export const ORDER_LOAD_FAILED = 'We couldn’t load this order right now. Please try again.';

/** Where the order page is: asking a guest for the order's email, loading, or showing the order. */
export type OrderPageState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'locked'; readonly error: string | null; readonly busy: boolean }
  | { readonly kind: 'ready'; readonly order: OrderView };

/** The lookup's refusals in the shopper's words: one sentence for every miss (no enumeration). */
export const lookupFailureText = (failure: ApiFailure): string =>
  failure.status === 404 ? ORDER_NOT_FOUND : failure.status === 429 ? ORDER_LOOKUP_THROTTLED : ORDER_LOAD_FAILED;

/**
 * The order this device placed last, as the checkout keeps it for /confirm (its 'lastCart' record,
 * read here for its id and email only): its order page opens without asking this device for the email
 * it just gave (the confirmation shows the same order to anyone at this device already).
 */
const PlacedHereRecord: LocalRecord<{ orderId: string; email: string }> = { key: 'lastCart', codec: t.type({ orderId: t.string, email: t.string }) };

/**
 * The order status page (issue 29 item 4): a signed-in owner sees the order at once, and so does the
 * device that placed it; anyone else gives the order's email (the number is in the address) to unlock
 * it. The email a guest proved with is kept for this page only, for the reorder.
 */
@injectable()
export class OrderPageStore {
  state: OrderPageState = { kind: 'idle' };
  number = '';
  reorderOutcome: ReorderOutcome | null = null;
  reordering = false;
  private guestEmail: string | undefined;

  constructor(
    @inject(CustomerOrders) private readonly orders: Orders,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Reorder) private readonly reorderAction: Reorder,
    @inject(LocalRecords) private readonly records: Records,
  ) {
    makeObservableByKind<OrderPageStore, 'set'>(this, {
      observableRef: ['state', 'number', 'reorderOutcome', 'reordering'],
      action: ['set'],
    });
  }

  private set(state: OrderPageState): void {
    this.state = state;
  }

  /** Opens order `number`: the owner's directly, this device's own by the email it was placed with, anyone else's behind the email form. */
  async open(number: string): Promise<void> {
    if (this.number === number && this.state.kind === 'ready') return;
    runInAction(() => {
      this.number = number;
      this.reorderOutcome = null;
    });
    this.guestEmail = undefined;
    const placedHere = this.emailPlacedHere(number);
    if (!this.session.signedIn && placedHere === null) return this.set({ kind: 'locked', error: null, busy: false });
    this.set({ kind: 'loading' });
    if (!this.session.signedIn && placedHere !== null) return this.lookUp(placedHere, true);
    const own = await this.orders.own(number);
    if (this.number !== number) return;
    // Not this customer's (or not an order): this device's own order opens by its email; otherwise the guest's way is open, with nothing said yet.
    if (isLeft(own) && placedHere !== null && (own.left.status === 404 || own.left.status === 401)) return this.lookUp(placedHere, true);
    this.set(
      isLeft(own)
        ? { kind: 'locked', error: own.left.status === 404 || own.left.status === 401 ? null : ORDER_LOAD_FAILED, busy: false }
        : { kind: 'ready', order: own.right },
    );
  }

  /** The email this device placed order `number` with, if it is the order kept for /confirm. */
  private emailPlacedHere(number: string): string | null {
    const placed = this.records.read(PlacedHereRecord);
    return placed !== undefined && readOrderNumber(orderNumberOf(placed.orderId)) === number ? placed.email : null;
  }

  /** The guest's unlock: the order's email. A malformed email is refused here, sent nowhere. */
  async unlock(email: string): Promise<void> {
    const valid = validateEmailInput(email.trim());
    if (isLeft(valid)) return this.set({ kind: 'locked', error: valid.left.message, busy: false });
    this.set({ kind: 'locked', error: null, busy: true });
    return this.lookUp(valid.right, false);
  }

  /**
   * The order by its email. `placedHere`: the email is this device's own (no one typed it): the page
   * shows it loading, and a miss (an order since forgotten by the server's tenant, say) says nothing.
   */
  private async lookUp(email: string, placedHere: boolean): Promise<void> {
    const number = this.number;
    const found = await this.orders.lookup(number, email);
    if (this.number !== number) return;
    if (isLeft(found)) {
      const error = placedHere && found.left.status === 404 ? null : lookupFailureText(found.left);
      return this.set({ kind: 'locked', error, busy: false });
    }
    this.guestEmail = email;
    this.set({ kind: 'ready', order: found.right });
  }

  /** One tap: the order's projects back in the cart as new copies. */
  async reorder(): Promise<void> {
    if (this.state.kind !== 'ready' || this.reordering) return;
    runInAction(() => (this.reordering = true));
    const outcome = await this.reorderAction.run(this.state.order.number, this.guestEmail);
    runInAction(() => {
      this.reordering = false;
      this.reorderOutcome = outcome;
    });
  }
}
