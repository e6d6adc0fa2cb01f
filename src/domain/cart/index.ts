export * from './cart-link';
export * from './cart-wording';
