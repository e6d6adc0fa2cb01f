import { inject, injectable, preDestroy } from 'inversify';
import { action, makeObservable, observableRef, reaction } from 'mobx';
import { APP_SIZE_THROTTLE_MS, heightToReport, parentNavigationUrl, parentRoute } from '../../domain/embed';
import { activeProject } from '../../domain/project';
import { routeRemeasureDelays } from '../../domain/shell/shell-constants';
import { LoginPrompt } from '../account/login-prompt';
import { SessionReset } from '../account/session-reset';
import { WelcomePromoStore } from '../account/welcome-promo-store';
import { SessionStore } from '../account/session-store';
import { CartContentsStore } from '../cart/cart-contents-store';
import { ImageBlobFetcher, type ImageBlobFetcher as BlobFetcher } from '../ports/image-blob-fetcher';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ParentFrame, type MessageFromParent, type MessageToParent, type ParentFrame as Parent, type ParentState, type StoreState } from '../ports/parent-frame';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ProjectStore } from '../printing/project-store';
import { ModalStore } from '../shell/modal-store';
import { TenantStore } from '../shell/tenant-store';
import { UploadStore } from '../upload/upload-store';
import { readHandedOver, writeHandedOverSession } from './handed-over-session';
import { answerImageRequest } from './parent-image';
import { changedState, storeState, type StoreFacts } from './store-state';

/** The app's size as the parent sizes the iframe by it. */
export interface AppSize {
  readonly width: number;
  readonly height: number;
}

/** An analytics event the parent page may forward to its own tag manager (the analytics issue sends them). */
export interface ForwardedAnalyticsEvent {
  readonly event: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

/** Plain data compared by value (the snapshots are small JSON-like objects). */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Where refused parent requests are noted (a debug line: a parent page may post anything). */
const note = (message: string, detail?: unknown) => console.debug(`[embed] ${message}`, detail ?? '');

/**
 * The store inside a parent page's iframe (SPEC §7, DESIGN §9): owns both message directions.
 * To the parent: notifyVueCreated once, updateState with what changed (active project and ids,
 * appSize, homeUrl, preventUnload, isModalOpen, showWelcomePromo, cartCount, loggedIn), the iframe
 * modal mode (showFrame when a modal opens, hideFullscreen when all close), uploadComplete,
 * localImgPreviewReady, notifyProjectsSaved, navigate, getBase64Img's answer. From the parent:
 * every message of the spec, each checked (changeRoute against the route allow-list). The port
 * has already dropped what did not come from the parent window, an allowed origin, or decode.
 * notifyPathChanged goes with each route change from the shell (`useRouteEffects`).
 */
@injectable()
export class EmbedSession {
  /** The parent's own settings (its updateState). */
  parentState: ParentState = {};
  private lastState: StoreState | null = null;
  private sentSize: AppSize | null = null;
  private pendingSize: AppSize | null = null;
  private pendingLoading = false;
  private sizeCooldown: (() => void) | null = null;
  private routeMeasures: (() => void) | null = null;
  private readonly disposers: Array<() => void> = [];
  private started = false;

  constructor(
    @inject(ParentFrame) private readonly parent: Parent,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(CartContentsStore) private readonly cart: CartContentsStore,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(UploadStore) private readonly uploads: UploadStore,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(ImageBlobFetcher) private readonly blobs: BlobFetcher,
    @inject(SessionReset) private readonly reset: SessionReset,
    @inject(WelcomePromoStore) private readonly welcome: WelcomePromoStore,
  ) {
    makeObservable<EmbedSession, 'receive'>(this, { parentState: observableRef, receive: action });
  }

