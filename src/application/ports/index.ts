export * from './main-api';
export * from './launch-context';
export * from './parent-frame';
export * from './analytics';
export * from './scheduler';
export * from './access-token';
export * from './tile-image-loader';
