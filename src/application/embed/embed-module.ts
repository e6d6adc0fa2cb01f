import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { EmbedInbox } from './embed-inbox';
import { EmbedSession } from './embed-session';
import { EmbedSizing } from './embed-sizing';
import { EmbedStateSync } from './embed-state-sync';

/**
 * The embed's store, loaded (with the printing session's stores it reads) only when the app runs in
 * an iframe: a page of its own pays nothing for it. Per customer: a session reset rebuilds it.
 * `EmbedSession` is the views' entry; its parts (issue 36) are the state it shares with the parent,
 * the parent's messages, and the iframe's sizing.
 */
export const embedModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [EmbedStateSync, EmbedInbox, EmbedSizing, EmbedSession]);
});
