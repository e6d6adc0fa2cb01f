import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog';
import { CatalogStore } from '../catalog';
import type { Layout } from '../../domain/layouts';
import { WallLayouts } from './wall-layouts';
import { DEFAULT_TILE_PRODUCT, toPrintProduct, type PrintProduct } from '../../domain/printing/print-product';

/**
 * The product a project is printed as: its catalogue product (variants, print size, minimum ppi,
 * orientation). Read inside MobX computeds: the catalogue's products are observable, so a product
 * that loads later re-prices and re-checks resolution by itself. Unknown ids print as the default
 * 8 x 8 tile. Printing owns it (bound in `printing-session-module`); the cart reads it too.
 */
@injectable()
export class PrintProducts {
  /**
   * One PrintProduct per catalogue product (and per unknown id): the same product answers with the
   * same object, so computeds over it (frame colours, the render model's per-frame memo, the
   * resolution checks) see no change when a pan or zoom replaces the project.
   */
  private readonly converted = new WeakMap<Product, PrintProduct>();
  private readonly unknown = new Map<string, PrintProduct>();
  /** The products with the server's layouts attached, per set of layouts (a new set: new objects, once). */
  private readonly withLayouts = new WeakMap<readonly Layout[], Map<PrintProduct, PrintProduct>>();

  constructor(
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(WallLayouts) private readonly layouts: WallLayouts,
  ) {}

  product(productId: string): PrintProduct {
    return this.laidOut(this.bare(productId));
  }

  private bare(productId: string): PrintProduct {
    const found = this.catalog.products.find((p) => p.id === productId);
    if (found) {
      let product = this.converted.get(found);
      if (!product) {
        product = toPrintProduct(found);
        this.converted.set(found, product);
      }
      return product;
    }
    if (productId === DEFAULT_TILE_PRODUCT.id) return DEFAULT_TILE_PRODUCT;
    let fallback = this.unknown.get(productId);
    if (!fallback) {
      fallback = { ...DEFAULT_TILE_PRODUCT, id: productId };
      this.unknown.set(productId, fallback);
    }
    return fallback;
  }

  /** The product with the server's layouts for it, when they are loaded (the same object while they stay the same). */
  private laidOut(product: PrintProduct): PrintProduct {
    const served = this.layouts.served;
    if (served === null) return product;
    let byProduct = this.withLayouts.get(served);
    if (!byProduct) {
      byProduct = new Map();
      this.withLayouts.set(served, byProduct);
    }
    let laid = byProduct.get(product);
    if (!laid) {
      laid = { ...product, layouts: this.layouts.forProduct(product.id) ?? [] };
      byProduct.set(product, laid);
    }
    return laid;
  }
}
