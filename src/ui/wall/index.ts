/** Public entry of the wall feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { openWallPreview, WALL_PREVIEW_KIND } from './open-wall-preview';
export { SeeOnWallButton } from './see-on-wall-button';
