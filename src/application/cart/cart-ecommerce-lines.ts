import { projectItem, type CartLineItem } from '../../domain/analytics';
import { configProductKind } from '../../domain/catalog';
import type { StoreConfig } from '../ports/main-api';
import type { PrintProduct } from '../../domain/printing/print-product';
import type { Project } from '../../domain/project';
import type { CartProductItem } from './cart-records';
import type { Cents } from '../../domain/money';

/** The wall-pad kit's line as analytics names it (its config product's storefront id, when known). */
const WALL_PAD_NAME = 'Wall pad kit';

/**
 * The cart as GA4 items (SPEC §7 analytics): each project at its priced unit price, the ready-made
 * items, and the wall-pad kits. Line ids are stable across edits, so two views of the cart can be
 * compared (`cartChanges`).
 */
export function cartEcommerceLines(cart: {
  readonly items: ReadonlyArray<{ readonly project: Project; readonly unitPrice: Cents }>;
  readonly products: { product(productId: string): PrintProduct };
  readonly productItems: readonly CartProductItem[];
  readonly wallPads: number;
  readonly wallPadPrice: Cents;
  readonly config: StoreConfig | null;
}): CartLineItem[] {
  const projects = cart.items.map((item) => projectItem(item.project, cart.products.product(item.project.productId), item.unitPrice));
  const items = cart.productItems.map((item): CartLineItem => ({
    lineId: `item:${item.variantId}`,
    itemId: item.variantId,
    itemName: item.name,
    ...(item.variantName === undefined ? {} : { itemVariant: item.variantName }),
    price: item.unitPriceCents,
    quantity: item.quantity,
  }));
  const padId = cart.config?.products.find((p) => configProductKind(p.id) === 'wallPad')?.shopifyId ?? 'WallPad';
  const pads: CartLineItem[] =
    cart.wallPads > 0 ? [{ lineId: 'wallPads', itemId: padId, itemName: WALL_PAD_NAME, price: cart.wallPadPrice, quantity: cart.wallPads }] : [];
  return [...projects, ...items, ...pads];
}
