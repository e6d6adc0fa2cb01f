/**
 * An admin page's store, open until the page is left: an answer that arrives after that changes
 * nothing (issue 36: the pick-up stores, product import, order, product editor, confetti and
 * customer-editing stores each held a copy of this flag). Inversify reads `@preDestroy` per class:
 * a subclass marks its own `dispose`, which calls this one.
 */
export abstract class AdminPage {
  private left = false;

  /** Whether the page is still open: an answer that arrives after it was left changes nothing. */
  protected get pageOpen(): boolean {
    return !this.left;
  }

  /** The page is left. */
  dispose(): void {
    this.left = true;
  }
}
