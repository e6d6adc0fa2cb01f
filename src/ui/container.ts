import { PageExit } from '../application/ports/page-exit';
// The lite build: only the metadata API Inversify uses, without the decorator registry.
import 'reflect-metadata/lite';
import { Container, ContainerModule } from 'inversify';
import { browserLaunchContext } from '../adapters/launch/browser-launch-context';
import { HttpMainApi } from '../adapters/main-api/http-main-api';
import { sharedTransportBindings } from '../adapters/main-api/transport-from-context';
import { PageFirstPaintData } from '../adapters/main-api/page-first-paint-data';
import { FirstPaintData } from '../application/ports/first-paint-data';
import { KeyValueStore } from '../adapters/storage/key-value-store';
import { LocalStorageStore } from '../adapters/storage/local-storage-store';
import { TenantLocalRecords } from '../adapters/storage/tenant-local-records';
import { ServerAnalytics } from '../adapters/analytics/server-analytics';
import { BrowserAnalytics } from '../adapters/analytics/browser-analytics';
import { GtmDataLayer } from '../adapters/analytics/gtm-data-layer';
import { BrowserScheduler } from '../adapters/scheduler/browser-scheduler';
import { HistoryNavigator } from '../adapters/navigation/history-navigator';
import { storefrontModule } from '../adapters/storefront/storefront-module';
import { lazyPort } from '../adapters/lazy-port';
import { browserLocks, WebLocks } from '../adapters/locks/web-locks';
import { CrossTabLock } from '../application/ports/cross-tab-lock';
import { AccessTokenSource } from '../application/ports/access-token';
import { Analytics } from '../application/ports/analytics';
import { AccessTokenRecord } from '../application/account/session-records';
import { LocalRecords, type LocalRecords as LocalRecordsPort } from '../application/ports/local-records';
import { anonymousAnalyticsId } from '../application/shell/shell-records';
import { LaunchContext } from '../application/ports/launch-context';
import { MainApi } from '../application/ports/main-api';
import { Navigator } from '../application/ports/navigator';
import { ParentFrame } from '../application/ports/parent-frame';
import { Scheduler } from '../application/ports/scheduler';
import { TileImageLoader, type TileImageLoader as TileImageLoaderPort } from '../application/ports/tile-image-loader';
import { entryModules, sessionWideModules } from '../application/entry-modules';
import { CustomerScope } from '../application/ports/customer-scope';
import { TenantStore } from '../application/shell/tenant-store';
import { tenantIdFromLaunch } from '../application/shell/tenant-id';
import { ClientSettings, FeatureContainer, TenantId } from '../application/tokens';
import { ChunkLoader, loadChunk } from '../application/loading/chunk-loader';
import { Stylesheets } from '../application/ports/stylesheets';
import { DomStylesheets } from '../adapters/loading/dom-stylesheets';
import { CookieCartHint } from '../adapters/cart/cookie-cart-hint';
import { CartHint } from '../application/ports/cart-hint';
import { noParentFrame } from '../adapters/parent-frame/no-parent-frame';
import { keptTenantQuery } from '../domain/routing';

/** A value computed on first use and kept. */
const memo = <T>(make: () => T): (() => T) => {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
};

declare const __TPX_API_BASE__: string;
declare const __TPX_VERSION__: string;

/**
 * The container. It remembers the application modules loaded into it (the entry's, then each page's
 * as it loads) so that a session reset can dispose the per-customer ones (unloading runs each
 * store's `@preDestroy` dispose) and bind them afresh.
 */
class AppContainer extends Container {
  private readonly customerModules: ContainerModule[] = [];
  private tracking = false;

  override load(...modules: ContainerModule[]): void {
    super.load(...modules);
    if (!this.tracking) return;
    for (const m of modules) if (!sessionWideModules.includes(m) && !this.customerModules.includes(m)) this.customerModules.push(m);
  }

  /** From here on, loaded modules are application modules (adapters come first). */
  trackApplicationModules(): void {
    this.tracking = true;
  }

  readonly customerScope: CustomerScope = {
    dispose: () => this.unload(...this.customerModules),
    rebuild: () => super.load(...this.customerModules),
  };
}

