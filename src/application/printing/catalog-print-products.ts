import { inject, injectable } from 'inversify';
import type { PrintProductSource } from '../ports/print-products';
import { CatalogStore } from '../stores/catalog-store';
import { DEFAULT_TILE_PRODUCT, toPrintProduct, type PrintProduct } from './print-product';

/**
 * Projects print as their catalogue product (variants, size, minimum ppi, orientation). Read inside
 * MobX computeds: the catalogue's products are observable, so a product that loads later re-prices
 * and re-checks resolution by itself. Unknown ids print as the default 8 x 8 tile.
 */
@injectable()
export class CatalogPrintProducts implements PrintProductSource {
  constructor(@inject(CatalogStore) private readonly catalog: CatalogStore) {}

  product(productId: string): PrintProduct {
    const found = this.catalog.products.find((p) => p.id === productId);
    if (found) return toPrintProduct(found);
    return productId === DEFAULT_TILE_PRODUCT.id ? DEFAULT_TILE_PRODUCT : { ...DEFAULT_TILE_PRODUCT, id: productId };
  }
}
