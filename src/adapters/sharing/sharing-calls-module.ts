import { ContainerModule } from 'inversify';
import { ContinueLinks, DesignShares } from '../../application/ports/design-shares';
import { continueLinksOf, SharingCalls } from '../main-api/sharing-calls';
import { transportFromContext } from '../main-api/transport-from-context';

/**
 * Issue 35's calls (shared designs and continue links, one calls object for both ports): loaded with
 * the share page, the continue page and the printing tool's dialogs, not with the projects' adapters,
 * so that the share page draws without the printing session's code.
 */
export const sharingCallsModule = new ContainerModule(({ bind }) => {
  bind(SharingCalls)
    .toDynamicValue((ctx) => new SharingCalls(transportFromContext(ctx)))
    .inSingletonScope();
  bind(DesignShares)
    .toDynamicValue((ctx) => ctx.get(SharingCalls))
    .inSingletonScope();
  bind(ContinueLinks)
    .toDynamicValue((ctx) => continueLinksOf(ctx.get(SharingCalls)))
    .inSingletonScope();
});
