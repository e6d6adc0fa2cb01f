export * from './distance';
export * from './local-time';
export * from './hours';
export * from './store';
export * from './store-query';