  /** Starts both directions (once; nothing outside an iframe). The app is ready: notifyVueCreated. */
  start(): void {
    if (this.started || !this.parent.embedded) return;
    this.started = true;
    this.disposers.push(this.parent.subscribe((message) => this.receive(message)));
    // Once per page: a session reset (logout) rebuilds this store, and the app was ready long before.
    if (this.reset.session === 0) this.post({ type: 'notifyVueCreated' });
    this.disposers.push(
      reaction(
        () => storeState(this.facts()),
        (state) => {
          const changed = changedState(this.lastState, state);
          this.lastState = state;
          if (Object.keys(changed).length > 0) this.post({ type: 'updateState', state: changed });
        },
        { fireImmediately: true, equals: sameJson },
      ),
      // SPEC §4 iframe modal mode: entered when a modal opens, left (hideFullscreen) when all close.
      reaction(
        () => this.modals.isOpen,
        (open) => this.post(open ? { type: 'showFrame' } : { type: 'hideFullscreen' }),
      ),
      reaction(
        () => this.uploads.inProgress,
        (busy, wasBusy) => {
          if (wasBusy && !busy) this.post({ type: 'uploadComplete', count: this.uploads.total });
        },
      ),
      reaction(
        () => this.projects.active.tiles.filter((t) => t.uploadingFull === true).length,
        (previews, before) => {
          if (previews > before) this.post({ type: 'localImgPreviewReady', count: previews - before });
        },
      ),
      reaction(
        () => ({ all: this.projects.projects.map((p) => p.id), saved: this.projects.projects.filter((p) => p.savedToServer).map((p) => p.id) }),
        (now, before) => {
          const deleted = before.saved.filter((id) => !now.all.includes(id));
          this.post({ type: 'notifyProjectsSaved', deletedProjectIds: deleted, remainingProjectIds: now.saved });
        },
        { equals: sameJson },
      ),
    );
  }

  /**
   * The content's size (the view measures it): sent at most every 100 ms, and only when it changed.
   * `loading`: a placeholder stands where the page will be (a route's chunk or data on its way), so
   * the height last sent is kept if it was taller (heightToReport): the frame does not collapse and
   * regrow on every route change.
   */
  reportAppSize(size: AppSize, loading = false): void {
    if (!this.started) return;
    if (this.sizeCooldown !== null) {
      this.pendingSize = { width: size.width, height: size.height };
      this.pendingLoading = loading;
      return;
    }
    const height = heightToReport(Math.ceil(size.height), loading, this.sentSize?.height ?? null);
    const rounded = { width: Math.ceil(size.width), height };
    if (this.sentSize?.width === rounded.width && this.sentSize.height === rounded.height) return;
    this.sentSize = rounded;
    this.post({ type: 'updateState', state: { appSize: rounded } });
    this.sizeCooldown = this.scheduler.after(APP_SIZE_THROTTLE_MS, () => {
      this.sizeCooldown = null;
      const pending = this.pendingSize;
      this.pendingSize = null;
      if (pending !== null) this.reportAppSize(pending, this.pendingLoading);
    });
  }

  /**
   * SPEC §9: after a route change the app is measured 5 times, 100 ms apart (routeRemeasureDelays),
   * besides the view's resize observer: a page whose pictures or fonts settle without resizing the
   * root still gets told. A newer route change replaces the older one's measures.
   */
  remeasureAfterRouteChange(measure: () => { readonly size: AppSize; readonly loading: boolean }): void {
    this.routeMeasures?.();
    const timers = routeRemeasureDelays().map((ms) =>
      this.scheduler.after(ms, () => {
        const { size, loading } = measure();
        this.reportAppSize(size, loading);
      }),
    );
    this.routeMeasures = () => timers.forEach((stop) => stop());
  }

  /**
   * Asks the parent page to go to `url` (SPEC §7 navigate): only to the tenant's own parent pages or
   * its hosted page (the allow-list); anything else is refused. Answers whether it was sent.
   */
  navigateParent(url: string): boolean {
    if (this.tenants.state.status !== 'ready') return false;
    const tenant = this.tenants.state.tenant;
    const hosted = originOf(tenant.hostedPageUrl);
    const allowed = parentNavigationUrl(url, tenant.allowedParentOrigins, hosted === null ? [] : [hosted]);
    if (allowed === null) {
      note('navigate refused: not an allowed address', url);
      return false;
    }
    this.post({ type: 'navigate', url: allowed });
    return true;
  }

