import { ContainerModule } from 'inversify';
import { ProjectBroadcast } from '../../application/ports/project-broadcast';
import { RecoveryLinks } from '../../application/ports/recovery-links';
import { ServerProjects } from '../../application/ports/server-projects';
import { RecoveryLinkCalls } from '../main-api/recovery-link-calls';
import { continueLinksOf, SharingCalls } from '../main-api/sharing-calls';
import { ContinueLinks, DesignShares } from '../../application/ports/design-shares';
import { ProjectsCalls } from '../main-api/projects-calls';
import { TenantId } from '../../application/tokens';
import { transportFromContext } from '../main-api/transport-from-context';
import { BroadcastChannelProjects } from './broadcast-channel-projects';

/**
 * The projects on the server, the recovery links (issue 26) and the channel between tabs (issue #15), for the composition root:
 * loaded with the printing session's stores, never with the home route's entry.
 */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(ServerProjects)
    .toDynamicValue((ctx) => new ProjectsCalls(transportFromContext(ctx)))
    .inSingletonScope();
  bind(RecoveryLinks)
    .toDynamicValue((ctx) => new RecoveryLinkCalls(transportFromContext(ctx)))
    .inSingletonScope();
  // Issue 35: shared designs and continue links (one calls object for both ports).
  bind(SharingCalls)
    .toDynamicValue((ctx) => new SharingCalls(transportFromContext(ctx)))
    .inSingletonScope();
  bind(DesignShares)
    .toDynamicValue((ctx) => ctx.get(SharingCalls))
    .inSingletonScope();
  bind(ContinueLinks)
    .toDynamicValue((ctx) => continueLinksOf(ctx.get(SharingCalls)))
    .inSingletonScope();
  bind(ProjectBroadcast)
    .toDynamicValue((ctx) => new BroadcastChannelProjects(ctx.get<string>(TenantId)))
    .inSingletonScope();
});
