export * from './order-status';
export * from './reorder';
export * from './order-view';
