export * from './shared-design';
export * from './continue-link';
