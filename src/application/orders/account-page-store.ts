import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import type { OrderSummary } from '../../domain/orders';
import { LoginPrompt, SessionReset, SessionStore } from '../account';
import { CustomerOrders, type CustomerOrders as Orders } from '../ports/customer-orders';
import { Reorder, type ReorderOutcome } from './reorder';
import { projectPictures, type ProjectPictureSet } from '../../domain/printing/project-pictures';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { PrintProducts, ProjectStore } from '../printing';

/** A project the shopper is designing or has in the cart, as the account's gallery shows it. */
export interface SavedProjectCard {
  readonly id: string;
  readonly inCart: boolean;
  readonly tiles: number;
  readonly pictures: ProjectPictureSet;
}

export const ORDERS_LOAD_FAILED = 'We couldn’t load your orders right now. Please try again.';

export type AccountPageState =
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly orders: readonly OrderSummary[] }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * /account (issue 29 item 5): the signed-in customer's orders with their status, reorder, and sign-out.
 * Signed out, it asks for the sign-in first (the login modal) and shows the account once signed in.
 */
@injectable()
export class AccountPageStore {
  state: AccountPageState = { kind: 'loading' };
  reorderOutcome: { readonly number: string; readonly outcome: ReorderOutcome } | null = null;
  reordering: string | null = null;

  constructor(
    @inject(CustomerOrders) private readonly orders: Orders,
    @inject(SessionStore) readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(Reorder) private readonly reorderAction: Reorder,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(PrintProducts) private readonly products: PrintProducts,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(SessionReset) private readonly reset: SessionReset,
  ) {
    makeObservableByKind<AccountPageStore, 'set'>(this, {
      observableRef: ['state', 'reorderOutcome', 'reordering'],
      computed: ['savedProjects'],
      action: ['set'],
    });
  }

  /** The projects with tiles that are not bought yet (designing or in the cart), newest first: they open in the tool. */
  get savedProjects(): readonly SavedProjectCard[] {
    return [...this.projects.projects]
      .filter((p) => p.status !== 'Completed' && p.tiles.some((t) => t.imagePath))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((p) => ({
        id: p.id,
        inCart: p.status === 'Cart',
        tiles: p.tiles.length * p.quantity,
        pictures: projectPictures(p, this.products.product(p.productId)),
      }));
  }

  /** Opens a project in the framing tool (from the cart, it comes out of the cart to be edited). */
  openProject(id: string): void {
    const project = this.projects.projects.find((p) => p.id === id);
    if (!project) return;
    if (project.status === 'Cart') this.projects.editFromCart(id);
    else this.projects.activateProject(id);
    this.navigator.navigate('/printing');
  }

  private set(state: AccountPageState): void {
    this.state = state;
  }

  /**
   * Loads the orders; signed out, opens the sign-in (`ask`) and loads once it succeeds. The page asks
   * on arrival, but not after a sign-out in this tab (the header's Sign out, on this very page, rebuilds
   * every per-customer store, this one too: the sign-out must not be answered with a sign-in prompt).
   */
  async open(ask = this.reset.session === 0): Promise<void> {
    if (!this.session.signedIn) {
      this.set({ kind: 'signedOut' });
      if (!ask || !(await this.login.signIn('user'))) return;
    }
    this.set({ kind: 'loading' });
    const list = await this.orders.list();
    this.set(
      isLeft(list) ? (this.session.signedIn ? { kind: 'failed', message: ORDERS_LOAD_FAILED } : { kind: 'signedOut' }) : { kind: 'ready', orders: list.right },
    );
  }

  async reorder(number: string): Promise<void> {
    if (this.reordering !== null) return;
    runInAction(() => (this.reordering = number));
    const outcome = await this.reorderAction.run(number);
    runInAction(() => {
      this.reordering = null;
      this.reorderOutcome = { number, outcome };
    });
  }

  signOut(): void {
    this.session.logout();
  }
}
