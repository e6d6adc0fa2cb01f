export * from './tenant-resolution';
export * from './parent-origin';
export * from './tenant-profiles';
export * from './tenant-limits';
export * from './site-gate';
export * from './tenant-images';
