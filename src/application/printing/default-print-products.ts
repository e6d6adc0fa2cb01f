import { injectable } from 'inversify';
import type { PrintProductSource } from '../ports/print-products';
import { DEFAULT_TILE_PRODUCT, type PrintProduct } from './print-product';

/**
 * Until the catalogue binds a store-backed source, every project prints as the default 8 x 8 tile
 * (keeping the project's own product id, so a later catalogue lookup finds the real product).
 */
@injectable()
export class DefaultPrintProducts implements PrintProductSource {
  product(productId: string): PrintProduct {
    return productId === DEFAULT_TILE_PRODUCT.id ? DEFAULT_TILE_PRODUCT : { ...DEFAULT_TILE_PRODUCT, id: productId };
  }
}
