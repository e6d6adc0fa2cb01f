export * from './shell-constants';
