/** Public entry of the pictures feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { ProjectThumbnails, TileThumbnail } from './tile-thumbnail';