/** The one composition root (DESIGN §4): adapters bound to ports, then the application's stores. */
export function buildContainer(modules: readonly ContainerModule[]): Container {
  const container = new AppContainer({ defaultScope: 'Singleton' });
  container.load(...modules);
  container.bind(CustomerScope).toConstantValue(container.customerScope);
  container.bind(FeatureContainer).toConstantValue(container);
  container.trackApplicationModules();
  container.load(...entryModules);
  return container;
}

/** Launch values: what the page was opened with, the tenant id and the build's settings. */
function launchModule(win: Window) {
  return new ContainerModule(({ bind }) => {
    const launch = browserLaunchContext(win);
    bind(LaunchContext).toConstantValue(launch);
    bind(TenantId).toConstantValue(tenantIdFromLaunch(launch));
    bind(ClientSettings).toConstantValue({ apiBase: __TPX_API_BASE__, version: __TPX_VERSION__ });
    bind(FirstPaintData).toConstantValue(new PageFirstPaintData(win.document));
  });
}

const mainApiModule = new ContainerModule(({ bind }) => {
  bind(MainApi).to(HttpMainApi).inSingletonScope();
  sharedTransportBindings(bind);
  // The token the session stored, read through the tenant's local records (tenant key, 4-day expiry).
  bind(AccessTokenSource).toDynamicValue((ctx) => {
    const records = ctx.get<LocalRecords>(LocalRecords);
    return { current: () => records.read(AccessTokenRecord) ?? null };
  });
});

const storageModule = new ContainerModule(({ bind }) => {
  bind(KeyValueStore).to(LocalStorageStore).inSingletonScope();
  bind(LocalRecords).to(TenantLocalRecords).inSingletonScope();
});

/** The iframe's messages with its parent page (SPEC §7): its adapter, loaded before the container when the page is framed. */
type FrameAdapter = typeof import('../adapters/parent-frame/window-parent-frame').WindowParentFrame;
/** The iframe's in-memory routing (SPEC §2), loaded with the frame's adapter: a page of its own routes with the history. */
type FramedAdapters = { Frame: FrameAdapter; MemoryNavigator: typeof import('../adapters/navigation/memory-navigator').MemoryNavigator };

function browserModule(win: Window, framed: FramedAdapters | null) {
  const Frame = framed?.Frame ?? null;
  return new ContainerModule(({ bind }) => {
    bind(Scheduler).toConstantValue(new BrowserScheduler());
    bind(ChunkLoader).toSelf().inSingletonScope();
    bind(Stylesheets).toConstantValue(new DomStylesheets(win.document));
    bind(CrossTabLock).toConstantValue(new WebLocks(browserLocks(win)));
    // A page of its own has no parent to talk to (the adapter would post nothing and drop every
    // message): the no-op port, and the adapter's code and message codecs stay out of the entry.
    if (Frame === null) bind(ParentFrame).toConstantValue(noParentFrame);
    else
      bind(ParentFrame).toDynamicValue((ctx) => {
        const tenants = ctx.get(TenantStore);
        return new Frame(win, () => (tenants.state.status === 'ready' ? tenants.state.tenant.allowedParentOrigins : []));
      });
    // History routing normally; in memory inside an iframe (SPEC §2), starting at the iframe's own address.
    // Either keeps the `?tenant=` the page was opened with on the addresses it goes to and links.
    const keptTenant = keptTenantQuery(win.location.pathname, win.location.search);
    bind(Navigator).toConstantValue(
      framed ? new framed.MemoryNavigator(win.location.pathname, win.location.search, keptTenant) : new HistoryNavigator(win, keptTenant),
    );
    // A shop's hosted checkout takes the whole window (in a frame, the frame: a shop refuses to be framed, README notes it).
    bind(PageExit).toConstantValue({ go: (url: string) => win.location.assign(url) });
    // Only a page of its own tells the server about its cart (a frame's cookies are the parent site's affair).
    if (Frame === null) bind(CartHint).toDynamicValue((ctx) => new CookieCartHint(win.document, ctx.get<string>(TenantId)));
    bind(Analytics).toDynamicValue((ctx) => {
      const tenants = ctx.get(TenantStore);
      return new BrowserAnalytics(
        new ServerAnalytics(
          () => ctx.get<MainApi>(MainApi),
          () => win.location.pathname,
          // Read once, on the first event (the records are the tenant's, known by then).
          memo(() => anonymousAnalyticsId(ctx.get<LocalRecordsPort>(LocalRecords), () => win.crypto.randomUUID())),
        ),
        new GtmDataLayer(win),
        () => (tenants.state.status === 'ready' ? tenants.state.tenant.analyticsPrefix : 'tpx'),
      );
    });
  });
}

