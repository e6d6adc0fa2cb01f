import { findVariantByName, type Product } from '../catalog';
import type { Cents } from '../money';
import type { Project } from '../project';
import type { CartLineItem } from './ecommerce-events';
import { itemIdOf } from './ecommerce-items';

// Apart from ecommerce-items.ts, whose product items the catalogue's page views send on every page:
// only the cart and the printing tool's hand-off read this (issue 27's JS budget).

/**
 * A project in the cart: its tiles (times its copies) of the frame colour's variant, at `unitPrice`
 * (the cart's price of one tile before discounts; the variant's price when the cart is not priced yet).
 */
export const projectItem = (
  project: Pick<Project, 'id' | 'frameColor' | 'tiles' | 'quantity'>,
  product: Pick<Product, 'id' | 'sku' | 'name' | 'variants'>,
  unitPrice?: Cents,
): CartLineItem => {
  const variant = findVariantByName(product, project.frameColor);
  const price = unitPrice ?? variant?.price ?? product.variants[0]?.price ?? (0 as Cents);
  return {
    lineId: `project:${project.id}`,
    itemId: itemIdOf(product, variant),
    itemName: product.name,
    itemVariant: project.frameColor,
    price,
    quantity: project.tiles.length * project.quantity,
  };
};
