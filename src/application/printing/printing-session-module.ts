import { ContainerModule } from 'inversify';
import { uploadModule } from '../upload/upload-module';
import { ConvertPromptStore } from './convert-prompt-store';
import { PhotoChoices } from './photo-choices';
import { PrintingView } from './printing-view';
import { PrintProducts } from './print-products';
import { ProductStart } from './product-start';
import { ProjectRecovery } from './project-recovery';
import { RecoveryServer } from './recovery-server';
import { ProjectStore } from './project-store';
import { ProjectSync } from './project-sync';
import { ProjectRemovals } from './project-removals';
import { WallLayouts } from './wall-layouts';
import { TileArrangement } from './tile-arrangement';
import { PhotoChoiceLimit } from './photo-choice-limit';
import { CartHandOff } from './cart-hand-off';
import { CartProjects } from '../ports/cart-projects';
import { PrintingCartProjects } from './printing-cart-projects';
import { LocalProjects } from './local-projects';
import { ProjectStatusEffects } from './project-status-effects';

/**
 * The printing tool's session: the shopper's projects, one instance for the whole visit. Not in
 * the entry: the pages that use them load this module with their chunk, and the shell loads it
 * after the first render for the leave-page guard (src/ui/routing/feature-modules.ts).
 */
export const printingSessionModule = new ContainerModule(({ bind }) => {
  bind(ProjectStore).toSelf().inSingletonScope();
  // The projects' storage in this browser and their effects on the cart's contents (split out of ProjectStore, issue 36).
  bind(LocalProjects).toSelf().inSingletonScope();
  bind(ProjectStatusEffects).toSelf().inSingletonScope();
  // Saves the projects to the server (ports ServerProjects, ProjectBroadcast: the composition root's projects adapters).
  bind(ProjectSync).toSelf().inSingletonScope();
  bind(RecoveryServer).toSelf().inSingletonScope();
  bind(ProjectRecovery).toSelf().inSingletonScope();
  bind(ConvertPromptStore).toSelf().inSingletonScope();
  bind(PrintProducts).toSelf().inSingletonScope();
  bind(ProductStart).toSelf().inSingletonScope();
  bind(ProjectRemovals).toSelf().inSingletonScope();
  bind(WallLayouts).toSelf().inSingletonScope();
  bind(TileArrangement).toSelf().inSingletonScope();
  bind(PhotoChoiceLimit).toSelf().inSingletonScope();
  bind(CartHandOff).toSelf().inSingletonScope();
  // The cart reads the projects through its port (the cart never imports the printing).
  bind(CartProjects).to(PrintingCartProjects).inSingletonScope();
  // One per mounted printing screen (each disposes its own): resolved fresh with `useFresh`.
  bind(PrintingView).toSelf().inTransientScope();
  bind(PhotoChoices).toSelf().inTransientScope();
});

/** What the printing pages load: the projects and the upload pipeline that fills them. */
export const printingSessionModules: readonly ContainerModule[] = [printingSessionModule, uploadModule];
