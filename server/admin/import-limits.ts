import { MAX_IMPORT_BYTES } from '../../src/domain/catalog/product-import';

/** The product and store imports' calls carry the CSV's text in JSON: room for the file plus its escaping. */
export const IMPORT_BODY_LIMIT = Math.ceil(MAX_IMPORT_BYTES * 1.5);
export const IMPORT_PATH = /^\/api\/v1\/admin\/tenants\/[^/]+\/(product|store)-import\/(dry-run|apply)$/;
