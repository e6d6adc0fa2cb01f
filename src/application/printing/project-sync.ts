import { inject, injectable, optional, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, observable, reaction, type ObservableMap } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { PROJECT_SAVE_THROTTLE_MS } from '../../domain/persistence';
import {
  landSave,
  mergeServerProjects,
  reconcile,
  serverDeletions,
  SUPERSEDED_NOTICE,
  type Project,
  type SaveStatus,
  type ServerCopy,
} from '../../domain/project';
import { SessionStore } from '../account';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { ProjectBroadcast, type ProjectBroadcast as Broadcast, type ProjectNews } from '../ports/project-broadcast';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ServerProjects, type SaveFailure, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';
import { ProjectStore } from './project-store';
import { SaveLanes } from './save-lanes';
import { HoldRefusedSaves, retryableSaveFailure, saveRefusalOf, type SaveRefusal } from './save-refusals';
import { SaveWaits, type SaveOutcome } from './save-waits';

/** The first retry of a failed save waits this long, doubling per failure… */
export const SAVE_RETRY_BASE_MS = 1000;
/** …up to this. */
export const SAVE_RETRY_MAX_MS = 60_000;

/**
 * How long checkout waits for the cart's unsaved edits to land before it stops and says so (see
 * `settle`): long enough for a save and a retry on a slow network.
 */
export const CHECKOUT_SAVE_WAIT_MS = 15_000;

/**
 * Keeps the shopper's projects on the server without them doing anything (issue #15, SPEC §4): every
 * project flagged unsaved is saved, one save a second per project (the first at once), at most one
 * in flight per project (edits meanwhile coalesce into one follow-up save), each naming the revision
 * it was based on. A 409 takes the server's newer work (`reconcile`); a failure is retried with
 * exponential backoff and the project stays flagged unsaved until a save lands. Removed projects are
 * deleted on the server; the other tabs hear of every landed save and removal; signing in adopts
 * this browser's anonymous projects and loads the customer's (unless the sign-in was a resume).
 */
@injectable()
export class ProjectSync {
  /** Saves in flight (observable for the status line). */
  inFlight = 0;
  retrying = false;
  /** Whether a save has landed in this visit ('Saved' is only said after one). */
  landedOnce = false;
  /** The quiet note for the shopper, if any (see SUPERSEDED_NOTICE). */
  notice: string | null = null;
  /** Saves refused and held, by project id (only with HoldRefusedSaves; see `SaveRefusal`). */
  readonly refusals: ObservableMap<string, SaveRefusal> = observable.map<string, SaveRefusal>({}, { deep: false });

  private readonly lanes = new SaveLanes();
  /** Checkout's waits (`settle`): each is checked whenever a save ends. */
  private readonly waits: SaveWaits;
  private readonly disposers: Array<() => void> = [];
  private disposed = false;

  constructor(
    @inject(ProjectStore) private readonly store: ProjectStore,
    @inject(ServerProjects) private readonly api: ServerProjectsPort,
    @inject(ProjectBroadcast) private readonly broadcast: Broadcast,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(HoldRefusedSaves) @optional() private readonly holdRefused: boolean = false,
  ) {
    this.waits = new SaveWaits(scheduler);
    makeObservableByKind<ProjectSync, 'flightEnded'>(this, {
      observable: ['inFlight', 'retrying', 'landedOnce', 'notice'],
      computed: ['status'],
      action: ['dismissNotice', 'flightEnded', 'retryHeld', 'takeServerCopy'],
    });
    this.disposers.push(
      reaction(
        () => store.projects,
        (next, previous) => {
          this.deleteRemoved(previous, next);
          this.requestUnsaved(next);
        },
      ),
      reaction(
        () => session.signIns,
        () => {
          // Whatever waited for a sign-in (a 401 gave up) may be saved now.
          this.requestUnsaved(store.projects);
          if (session.signInCause !== 'resume') void this.loadServerProjects();
        },
      ),
      broadcast.subscribe((news) => this.hear(news)),
    );
    // A reload in the middle of a save: the flag survived in the local records, the save goes again.
    this.requestUnsaved(store.projects);
    if (session.signedIn) void this.loadServerProjects();
  }

