import { ContainerModule } from 'inversify';
import { bindSingletons, bindTransients } from '../bind-classes';
import { uploadModule } from '../upload';
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
import { ProjectTiles } from '../ports/project-tiles';
import { TileImageStore } from './tile-image-store';

/**
 * The printing tool's session: the shopper's projects, one instance for the whole visit. Not in
 * the entry: the pages that use them load this module with their chunk, and the shell loads it
 * after the first render for the leave-page guard (src/ui/routing/feature-modules.ts).
 */
export const printingSessionModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [
    ProjectStore,
    // The projects' storage in this browser and their effects on the cart's contents (split out of ProjectStore, issue 36).
    LocalProjects,
    ProjectStatusEffects,
    // Saves the projects to the server (ports ServerProjects, ProjectBroadcast: the composition root's projects adapters).
    ProjectSync,
    RecoveryServer,
    ProjectRecovery,
    ConvertPromptStore,
    PrintProducts,
    ProductStart,
    ProjectRemovals,
    WallLayouts,
    TileArrangement,
    PhotoChoiceLimit,
    CartHandOff,
  ]);
  // The cart reads the projects through its port (the cart never imports the printing).
  bind(CartProjects).to(PrintingCartProjects).inSingletonScope();
  // The upload fills the active project's frames through its port (the upload never imports the printing).
  bind(ProjectTiles).toDynamicValue((ctx) => ctx.get(ProjectStore).photos);
  // One per mounted printing screen (each disposes its own): resolved fresh with `useFresh`.
  bindTransients(bind, [PrintingView, PhotoChoices]);
});

/**
 * The tile pictures the printing canvas draws (one cache for the visit, also an admin's customer
 * editing's: loaded into the browser's container, not a child's). Not in the entry: the shell's
 * overlay counts them through `LoadingImages` (issue 27's JS budget).
 */
export const tileImagesModule = new ContainerModule(({ bind }) => {
  bind(TileImageStore).toSelf().inSingletonScope();
});

/** What the printing pages load: the projects and the upload pipeline that fills them. */
export const printingSessionModules: readonly ContainerModule[] = [printingSessionModule, uploadModule];
