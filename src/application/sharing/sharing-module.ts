import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { ContinueFlow } from './continue-flow';
import { ShareDialog } from './share-dialog';
import { SharedDesignPage } from './shared-design-page';

/** Issue 35's stores (one per visit), loaded with the share page, the continue page and the printing tool's dialogs; they need the printing session's stores. */
export const sharingModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [SharedDesignPage, ShareDialog, ContinueFlow]);
});
