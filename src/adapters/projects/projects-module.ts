import { ContainerModule } from 'inversify';
import { ProjectBroadcast } from '../../application/ports/project-broadcast';
import { RecoveryLinks } from '../../application/ports/recovery-links';
import { ServerProjects } from '../../application/ports/server-projects';
import { RecoveryLinkCalls } from '../main-api/recovery-link-calls';
import { ProjectsCalls } from '../main-api/projects-calls';
import { TenantId } from '../../application/tokens';
import { transportFromContext } from '../main-api/transport-from-context';
import { BroadcastChannelProjects } from './broadcast-channel-projects';

/**
 * The projects on the server, the recovery links (issue 26) and the channel between tabs (issue #15), for the composition root
 * (issue 35's sharing calls: `adapters/sharing/sharing-calls-module.ts`):
 * loaded with the printing session's stores, never with the home route's entry.
 */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(ServerProjects)
    .toDynamicValue((ctx) => new ProjectsCalls(transportFromContext(ctx)))
    .inSingletonScope();
  bind(RecoveryLinks)
    .toDynamicValue((ctx) => new RecoveryLinkCalls(transportFromContext(ctx)))
    .inSingletonScope();
  bind(ProjectBroadcast)
    .toDynamicValue((ctx) => new BroadcastChannelProjects(ctx.get<string>(TenantId)))
    .inSingletonScope();
});