/** The printing tool's pictures: fetched and downscaled in the browser, code loaded on first use. */
export const imagesModule = new ContainerModule(({ bind }) => {
  bind(TileImageLoader).toConstantValue(
    lazyPort<TileImageLoaderPort>(async () => new (await import('../adapters/images/browser-tile-image-loader')).BrowserTileImageLoader()),
  );
});

/**
 * The photo picker's feature modules, loaded with its page: its stores and the social adapters
 * (Facebook, Instagram), which no other page needs.
 */
export const pickerFeature = (): Promise<ContainerModule[]> =>
  Promise.all([import('../application/upload/picker-module'), import('../adapters/social/social-module')]).then(([s, a]) => [s.pickerModule, a.socialModule]);

/**
 * The photo pipeline's adapters (upload slots, face detection, the resize worker, size probes): only
 * the printing session's upload store uses them, so they load with its stores (`printingStores`).
 */
/** The share page's calls (issue 35), loaded with its route. */
export const sharingCallsFeature = (): Promise<ContainerModule> => import('../adapters/sharing/sharing-calls-module').then((m) => m.sharingCallsModule);

export const photosFeature = (): Promise<ContainerModule> => import('../adapters/photos/photos-module').then((m) => m.photosModule);

/**
 * The admin pages' modules (issue #17): the admin calls and downloads, and the admin stores. Loaded
 * with the admin chunk only, so the storefront's entry carries none of it.
 */
export const adminFeature = (): Promise<ContainerModule[]> =>
  Promise.all([import('../adapters/main-api/admin-api-module'), import('../application/admin/admin-module')]).then(([a, s]) => [
    a.adminApiModule,
    s.adminModule,
  ]);

/** The projects' server calls and the channel between tabs (issue #15): loaded with the printing session's stores. */
export const projectsFeature = (): Promise<ContainerModule> => import('../adapters/projects/projects-module').then((m) => m.projectsModule);

/** Store pick-up (issue 30): the finder's calls, the device's position and the finder's store; loaded with /stores and /cart. */
export const pickupFeature = (): Promise<ContainerModule[]> =>
  Promise.all([import('../adapters/pickup/pickup-module'), import('../application/pickup/pickup-module')]).then(([a, s]) => [
    a.pickupAdaptersModule,
    s.pickupModule,
  ]);

/** A shopper's orders (issue 29): the order calls and the order and account pages' stores; loaded with /orders/{number} and /account. */
export const ordersFeature = (): Promise<ContainerModule[]> =>
  Promise.all([import('../adapters/orders/orders-module'), import('../application/orders/orders-module')]).then(([a, s]) => [
    a.orderAdaptersModule,
    s.ordersModule,
  ]);

/**
 * The browser's adapter modules (the entry's; pages add theirs with their chunks). Inside an iframe
 * the parent frame's adapter loads first (the frame is drawn in the browser, not hydrated).
 */
export async function browserModules(win: Window): Promise<ContainerModule[]> {
  const framed =
    win.parent !== win
      ? await loadChunk(() =>
          Promise.all([import('../adapters/parent-frame/window-parent-frame'), import('../adapters/navigation/memory-navigator')]).then(([frame, memory]) => ({
            Frame: frame.WindowParentFrame,
            MemoryNavigator: memory.MemoryNavigator,
          })),
        )
      : null;
  return [launchModule(win), mainApiModule, storageModule, browserModule(win, framed), imagesModule, storefrontModule];
}
