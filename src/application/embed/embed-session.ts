import { inject, injectable, preDestroy } from 'inversify';
import { parentNavigationUrl } from '../../domain/embed';
import { SessionReset } from '../account';
import { ParentFrame, type MessageToParent, type ParentFrame as Parent, type ParentState } from '../ports/parent-frame';
import { TenantStore } from '../shell/tenant-store';
import { EmbedInbox } from './embed-inbox';
import { EmbedSizing, type AppSize } from './embed-sizing';
import { EmbedStateSync } from './embed-state-sync';

export type { AppSize } from './embed-sizing';

/** An analytics event the parent page may forward to its own tag manager (the analytics issue sends them). */
export interface ForwardedAnalyticsEvent {
  readonly event: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

/** Where refused parent requests are noted (a debug line: a parent page may post anything). */
const note = (message: string, detail?: unknown) => console.debug(`[embed] ${message}`, detail ?? '');

/**
 * The store inside a parent page's iframe (SPEC §7, DESIGN §9): owns both message directions.
 * To the parent: notifyVueCreated once, then `EmbedStateSync` (updateState with what changed, the
 * iframe modal mode, uploadComplete, localImgPreviewReady, notifyProjectsSaved), `EmbedSizing`
 * (appSize), navigate and analytics events here. From the parent: `EmbedInbox` (every message of the
 * spec, each checked). notifyPathChanged goes with each route change from the shell
 * (`useRouteEffects`). Split by use case (issue 36): each part takes at most 8 injected dependencies.
 */
@injectable()
export class EmbedSession {
  private readonly disposers: Array<() => void> = [];
  private started = false;

  constructor(
    @inject(ParentFrame) private readonly parent: Parent,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(SessionReset) private readonly reset: SessionReset,
    @inject(EmbedStateSync) private readonly state: EmbedStateSync,
    @inject(EmbedInbox) private readonly inbox: EmbedInbox,
    @inject(EmbedSizing) private readonly sizing: EmbedSizing,
  ) {}

  /** The parent's own settings (its updateState). */
  get parentState(): ParentState {
    return this.state.parentState;
  }

  /** Starts both directions (once; nothing outside an iframe). The app is ready: notifyVueCreated. */
  start(): void {
    if (this.started || !this.parent.embedded) return;
    this.started = true;
    this.disposers.push(this.parent.subscribe((message) => this.inbox.receive(message)));
    // Once per page: a session reset (logout) rebuilds this store, and the app was ready long before.
    if (this.reset.session === 0) this.post({ type: 'notifyVueCreated' });
    this.state.start();
    this.sizing.start();
  }

  /** The content's size (the view measures it): see `EmbedSizing.reportAppSize`. */
  reportAppSize(size: AppSize, loading = false): void {
    this.sizing.reportAppSize(size, loading);
  }

  /** SPEC §9: the measures after a route change (`EmbedSizing.remeasureAfterRouteChange`). */
  remeasureAfterRouteChange(measure: () => { readonly size: AppSize; readonly loading: boolean }): void {
    this.sizing.remeasureAfterRouteChange(measure);
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
    this.state.dispose();
    this.sizing.dispose();
    this.started = false;
  }

  private post(message: MessageToParent): void {
    this.parent.post(message);
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
