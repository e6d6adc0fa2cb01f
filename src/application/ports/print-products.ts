import type { PrintProduct } from '../printing/print-product';

/**
 * The product a project is printed as (variants, print size, minimum ppi, orientation). Read
 * synchronously inside MobX computeds, so an implementation backed by a catalogue store should keep
 * its products observable. Until the catalogue provides it, `DefaultPrintProducts` answers the
 * spec's default tile product for every id.
 */
export interface PrintProductSource {
  product(productId: string): PrintProduct;
}
export const PrintProductSource = Symbol('PrintProductSource');
