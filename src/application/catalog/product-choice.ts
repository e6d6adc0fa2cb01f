import type { Cents } from '../../domain/money';

/**
 * What the shopper picked on a product page, and where it goes: printable products are designed in
 * the printing tool (`design`), ready-made items go straight into the cart (`cart`). The catalogue
 * decides (`CatalogStore.choice`); `ProductStart` (printing, loaded with the product pages) acts on it.
 */
export interface ProductChoice {
  readonly entry: 'design' | 'cart';
  readonly productId: string;
  readonly variantId?: string;
  /** For tiles, the frame colour ('Black'). */
  readonly variantName?: string;
  readonly quantity: number;
  /** The product's name and the price the page showed, for items that go straight to the cart. */
  readonly productName: string;
  readonly unitPrice: Cents;
  /** The precustomized image to start from, when the product has one. */
  readonly precustomizedImageUrl?: string;
}
