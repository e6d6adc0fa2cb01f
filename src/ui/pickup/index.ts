/** Public entry of the pickup feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { StoreFinder } from './store-finder';
