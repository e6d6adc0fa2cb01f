/** Public entry of the printing feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { PrintingScreen } from './printing-screen';
