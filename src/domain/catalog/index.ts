export * from './product';
export * from './artists';
export * from './config';
