import { domainError, type DomainError } from '../errors';

/** SPEC §8's catalogue messages, word for word, keyed by a stable code. */
export const CATALOG_MESSAGES = {
  'catalog/product-fetch': 'Unable to fetch the product. Please try again later.',
  'catalog/product-missing': 'Product data is missing in the API response.',
  'catalog/product-key-required': 'Either Product ID or Product Slug is required.',
  'catalog/artist-products': 'Failed to fetch artist products',
  'catalog/artist-groups': 'Failed to check if tenant have artist groups',
  'catalog/products': "Failed to fetch tenant's precustomizable products",
} as const;

/** A catalogue failure's code. */
export type CatalogErrorCode = keyof typeof CATALOG_MESSAGES;

/** A catalogue failure shown to the shopper. */
export type CatalogError = DomainError<CatalogErrorCode>;

/** The catalogue failure for a code, with the spec's wording. */
export const catalogError = (code: CatalogErrorCode): CatalogError => domainError(code, CATALOG_MESSAGES[code]);
