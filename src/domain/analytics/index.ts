export * from './ecommerce-events';
export * from './gtm-container-id';
export * from './utm';
export * from './page-view';
export * from './ecommerce-items';
export * from './project-items';
