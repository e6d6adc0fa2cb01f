/** Public entry of the cart feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { CartContentsStore, type CartGift } from './cart-contents-store';
export { CartCount } from './cart-count';
