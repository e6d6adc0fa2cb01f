export * from './distance';
export * from './local-time';
export * from './hours';
export * from './store';
export * from './store-query';
export * from './store-text';
export * from './store-import';
export * from './mapkit';
