import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { VideoPlayer } from './video-player';

/** The global video player (SPEC §2): only the product page plays videos, so it loads with that page (issue 27's JS budget). */
export const videoModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [VideoPlayer]);
});
