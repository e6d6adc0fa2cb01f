import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, catalogError } from '../../../src/domain/catalog/catalog-errors';

describe('catalogue messages (SPEC §8)', () => {
  it.each([
    ['catalog/product-fetch', 'Unable to fetch the product. Please try again later.'],
    ['catalog/product-missing', 'Product data is missing in the API response.'],
    ['catalog/product-key-required', 'Either Product ID or Product Slug is required.'],
    ['catalog/artist-products', 'Failed to fetch artist products'],
    ['catalog/artist-groups', 'Failed to check if tenant have artist groups'],
    ['catalog/products', "Failed to fetch tenant's precustomizable products"],
  ] as const)('%s reads %j', (code, message) => {
    expect(catalogError(code)).toEqual({ code, message });
    expect(CATALOG_MESSAGES[code]).toBe(message);
  });
});
