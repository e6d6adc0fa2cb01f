import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observable } from 'mobx';
import { CatalogStore } from '../catalog/catalog-store';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ProjectStore } from '../printing/project-store';
import { ConfigStore } from '../shell/config-store';
import { CartContentsStore, type CartProductItem } from './cart-contents-store';
import { CartPricingStore } from './cart-pricing-store';
import { CheckoutStore } from './checkout/checkout-store';

/**
 * The cart page: the shopper's edits to the cart (copies, wall pads, items, the promo code) over
 * its three parts — `contents` (what is in it), `pricing` (what it costs) and `checkout` (paying
 * for it). An edit while the order is being placed is ignored (the order is what the shopper saw);
 * any other edit makes checkout start a new storefront cart.
 */
@injectable()
export class CartPageStore {
  /** Why a quantity change was refused (the pharmacy tenant's tile limit), in the domain's words. */
  limitMessage: string | null = null;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(CartContentsStore) readonly contents: CartContentsStore,
    @inject(CartPricingStore) readonly pricing: CartPricingStore,
    @inject(CheckoutStore) readonly checkout: CheckoutStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(Navigator) private readonly navigator: NavigatorPort,
  ) {
    makeObservable(this, {
      limitMessage: observable,
      changeQuantity: action,
      removeProject: action,
      setWallPads: action,
      setItemQuantity: action,
      removePromo: action,
    });
  }

  /** Loads what pricing and checkout need (catalogue variants, config) and checks a remembered promo code. */
  async start(): Promise<void> {
    await Promise.all([this.catalog.loadProducts(), this.config.config === null ? this.config.refresh() : undefined]);
    const promo = this.contents.promo;
    if (promo.kind === 'entered') await this.applyPromo(promo.code);
  }

  changeQuantity(projectId: string, quantity: number): void {
    if (this.checkout.placing) return;
    const result = this.projects.setProjectQuantity(projectId, quantity);
    this.limitMessage = isLeft(result) ? result.left.message : null;
    this.checkout.invalidate();
  }

  removeProject(projectId: string): void {
    if (this.checkout.placing) return;
    this.projects.removeProject(projectId);
    this.limitMessage = null;
    this.checkout.invalidate();
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
    this.contents.setWallPads(count);
    this.checkout.invalidate();
  }

  setItemQuantity(item: Omit<CartProductItem, 'quantity'>, quantity: number): void {
    if (this.checkout.placing) return;
    this.contents.setItemQuantity(item, quantity);
    this.checkout.invalidate();
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
