/** Public entry of the printing feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { ConvertPromptStore } from './convert-prompt-store';
export { OneProjectScope } from './one-project-scope';
export { PhotoChoiceLimit, type LimitedChoice } from './photo-choice-limit';
export { PrintProducts } from './print-products';
export type { RecoveryLinkChoice, RecoveryLinkModalRequest, RecoveryState } from './project-recovery';
export { ProjectStore } from './project-store';
export { ProjectSync } from './project-sync';
export { HoldRefusedSaves, type SaveRefusal } from './save-refusals';
