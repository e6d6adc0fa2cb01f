import type { PrintProduct } from '../../domain/printing/print-product';

/**
 * The product a project is printed as (variants, print size, minimum ppi, orientation). Read
 * synchronously inside MobX computeds, so an implementation backed by a catalogue store should keep
 * its products observable (`CatalogPrintProducts` reads the catalogue store). Unknown ids print as the
 * spec's default 8 x 8 tile product.
 */
export interface PrintProductSource {
  product(productId: string): PrintProduct;
}
export const PrintProductSource = Symbol('PrintProductSource');
