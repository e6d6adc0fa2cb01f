export * from './product';
export * from './artists';
export * from './config';
export * from './field-problems';
export * from './artist-group-rules';
export * from './product-rules';
export * from './product-text';
