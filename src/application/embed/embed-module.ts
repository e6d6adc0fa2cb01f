import { ContainerModule } from 'inversify';
import { EmbedSession } from './embed-session';

/**
 * The embed's store, loaded (with the printing session's stores it reads) only when the app runs in
 * an iframe: a page of its own pays nothing for it. Per customer: a session reset rebuilds it.
 */
export const embedModule = new ContainerModule(({ bind }) => {
  bind(EmbedSession).toSelf().inSingletonScope();
});
