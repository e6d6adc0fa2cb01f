import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservableByKind } from '../observable-by-kind';
import { AnalyticsStore } from '../analytics';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { CartProjects } from '../ports/cart-projects';
import { ModalStore } from '../shell/modal-store';
import { removeCartProjectQuestion } from '../../domain/project';
import { CartContentsStore, type CartProductItem } from './cart-contents-store';
import { CartPricingStore } from './cart-pricing-store';
import { CheckoutStore } from './checkout/checkout-store';

/**
 * The cart page: the shopper's edits to the cart (copies, wall pads, items, the promo code) over
 * its three parts — `contents` (what is in it), `pricing` (what it costs) and `checkout` (paying
 * for it). An edit while the order is being placed is ignored (the order is what the shopper saw);
 * any other edit is sent to the storefront cart, if one was made, as cart edits (SPEC §7), never a new cart.
 */
@injectable()
export class CartPageStore {
  /** Why a quantity change was refused (the pharmacy tenant's tile limit), in the domain's words. */
  limitMessage: string | null = null;

  constructor(
    @inject(CartProjects) private readonly projects: CartProjects,
    @inject(CartContentsStore) readonly contents: CartContentsStore,
    @inject(CartPricingStore) readonly pricing: CartPricingStore,
    @inject(CheckoutStore) readonly checkout: CheckoutStore,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(AnalyticsStore) private readonly tracking: AnalyticsStore,
    @inject(ModalStore) private readonly modals: ModalStore,
  ) {
    makeObservableByKind(this, {
      observable: ['limitMessage'],
      action: ['changeQuantity', 'removeProject', 'setWallPads', 'setItemQuantity', 'removePromo'],
    });
  }

  /** Loads what pricing and checkout need (catalogue variants, config) and checks a remembered promo code. */
  async start(): Promise<void> {
    await this.checkout.load();
    const promo = this.contents.promo;
    if (promo.kind === 'entered') await this.applyPromo(promo.code);
    // GA4 view_cart: the cart as the shopper sees it, priced.
    const lines = this.pricing.ecommerceLines();
    if (lines.length > 0) this.tracking.viewCart(lines, this.pricing.summary.total);
  }

  /** Runs an edit of the cart and tells analytics what it added or removed (GA4 add_to_cart / remove_from_cart). */
  private edit(change: () => void): void {
    const before = this.pricing.ecommerceLines();
    change();
    this.tracking.cartChanged(before, this.pricing.ecommerceLines());
    this.checkout.invalidate();
  }

  changeQuantity(projectId: string, quantity: number): void {
    if (this.checkout.placing) return;
    this.edit(() => {
      const result = this.projects.setProjectQuantity(projectId, quantity);
      this.limitMessage = isLeft(result) ? result.left.message : null;
    });
  }

  removeProject(projectId: string): void {
    if (this.checkout.placing) return;
    this.edit(() => {
      this.projects.removeProject(projectId);
      this.limitMessage = null;
    });
  }

  /** Asks first (the shopper loses the project's framing), then removes; Cancel keeps it. */
  async askToRemoveProject(projectId: string): Promise<boolean> {
    const index = this.pricing.items.findIndex((i) => i.project.id === projectId);
    const item = this.pricing.items[index];
    if (item === undefined) return false;
    if (!(await this.modals.confirm(removeCartProjectQuestion({ number: index + 1, photos: item.tiles })))) return false;
    this.removeProject(projectId);
    return true;
  }

  /** Reopens a project in the framing tool and takes the shopper there (/printing). */
  editProject(projectId: string): boolean {
    const result = this.projects.editFromCart(projectId);
    this.checkout.invalidate();
    if (isLeft(result)) return false;
    this.navigator.navigate('/printing');
    return true;
  }

  setWallPads(count: number): void {
    if (this.checkout.placing) return;
    this.edit(() => this.contents.setWallPads(count));
  }

  setItemQuantity(item: Omit<CartProductItem, 'quantity'>, quantity: number): void {
    if (this.checkout.placing) return;
    this.edit(() => this.contents.setItemQuantity(item, quantity));
  }

  async applyPromo(code: string): Promise<void> {
    await this.pricing.applyPromo(code);
    this.checkout.invalidate();
  }

  removePromo(): void {
    if (this.checkout.placing) return;
    this.pricing.removePromo();
    this.checkout.invalidate();
  }
}
