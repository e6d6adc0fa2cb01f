import { sharedTransportBindings } from '../adapters/main-api/transport-from-context';
import { ContainerModule } from 'inversify';
import { PageFirstPaintData } from '../adapters/main-api/page-first-paint-data';
import { KeyValueStore } from '../adapters/storage/key-value-store';
import { TenantLocalRecords } from '../adapters/storage/tenant-local-records';
import { MemoryNavigator } from '../adapters/navigation/memory-navigator';
import { storefrontModule } from '../adapters/storefront/storefront-module';
import {
  EmptyKeyValueStore,
  noLock,
  offlineMainApi,
  RenderScheduler,
  requestLaunchContext,
  silentAnalytics,
} from '../adapters/server-render/server-render-ports';
import { noParentFrame } from '../adapters/parent-frame/no-parent-frame';
import { ChunkLoader } from '../application/loading/chunk-loader';
import { AccessTokenSource } from '../application/ports/access-token';
import { Analytics } from '../application/ports/analytics';
import { CrossTabLock } from '../application/ports/cross-tab-lock';
import { FirstPaintData } from '../application/ports/first-paint-data';
import { LaunchContext } from '../application/ports/launch-context';
import { LocalRecords } from '../application/ports/local-records';
import { MainApi } from '../application/ports/main-api';
import { Navigator } from '../application/ports/navigator';
import { ParentFrame } from '../application/ports/parent-frame';
import { Scheduler } from '../application/ports/scheduler';
import { tenantIdFromLaunch } from '../application/shell/tenant-id';
import { ClientSettings, TenantId } from '../application/tokens';
import { imagesModule } from './container';
import { keptTenantQuery } from '../domain/routing';

declare const __TPX_API_BASE__: string;
declare const __TPX_VERSION__: string;

// The server render's composition (issue 27), beside the browser's (container.ts): only the server
// render's entry (render-page.tsx) imports it, so the browser's entry does not carry it.

/** What the server knows of the page it renders (issue 27). */
export interface ServerPageRequest {
  readonly path: string;
  readonly search: string;
  readonly hostname: string;
  /** The boot block's data (src/contract/boot.ts), as the page will carry it. */
  readonly boot: unknown;
}

/**
 * The adapter modules of one server render (issue 27), in place of `browserModules`: the same
 * application modules on top, so the same stores render the same views. The stores start from the
 * boot data the page then carries; the shopper's storage is empty here, no call goes out, no timer
 * starts, and nothing is shared with another request.
 */
export function serverModules(request: ServerPageRequest): ContainerModule[] {
  const launch = requestLaunchContext(request.search, request.hostname);
  return [
    new ContainerModule(({ bind }) => {
      bind(LaunchContext).toConstantValue(launch);
      bind(TenantId).toConstantValue(tenantIdFromLaunch(launch));
      bind(ClientSettings).toConstantValue({ apiBase: __TPX_API_BASE__, version: __TPX_VERSION__ });
      bind(FirstPaintData).toConstantValue(PageFirstPaintData.fromBoot(request.boot));
      bind(MainApi).toConstantValue(offlineMainApi());
      bind(AccessTokenSource).toConstantValue({ current: () => null });
      // The lazily loaded features' adapters take it; nothing is sent during a render.
      sharedTransportBindings(bind);
      bind(KeyValueStore).toConstantValue(new EmptyKeyValueStore());
      bind(LocalRecords).to(TenantLocalRecords).inSingletonScope();
      bind(Scheduler).toConstantValue(new RenderScheduler());
      // The shell's reload notice reads it; on the server nothing loads through it (no failure to show).
      bind(ChunkLoader).toSelf().inSingletonScope();
      bind(CrossTabLock).toConstantValue(noLock);
      bind(ParentFrame).toConstantValue(noParentFrame);
      bind(Navigator).toConstantValue(new MemoryNavigator(request.path, request.search, keptTenantQuery(request.path, request.search)));
      bind(Analytics).toConstantValue(silentAnalytics);
    }),
    imagesModule,
    storefrontModule,
  ];
}
