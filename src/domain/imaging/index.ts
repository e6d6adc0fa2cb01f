export * from './zoom';
export * from './crop';
export * from './grid';
export * from './low-resolution';
export * from './media';
export * from './video';
export * from './print-well-zoom';
export * from './rotation';
