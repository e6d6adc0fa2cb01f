export * from './options';
export * from './tile';
export * from './project';
export * from './split';
export * from './status';
export * from './local-persistence-filter';
export * from './recovery';
export * from './sync';
