export * from './paths';
export * from './admin-paths';
// The artist/group slug of SPEC §2 is a catalogue rule; routes use it from here too.
export { groupSlug } from '../catalog/product';
export * from './kept-tenant-query';
