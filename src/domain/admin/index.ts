export * from './order-status';
export * from './csv';
export * from './print-file';
