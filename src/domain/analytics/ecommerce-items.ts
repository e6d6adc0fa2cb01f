import { findVariantByName, type Product, type ProductVariant } from '../catalog';
import type { Cents } from '../money';
import type { Project } from '../project';
import type { CartLineItem, EcommerceItem } from './ecommerce-events';

/** The id GA4 reports: the variant's SKU, else its id; a product without variants: its SKU, else its id. */
const itemIdOf = (product: Pick<Product, 'id' | 'sku'>, variant: ProductVariant | undefined): string =>
  variant ? (variant.sku.trim() !== '' ? variant.sku : variant.id) : product.sku?.trim() ? product.sku : product.id;

/** A product as a list or product page shows it: its first (default) variant, one unit. */
export const productItem = (product: Pick<Product, 'id' | 'sku' | 'name' | 'price' | 'variants'>, variantName?: string): EcommerceItem => {
  const variant = (variantName === undefined ? undefined : findVariantByName(product, variantName)) ?? product.variants[0];
  return {
    itemId: itemIdOf(product, variant),
    itemName: product.name,
    ...(variant ? { itemVariant: variant.name } : {}),
    price: variant?.price ?? product.price,
    quantity: 1,
  };
};

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
