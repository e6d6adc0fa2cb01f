export * from './route-table';
export * from './navigation-links';
