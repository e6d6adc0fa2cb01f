export * from './parent-addresses';
export * from './launch-settings';
export * from './limits';
