export * from './price-book';
export * from './cart-pricing';
export * from './cart-lines';
export * from './discount-rows';
export * from './project-price';
