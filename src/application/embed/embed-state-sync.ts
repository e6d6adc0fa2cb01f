import { inject, injectable, preDestroy } from 'inversify';
import { action, makeObservable, observableRef, reaction } from 'mobx';
import { parentNavigationUrl } from '../../domain/embed';
import { activeProject } from '../../domain/project';
import { SessionStore, WelcomePromoStore } from '../account';
import { CartContentsStore } from '../cart';
import { ParentFrame, type ParentFrame as Parent, type ParentState, type StoreState } from '../ports/parent-frame';
import { ProjectStore } from '../printing';
import { ModalStore } from '../shell/modal-store';
import { TenantStore } from '../shell/tenant-store';
import { UploadStore } from '../upload';
import { changedState, storeState, type StoreFacts } from './store-state';

/** Plain data compared by value (the snapshots are small JSON-like objects). */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Where refused parent requests are noted (a debug line: a parent page may post anything). */
const note = (message: string, detail?: unknown) => console.debug(`[embed] ${message}`, detail ?? '');

/**
 * The state both sides share (split from `EmbedSession`, issue 36): what the store tells the parent
 * as it changes (updateState with what changed, the iframe modal mode, uploadComplete,
 * localImgPreviewReady, notifyProjectsSaved) and the parent's own settings (its updateState).
 */
@injectable()
export class EmbedStateSync {
  /** The parent's own settings (its updateState). */
  parentState: ParentState = {};
  private lastState: StoreState | null = null;
  private readonly disposers: Array<() => void> = [];

  constructor(
    @inject(ParentFrame) private readonly parent: Parent,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartContentsStore) private readonly cart: CartContentsStore,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(UploadStore) private readonly uploads: UploadStore,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(WelcomePromoStore) private readonly welcome: WelcomePromoStore,
  ) {
    makeObservable(this, { parentState: observableRef, receive: action });
  }

  /** Starts telling the parent (the current state at once, then each change). */
  start(): void {
    this.disposers.push(
      reaction(
        () => storeState(this.facts()),
        (state) => {
          const changed = changedState(this.lastState, state);
          this.lastState = state;
          if (Object.keys(changed).length > 0) this.parent.post({ type: 'updateState', state: changed });
        },
        { fireImmediately: true, equals: sameJson },
      ),
      // SPEC §4 iframe modal mode: entered when a modal opens, left (hideFullscreen) when all close.
      reaction(
        () => this.modals.isOpen,
        (open) => this.parent.post(open ? { type: 'showFrame' } : { type: 'hideFullscreen' }),
      ),
      reaction(
        () => this.uploads.inProgress,
        (busy, wasBusy) => {
          if (wasBusy && !busy) this.parent.post({ type: 'uploadComplete', count: this.uploads.total });
        },
      ),
      reaction(
        () => this.projects.active.tiles.filter((t) => t.uploadingFull === true).length,
        (previews, before) => {
          if (previews > before) this.parent.post({ type: 'localImgPreviewReady', count: previews - before });
        },
      ),
      reaction(
        () => ({ all: this.projects.projects.map((p) => p.id), saved: this.projects.projects.filter((p) => p.savedToServer).map((p) => p.id) }),
        (now, before) => {
          const deleted = before.saved.filter((id) => !now.all.includes(id));
          this.parent.post({ type: 'notifyProjectsSaved', deletedProjectIds: deleted, remainingProjectIds: now.saved });
        },
        { equals: sameJson },
      ),
    );
  }

  /** The parent's updateState: its home page, the welcome promo, the active project, its full-screen frame. */
  receive(state: ParentState): void {
    const { homeUrl, showWelcomePromo, activeProjectId, isModalOpen } = state;
    if (showWelcomePromo === true) this.welcome.openOnRequest();
    if (activeProjectId !== undefined && activeProjectId !== this.projects.active.id) {
      if (this.projects.projects.some((p) => p.id === activeProjectId)) this.projects.activateProject(activeProjectId);
      else note('updateState activeProjectId refused: no such project', activeProjectId);
    }
    // The parent hid its full-screen frame: a dialog left open would trap focus out of sight.
    for (let i = 0; isModalOpen === false && this.modals.isOpen && i < 10; i++) this.modals.dismiss();
    const home =
      homeUrl === undefined || this.tenants.state.status !== 'ready' ? undefined : parentNavigationUrl(homeUrl, this.tenants.state.tenant.allowedParentOrigins);
    this.parentState = {
      ...this.parentState,
      ...(home ? { homeUrl: home } : {}),
      ...(showWelcomePromo === undefined ? {} : { showWelcomePromo }),
    };
  }

  @preDestroy()
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
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
}
