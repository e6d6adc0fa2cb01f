/** Public entry of the catalog feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { ArtistStore } from './artist-store';
export { CatalogStore } from './catalog-store';
export type { ProductChoice } from './product-choice';
