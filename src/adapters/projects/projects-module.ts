import { ContainerModule } from 'inversify';
import { AccessTokenSource, UnauthorizedRecovery, type AccessTokenSource as Tokens, type UnauthorizedRecovery as Recovery } from '../../application/ports/access-token';
import { ProjectBroadcast } from '../../application/ports/project-broadcast';
import { ServerProjects } from '../../application/ports/server-projects';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { ProjectsCalls } from '../main-api/projects-calls';
import { MainApiTransport } from '../main-api/transport';
import { BroadcastChannelProjects } from './broadcast-channel-projects';

/**
 * The projects on the server and the channel between tabs (issue #15), for the composition root:
 * loaded with the printing session's stores, never with the home route's entry.
 */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(ServerProjects)
    .toDynamicValue((ctx) => {
      const unauthorized = ctx.get<Recovery>(UnauthorizedRecovery, { optional: true });
      return new ProjectsCalls(
        new MainApiTransport({
          settings: ctx.get<Settings>(ClientSettings),
          tenantId: ctx.get<string>(TenantId),
          tokens: ctx.get<Tokens>(AccessTokenSource),
          ...(unauthorized ? { unauthorized } : {}),
        }),
      );
    })
    .inSingletonScope();
  bind(ProjectBroadcast)
    .toDynamicValue((ctx) => new BroadcastChannelProjects(ctx.get<string>(TenantId)))
    .inSingletonScope();
});
