export * from './main-api';
export * from './key-value-store';
export * from './launch-context';
export * from './parent-frame';
export * from './analytics';
export * from './scheduler';
export * from './access-token';
