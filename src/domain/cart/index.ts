export * from './cart-link';
export * from './cart-wording';
export * from './printed-line';
export * from './gift-recipient';
