export * from './order-status';
export * from './reorder';
