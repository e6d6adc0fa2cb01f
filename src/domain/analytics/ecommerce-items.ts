import { findVariantByName, type Product, type ProductVariant } from '../catalog';
import type { EcommerceItem } from './ecommerce-events';

/** The id GA4 reports: the variant's SKU, else its id; a product without variants: its SKU, else its id. */
export const itemIdOf = (product: Pick<Product, 'id' | 'sku'>, variant: ProductVariant | undefined): string =>
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