  /** The quiet status line: 'Saving…' while something is unsaved or in flight, 'Saved' once it all landed. */
  get status(): SaveStatus {
    const unsaved = this.inFlight > 0 || this.store.projects.some((p) => p.hasUnsavedChanges);
    if (unsaved && this.inFlight === 0 && this.refusals.size > 0) return 'refused';
    if (unsaved) return this.retrying ? 'retrying' : 'saving';
    return this.landedOnce ? 'saved' : 'idle';
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /**
   * The page is being hidden or closed: every unsaved project not already in flight is sent now,
   * past its throttle, as a keepalive request. One in flight is left to land (its follow-up goes on
   * a later visit: the unsaved flag stays in the local records until then).
   */
  flush(): void {
    for (const project of this.store.projects) this.sendNow(project.id, true);
  }

  /**
   * Checkout is about to charge for these projects. The order names them by id and their print files
   * are made from the server's copy, so an edit still on its way would be paid for and never
   * printed (and, landing after the order, refused as ordered). Their unsaved edits are sent now,
   * past the throttle, and this answers true once every one has landed; false as soon as one fails
   * (a retry is waiting, the save was refused) or after `timeoutMs`, so checkout can stop and say so.
   */
  settle(ids: readonly string[], timeoutMs: number = CHECKOUT_SAVE_WAIT_MS): Promise<boolean> {
    for (const id of ids) {
      const lane = this.lanes.get(id);
      lane.urgent = true;
      // The shopper asked to pay: a save waiting out its backoff goes now, and counts as a first try.
      lane.failures = 0;
      this.sendNow(id, false);
    }
    return this.waits.wait(
      () => this.settledOutcome(ids),
      timeoutMs,
      () => ids.forEach((id) => (this.lanes.get(id).urgent = false)),
    );
  }

  /**
   * POST v1/projects/get with this browser's cart token: a signed-in customer adopts its anonymous
   * projects and gets their own, merged by id and version (new ones arrive in the Cart, SPEC §4).
   */
  async loadServerProjects(): Promise<void> {
    const answer = await this.api.list(this.store.cartToken);
    if (this.disposed) return;
    if (isLeft(answer)) return this.analytics.reportError(new Error(answer.left.message), { where: 'projects load' });
    this.merge(answer.right);
  }

  /** Merges server copies into the projects (newer work wins); a replaced unsaved edit gets the quiet note. */
  merge(copies: readonly ServerCopy[], options: { readonly keepServerStatus?: boolean } = {}): void {
    this.store.updateProjects((projects) => {
      const plan = mergeServerProjects(projects, copies, options);
      if (plan.supersededIds.length > 0) this.say(SUPERSEDED_NOTICE);
      return plan.projects;
    });
  }

  @preDestroy()
  dispose(): void {
    this.disposed = true;
    this.lanes.stopAll();
    for (const d of this.disposers.splice(0)) d();
    this.waits.check();
  }

  // ---- saving --------------------------------------------------------------------------------

  private requestUnsaved(projects: readonly Project[]): void {
    for (const p of projects) if (p.hasUnsavedChanges) this.request(p.id);
  }

  /** An unsaved project's save goes now, past its throttle or backoff, unless one is in flight or the save is held. */
  private sendNow(id: string, keepalive: boolean): void {
    const lane = this.lanes.get(id);
    if (!this.unsaved(id) || lane.inFlight || lane.held) return;
    this.lanes.stopTimer(lane);
    void this.send(id, keepalive);
  }

  /**
   * A save is wanted: now if the lane is free and its second has passed (or checkout is waiting for
   * it), else when it has; never twice.
   */
  private request(id: string): void {
    const lane = this.lanes.get(id);
    if (lane.inFlight || lane.held || lane.timer !== undefined || this.disposed) return;
    const wait = lane.urgent ? 0 : lane.lastStartedAt + PROJECT_SAVE_THROTTLE_MS - this.scheduler.now();
    if (wait <= 0) void this.send(id, false);
    else
      lane.timer = this.scheduler.after(wait, () => {
        lane.timer = undefined;
        void this.send(id, false);
      });
  }

  private async send(id: string, keepalive: boolean): Promise<void> {
    const project = this.store.projects.find((p) => p.id === id);
    const lane = this.lanes.get(id);
    if (project === undefined || !project.hasUnsavedChanges || lane.held || this.disposed) return;
    lane.inFlight = true;
    lane.lastStartedAt = this.scheduler.now();
    this.flightStarted();
    const answer = await this.api.save(project, { keepalive });
    lane.inFlight = false;
    this.flightEnded();
    if (this.disposed) return;
    if (isLeft(answer)) this.failed(project, answer.left);
    else this.landed(project, answer.right);
    if (lane.deleteAfter !== undefined) {
      const cartToken = lane.deleteAfter;
      lane.deleteAfter = undefined;
      this.waits.check();
      return this.deleteOnServer(id, cartToken);
    }
    if (this.unsaved(id) && lane.timer === undefined) this.request(id);
    this.waits.check();
  }

  private unsaved(id: string): boolean {
    return this.store.projects.find((p) => p.id === id)?.hasUnsavedChanges === true;
  }

  /**
   * Where checkout's wait for these projects stands: every one landed (or gone), one that will not
   * land now (failed and waiting for a retry, held, or unsaved with nothing on its way: a save that
   * waits for a sign-in), or saves still in flight.
   */
  private settledOutcome(ids: readonly string[]): SaveOutcome {
    if (this.disposed) return 'failed';
    if (ids.every((id) => !this.unsaved(id))) return 'landed';
    return ids.some((id) => this.unsaved(id) && this.lanes.stuck(id)) ? 'failed' : 'pending';
  }

  private landed(sent: Project, version: number): void {
    const lane = this.lanes.get(sent.id);
    lane.failures = 0;
    this.store.updateProjects((projects) => landSave(projects, sent, version));
    action(() => (this.landedOnce = true))();
    this.setRetrying();
    this.broadcast.post({ type: 'saved', project: { ...sent, serverVersion: version, savedToServer: true, hasUnsavedChanges: false } });
  }

  private failed(sent: Project, failure: SaveFailure): void {
    const lane = this.lanes.get(sent.id);
    const refusal = saveRefusalOf(failure);
    if (refusal !== null && this.holdRefused) return this.hold(sent.id, refusal);
    if (refusal?.kind === 'changed') {
      lane.failures = 0;
      this.adopt(refusal.current);
      return;
    }
    if (refusal?.kind === 'ordered') {
      // Ordered meanwhile (on another device): newer work shows as it was bought; an edit of ours can
      // never land, and sending it again would be refused once a second for ever. Reported, kept local.
      lane.failures = 0;
      if (this.adopt(refusal.current, { frozen: true })) this.analytics.reportError(new Error(failure.message), { where: 'project save' });
      return;
    }
    if (failure.code === 'projects/conflict') return; // changed or ordered: answered above
    if (!retryableSaveFailure(failure)) {
      // Refused (bad project, not the caller's): another try cannot help. Reported; the work stays local (SPEC §8).
      this.analytics.reportError(new Error(failure.message), { where: 'project save' });
      if (failure.code !== 'api/unauthorized') this.store.updateProjects((ps) => ps.map((p) => (p === sent ? { ...p, hasUnsavedChanges: false } : p)));
      return;
    }
    lane.failures++;
    const delay = Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** (lane.failures - 1));
    lane.timer?.();
    lane.timer = this.scheduler.after(delay, () => {
      lane.timer = undefined;
      void this.send(sent.id, false);
    });
    this.setRetrying();
  }