  /** Hands an analytics event to the parent page (for its own tag manager). Unused until the analytics issue wires it. */
  forwardAnalytics(event: ForwardedAnalyticsEvent): void {
    this.post({ type: 'analyticsEvent', event: event.event, params: { ...event.params } });
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.sizeCooldown?.();
    this.sizeCooldown = null;
    this.routeMeasures?.();
    this.routeMeasures = null;
    this.started = false;
  }

  private post(message: MessageToParent, transfer?: readonly Transferable[]): void {
    this.parent.post(message, transfer);
  }

  private facts(): StoreFacts {
    const projects = this.projects.projects;
    const modal = this.modals.current?.request.kind ?? '';
    return {
      projects,
      active: activeProject(projects),
      homeUrl: this.parentState.homeUrl ?? '/',
      preventUnload: this.projects.hasUnsavedChanges || this.uploads.inProgress,
      isModalOpen: this.modals.isOpen,
      showWelcomePromo: this.parentState.showWelcomePromo === true || /welcome/i.test(modal),
      cartCount: this.cart.itemCount,
      loggedIn: this.session.signedIn,
    };
  }

  private receive(message: MessageFromParent): void {
    switch (message.type) {
      case 'changeRoute': {
        const to = parentRoute(message.path);
        if (to === null) return note('changeRoute refused: not a page of this store', message.path);
        this.navigator.navigate(to);
        return;
      }
      case 'updateState': {
        const { homeUrl, showWelcomePromo, activeProjectId, isModalOpen } = message.state;
        if (showWelcomePromo === true) this.welcome.openOnRequest();
        if (activeProjectId !== undefined && activeProjectId !== this.projects.active.id) {
          if (this.projects.projects.some((p) => p.id === activeProjectId)) this.projects.activateProject(activeProjectId);
          else note('updateState activeProjectId refused: no such project', activeProjectId);
        }
        // The parent hid its full-screen frame: a dialog left open would trap focus out of sight.
        for (let i = 0; isModalOpen === false && this.modals.isOpen && i < 10; i++) this.modals.dismiss();
        const home = homeUrl === undefined || this.tenants.state.status !== 'ready' ? undefined : parentNavigationUrl(homeUrl, this.tenants.state.tenant.allowedParentOrigins);
        this.parentState = {
          ...this.parentState,
          ...(home ? { homeUrl: home } : {}),
          ...(showWelcomePromo === undefined ? {} : { showWelcomePromo }),
        };
        return;
      }
      case 'receiveLocalStorage':
        return this.receiveSession(message.items);
      case 'open':
        void this.login.show();
        return;
      case 'startUpload':
        this.navigator.navigate('/photo-picker');
        return;
      case 'clearDevicePhotos':
        for (const tile of this.projects.active.tiles) {
          if (tile.metadata?.source === 'device' || tile.metadata?.source === 'Local') this.projects.photos.removeTile(tile.id);
        }
        return;
      case 'getBase64Img':
        void answerImageRequest(message, this.projects.active.tiles, this.blobs).then((answer) => this.post(answer.message, answer.transfer));
        return;
      case 'notifyBuilderClosed':
        // The parent closed the builder: what the shopper did is written now, not on the next debounce.
        this.projects.flush();
        return;
    }
  }

  /**
   * SPEC §7 receiveLocalStorage: the parent's stored items for this tenant. A session in them (both
   * tokens) signs the shopper in, unless one is signed in already: a parent's copy may be older than
   * the store's rotated tokens, and presenting a rotated refresh token would end the session. Another
   * customer's session (by the handed customer's id) replaces the current one.
   */
  private receiveSession(items: Readonly<Record<string, string>>): void {
    const handed = readHandedOver(items);
    if (handed.accessToken === undefined || handed.refreshToken === undefined) return note('receiveLocalStorage: no session in the items');
    if (this.session.signedIn) {
      const handedId = handed.customerJson === undefined ? undefined : customerIdIn(handed.customerJson);
      if (handedId === undefined || handedId === this.session.customer?.id) return;
      this.session.logout();
    }
    if (writeHandedOverSession(this.records, handed)) void this.session.adoptStoredSession();
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function customerIdIn(json: string): string | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;
  } catch {
    return undefined;
  }
}
