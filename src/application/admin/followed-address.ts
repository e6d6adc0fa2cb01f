import type { Navigator } from '../ports/navigator';

/**
 * An admin page whose view lives in its address (a tenant, filters, a page number: shareable, Back
 * works): it follows the address while open, and only the latest load's answer lands, none after the
 * page closed (issue 36: the orders, products, customers, assets and tenant pages each held a copy).
 */
export class FollowedAddress {
  private unsubscribe: (() => void) | undefined;
  private latest = 0;

  constructor(private readonly navigator: Navigator) {}

  get following(): boolean {
    return this.unsubscribe !== undefined;
  }

  /** Calls `load` on every address change that `concerns` the page; false when it follows already. */
  follow(concerns: () => boolean, load: () => void): boolean {
    if (this.unsubscribe) return false;
    this.unsubscribe = this.navigator.subscribe(() => {
      if (concerns()) load();
    });
    return true;
  }

  /** A new load's ticket: it overtakes every earlier one. */
  ticket(): number {
    return ++this.latest;
  }

  /** Whether the load holding `ticket` is still the latest (and the page open). */
  isLatest(ticket: number): boolean {
    return ticket === this.latest;
  }

  /** Stops following the address; an answer still on its way lands nowhere. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.latest++;
  }
}
