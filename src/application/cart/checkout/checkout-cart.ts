import { inject, injectable } from 'inversify';
import { checkoutMessages, giftAttributes, orderItemName, type GiftAttribute } from '../../../domain/cart';
import { configProductKind, findVariantByName } from '../../../domain/catalog';
import { ZERO_CENTS, type Cents } from '../../../domain/money';
import { projectPictures } from '../../../domain/printing/project-pictures';
import { CatalogStore } from '../../catalog';
import { CartProjects } from '../../ports/cart-projects';
import type { CartLineRequest } from '../../ports/storefront-cart';
import { ConfigStore } from '../../shell/config-store';
import { CartContentsStore, type CartProductItem } from '../cart-contents-store';
import { CartPricingStore } from '../cart-pricing-store';
import type { OrderPickup, PlacedOrder } from './checkout-records';
import { lineAttributes, projectLineGroups } from './placed-order';

/** The storefront line attributes of a cart item: a gift's recipient (checked again by the storefront), none otherwise. */
export const cartItemAttributes = (item: Pick<CartProductItem, 'gift'>): readonly GiftAttribute[] =>
  item.gift === undefined
    ? []
    : giftAttributes({
        name: item.gift.name,
        email: item.gift.email ?? null,
        phone: item.gift.phone ?? null,
        amount: item.gift.amountCents,
        tiles: item.gift.tiles,
      });

/** What the storefront's cart says about the order (null: no storefront cart was made, the hosted return). */
export interface StorefrontFigures {
  readonly subtotal: Cents;
  readonly total: Cents;
  readonly discount: Cents;
}

/**
 * What the order holds (split from `CheckoutStore`, issue 36): the shopper's cart — the printing's
 * projects (through the `CartProjects` port), the ready-made items, the wall pads, the promo code — as
 * storefront lines and as the order kept for /confirm, and emptying it once the order is placed.
 */
@injectable()
export class CheckoutCart {
  constructor(
    @inject(CartProjects) private readonly projects: CartProjects,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
    @inject(CartPricingStore) readonly pricing: CartPricingStore,
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(CatalogStore) private readonly catalog: CatalogStore,
  ) {}

  /** What pricing and the lines need: the catalogue's variants (cached after the first load) and the config. */
  async load(): Promise<void> {
    await Promise.all([this.catalog.loadProducts(), this.config.config === null ? this.config.refresh() : undefined]);
  }

  /** Lines name the catalogue's variants: the catalogue must be there (cached after the first load). */
  loadProducts(): Promise<unknown> {
    return this.catalog.loadProducts();
  }

  /** The promo code the storefront applies, once the cart accepted it. */
  appliedCode(): string | null {
    return this.contents.promo.kind === 'applied' ? this.contents.promo.code : null;
  }

  /**
   * The order names the projects and their prints are made from the server's copies: every edit must
   * have landed before anything is charged. Sent now; the caller waits just before paying.
   */
  saved(): Promise<boolean> {
    return this.projects.settle(this.projects.cartProjects.map((p) => p.id));
  }

  /** The storefront lines, or why the cart cannot be sent (a product whose frame colour is not sold). */
  lines(): CartLineRequest[] | string {
    const lines: CartLineRequest[] = [];
    for (const project of this.projects.cartProjects) {
      const product = this.projects.product(project.productId);
      // One line per frame colour: each line is one variant, and its tiles wear its colour (issue 26).
      for (const group of projectLineGroups(project)) {
        const variant = findVariantByName(product, group.frameColor);
        if (variant === undefined) return checkoutMessages.frameNotSold(group.frameColor, product.name);
        lines.push({ merchandiseId: variant.id, quantity: group.tiles.length * project.quantity, attributes: lineAttributes(project, group) });
      }
    }
    for (const item of this.contents.items) lines.push({ merchandiseId: item.variantId, quantity: item.quantity, attributes: cartItemAttributes(item) });
    if (this.contents.wallPads > 0) {
      const pad = this.config.config?.products.find((p) => configProductKind(p.id) === 'wallPad' && p.shopifyId !== undefined);
      if (pad?.shopifyId === undefined) return checkoutMessages.wallPadsUnavailable;
      lines.push({ merchandiseId: pad.shopifyId, quantity: this.contents.wallPads, attributes: [] });
    }
    return lines;
  }

  /** The order as /confirm shows it: the storefront's figures when it priced the cart, else the cart's own. */
  placedOrder(order: { orderId: string; pickup: OrderPickup | null; email: string; placedAt: number }, storefront: StorefrontFigures | null): PlacedOrder {
    return {
      ...(order.pickup ? { pickup: order.pickup } : {}),
      analytics: { items: this.pricing.ecommerceLines().map(({ lineId: _line, ...item }) => item), coupon: this.appliedCode() },
      orderId: order.orderId,
      email: order.email,
      placedAt: order.placedAt,
      items: this.projects.cartProjects
        .map((p): PlacedOrder['items'][number] => ({
          name: this.projects.product(p.productId).name,
          tiles: p.tiles.length,
          quantity: p.quantity,
          frameColor: p.frameColor,
          imagePaths: p.tiles.slice(0, 4).flatMap((tile) => (tile.imagePath ? [tile.imagePath] : [])),
          pictures: projectPictures(p, this.projects.product(p.productId)),
        }))
        .concat(
          this.contents.items.map((i) => ({ name: orderItemName(i.name, i.variantName), tiles: 0, quantity: i.quantity, frameColor: '', imagePaths: [] })),
        ),
      wallPads: this.contents.wallPads,
      subtotal: storefront?.subtotal ?? this.pricing.summary.subtotal,
      discount: storefront === null ? ZERO_CENTS : storefront.discount,
      total: storefront?.total ?? this.pricing.summary.total,
    };
  }

  /** The order is placed: the projects are Completed, wall pads and items cleared (run inside the caller's action). */
  empty(): void {
    this.projects.completeCheckout();
    this.contents.clearAfterCheckout();
  }
}