  /** Holds a refused save for the editor's decision (HoldRefusedSaves): the change stays unsaved, nothing more is sent. */
  private hold(id: string, refusal: SaveRefusal): void {
    const lane = this.lanes.get(id);
    lane.failures = 0;
    lane.held = true;
    this.lanes.stopTimer(lane);
    this.setRetrying();
    action(() => this.refusals.set(id, refusal))();
    if (refusal.kind === 'refused') this.analytics.reportError(new Error(refusal.failure.message), { where: 'project save' });
  }

  /** The editor tries a held save once more (a refusal that may have passed: the role given back, the project made smaller). */
  retryHeld(id: string): void {
    if (!this.refusals.has(id)) return;
    this.refusals.delete(id);
    this.lanes.get(id).held = false;
    this.request(id);
  }

  /**
   * The editor takes the server's copy of a held conflict in place of the unsaved change (someone
   * else's newer work): shown as this session shows the project, clean, saving again from there.
   */
  takeServerCopy(id: string): void {
    const refusal = this.refusals.get(id);
    if (refusal?.kind !== 'changed') return;
    this.refusals.delete(id);
    this.lanes.get(id).held = false;
    const { project } = refusal.current;
    this.store.updateProjects((projects) => projects.map((p) => (p.id === id ? { ...project, status: p.status, isActive: p.isActive } : p)));
  }

