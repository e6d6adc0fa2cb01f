export * from './storage';
export * from './launch';
