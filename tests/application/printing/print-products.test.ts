import { describe, expect, it } from 'vitest';
import { PrintProducts } from '../../../src/application/printing/print-products';
import { DEFAULT_TILE_PRODUCT, toPrintProduct } from '../../../src/domain/printing/print-product';
import type { WallLayouts } from '../../../src/application/printing/wall-layouts';
import type { CatalogStore } from '../../../src/application/catalog/catalog-store';
import { seededProducts } from '../../fixtures/fakes';

describe('PrintProducts', () => {
  it('answers the same object for the same catalogue product, so a pan re-derives nothing that depends on it', () => {
    const catalog = { products: seededProducts() } as unknown as CatalogStore;
    const source = new PrintProducts(catalog, { served: null, forProduct: () => undefined } as unknown as WallLayouts);
    const first = catalog.products[0]!;
    const a = source.product(first.id);
    expect(a).toEqual(toPrintProduct(first));
    expect(source.product(first.id)).toBe(a);
    expect(source.product('no-such-product')).toBe(source.product('no-such-product'));
    expect(source.product('no-such-product')).toEqual({ ...DEFAULT_TILE_PRODUCT, id: 'no-such-product' });
  });

  it('follows the catalogue: a reloaded product is converted again', () => {
    const catalog = { products: seededProducts() } as { products: ReturnType<typeof seededProducts> };
    const source = new PrintProducts(catalog as unknown as CatalogStore, { served: null, forProduct: () => undefined } as unknown as WallLayouts);
    const first = catalog.products[0]!;
    const before = source.product(first.id);
    catalog.products = [{ ...first, name: 'Renamed' }, ...catalog.products.slice(1)];
    const after = source.product(first.id);
    expect(after).not.toBe(before);
    expect(after.name).toBe('Renamed');
  });
});
