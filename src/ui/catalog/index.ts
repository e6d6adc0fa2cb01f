/** Public entry of the catalog feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { SafeHtml } from './safe-html';
export { LoadError, NotFoundBlock } from './status';
export { usePageTitle } from './use-page-title';