  /**
   * Newer work from the server or another tab: reconciled with the local copy (see `reconcile`). A
   * `frozen` copy (ordered) takes no more saves: a local edit kept over it stays local, no longer
   * flagged unsaved, in the same update (so no save starts for it). Answers whether one was.
   */
  private adopt(copy: ServerCopy, options: { readonly frozen?: boolean } = {}): boolean {
    let unsendable = false;
    this.store.updateProjects((projects) => {
      const local = projects.find((p) => p.id === copy.project.id);
      if (local === undefined) return [...projects, { ...copy.project, status: copy.serverStatus, isActive: false }];
      const result = reconcile(local, copy);
      if (result.superseded) this.say(SUPERSEDED_NOTICE);
      unsendable = options.frozen === true && result.project.hasUnsavedChanges;
      const project = unsendable ? { ...result.project, hasUnsavedChanges: false } : result.project;
      return projects.map((p) => (p.id === local.id ? project : p));
    });
    return unsendable;
  }

  // ---- deleting and the other tabs ---------------------------------------------------------------

  /** Removed projects (SPEC §4): deleted on the server when it has them, never those of an old cart token. */
  private deleteRemoved(previous: readonly Project[], next: readonly Project[]): void {
    const kept = new Set(next.map((p) => p.id));
    const removed = previous.filter((p) => !kept.has(p.id));
    if (removed.length === 0) return;
    const skip = [...this.store.skipServerDeletion];
    for (const p of removed) {
      const lane = this.lanes.find(p.id);
      if (lane) this.lanes.stopTimer(lane);
      if (skip.includes(p.id)) continue;
      this.broadcast.post({ type: 'removed', projectId: p.id });
      // Its first save may still be in flight: the server will have it once that lands.
      if (lane?.inFlight) lane.deleteAfter = p.cartToken;
    }
    for (const id of serverDeletions(removed, skip)) {
      const lane = this.lanes.find(id);
      if (!lane?.inFlight) void this.deleteOnServer(id, removed.find((p) => p.id === id)!.cartToken);
    }
  }

  private async deleteOnServer(id: string, cartToken: string): Promise<void> {
    this.lanes.delete(id);
    const answer = await this.api.delete(id, cartToken);
    // SPEC §8: delete failures are logged only.
    if (isLeft(answer) && answer.left.code !== 'api/not-found') this.analytics.reportError(new Error(answer.left.message), { where: 'project delete' });
  }

  private hear(news: ProjectNews): void {
    if (news.type === 'saved') {
      this.adopt({ project: news.project, serverStatus: news.project.status });
      return;
    }
    // Another tab removed it (and deleted it on the server): gone here too, without a second delete.
    if (!this.store.projects.some((p) => p.id === news.projectId)) return;
    this.store.skipServerDeletion.add(news.projectId);
    this.store.updateProjects((projects) => projects.filter((p) => p.id !== news.projectId));
  }

  // ---- status --------------------------------------------------------------------------------

  private flightStarted(): void {
    action(() => this.inFlight++)();
  }

  private flightEnded(): void {
    this.inFlight--;
  }

  private setRetrying(): void {
    const retrying = this.lanes.anyFailing;
    if (retrying !== this.retrying) action(() => (this.retrying = retrying))();
  }

  private say(message: string): void {
    action(() => (this.notice = message))();
  }
}
