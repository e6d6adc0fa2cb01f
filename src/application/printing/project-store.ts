import { inject, injectable, optional, preDestroy } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { domainError, type DomainError } from '../../domain/errors';
import type { LowResolution } from '../../domain/imaging';
import type { PrintProduct } from '../../domain/printing/print-product';
import { checkMoreCopies, clampQuantity } from '../../domain/printing/tile-limits';
import {
  activateProject,
  activeProject,
  addToCart,
  changeCartToken,
  completeCheckout,
  createProject,
  editFromCart,
  leavePagePrompt,
} from '../../domain/project';
import { markSaved, removeProject, startNewProject, tileUnits, touchProject } from '../../domain/project';
import type { Project, ProjectSeed, Tile, TileOptions } from '../../domain/project';
import { effectiveProductId, type TileLimitExceeded } from '../../domain/tenant';
import { ModalStore } from '../shell/modal-store';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { PrintProducts } from './print-products';
import { ProjectSeeds } from './project-seeds';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { TenantStore } from '../shell/tenant-store';
import type { ActiveProjectHost } from './active-project-host';
import { OneProjectScope } from './one-project-scope';
import { ProjectOptions } from './project-options';
import { ProjectPhotos } from './project-photos';
import { LocalProjects } from './local-projects';
import { ProjectStatusEffects, type StatusEffectTargets } from './project-status-effects';
import { withOneActive } from './projects-storage';
import { TileFraming } from './tile-framing';
import { TileGestures } from './tile-gestures';
import { TileSelection, type LowResolutionFix } from './tile-selection';
import { sameWarnings, TileResolutionChecks } from './tile-resolution';

export { PROJECTS_PERSIST_DEBOUNCE_MS, PROJECTS_PERSIST_MAX_WAIT_MS } from './projects-persistence';
export type { PhotoInput } from '../../domain/printing/photo-input';
export type { OptionScope } from './project-options';

const newId = (): string => globalThis.crypto.randomUUID();

/**
 * The shopper's projects (SPEC §3/§4) over the domain rules: the list and its actions (new, remove,
 * activate, quantity, status transitions), with an unsaved-change flag. Its parts: `photos`, `options`,
 * `framing`, `gestures`, `selection`. Kept in this browser by `LocalProjects`; a status change's effects
 * on the cart's contents are `ProjectStatusEffects`'; the shopper's Add to Cart (tracked, then the cart
 * opens) is `CartHandOff`'s (issue 36: one use case a class).
 */
@injectable()
export class ProjectStore {
  projects: readonly Project[] = [];
  /** The ids of the last cart checked out (SPEC §4 'last cart remembered'). */
  lastCartIds: readonly string[] = [];
  /** The tile being edited and the tile whose 'Low Resolution' modal is open. */
  readonly selection: TileSelection;
  /** The pan or zoom under way (the project takes its tile when it ends). */
  readonly gestures: TileGestures;
  /** Pan and zoom of the photos in their frames. */
  readonly framing: TileFraming;
  /** The active project's tile options. */
  readonly options: ProjectOptions;
  /** The photos in the active project's frames. */
  readonly photos: ProjectPhotos;

  /** This browser's cart token (SPEC §1): it owns the anonymous projects on the server. */
  cartToken: string;
  /** Ids of an old cart (a cart-token change): never deleted on the server (SPEC §4). */
  readonly skipServerDeletion = new Set<string>();
  private readonly disposers: Array<() => void> = [];
  /** Each tile object's last resolution check (see lowResolutionTiles). */
  private readonly resolution = new TileResolutionChecks();
  private readonly seeds: ProjectSeeds;
  /** What a status change's effects reach here: the last cart and the saves. */
  private readonly effectTargets: StatusEffectTargets;

  constructor(
    @inject(LocalProjects) private readonly local: LocalProjects,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(PrintProducts) private readonly products: PrintProducts,
    /** A status change's effects on the cart's contents, and the header bubble's count (`project-status-effects.ts`). */
    @inject(ProjectStatusEffects) private readonly statusEffects: ProjectStatusEffects,
    @inject(ModalStore) modals: ModalStore,
    @inject(LaunchContext) launch: Launch,
    @inject(OneProjectScope) @optional() private readonly scope?: OneProjectScope,
  ) {
    this.seeds = new ProjectSeeds(
      () => this.tenants.limits,
      launch,
      newId,
      () => scheduler.now(),
    );
    this.gestures = new TileGestures(scheduler, {
      commit: (g) => this.updateTile(g.tileId, () => g.tile),
      opened: () => this.local.hold(),
      ended: () => this.local.release(),
      splitActive: () => this.active.isSplit,
    });
    const host: ActiveProjectHost = {
      projects: () => this.projects,
      active: () => this.active,
      product: () => this.product,
      replaceActive: (next) => this.replaceActive(next),
      updateTile: (tileId, change) => this.updateTile(tileId, change),
      now: () => scheduler.now(),
      startProject: (options) => this.startNewProject(options),
      oneProjectRefusal: () => this.scope?.refusal ?? null,
    };
    this.framing = new TileFraming(this.gestures, host);
    this.options = new ProjectOptions(() => this.tenants.limits, this.gestures, host);
    const stored = local.read(newId);
    this.cartToken = stored.cartToken;
    this.projects = withOneActive(stored.projects, () => createProject(this.seed()));
    this.selection = new TileSelection(this.gestures, modals, () => this.active.tiles, activeProject(this.projects)?.tiles[0]?.id ?? null);
    this.photos = new ProjectPhotos(() => this.tenants.limits, newId, this.gestures, this.selection, host);
    this.effectTargets = { rememberLastCart: (ids) => void (this.lastCartIds = ids), saveProjects: (ids) => this.saveProjects(ids) };
    makeObservable<ProjectStore, 'replaceActive' | 'updateTile' | 'saveProjects'>(this, {
      ...{ projects: observableRef, lastCartIds: observableRef, active: computed, product: computed, selectedTile: computed, designing: computed },
      ...{ hasUnsavedChanges: computed, lowResolutionTiles: computed({ equals: sameWarnings }), cartProjects: computed, cartTileCount: computed },
      ...{ startNewProject: action, designProduct: action, removeProject: action, activateProject: action, setQuantity: action },
      ...{ setProjectQuantity: action, moveActiveToCart: action, editFromCart: action, completeCheckout: action, saveProjects: action },
      ...{ openLowResolution: action, closeLowResolution: action, markSaved: action, replaceActive: action, updateTile: action },
      ...{ updateProjects: action, changeCartToken: action },
    });
    this.disposers.push(
      local.keep({ projects: () => this.projects, gestureOpen: () => this.gestures.isOpen }),
      statusEffects.followCartTiles(() => this.cartTileCount),
    );
  }

  // ---- reading -------------------------------------------------------------------------------

  /** The active project (there is always one). */
  get active(): Project {
    return activeProject(this.projects) ?? (this.projects[0] as Project);
  }

  /** The projects the tool lists to switch between: those being designed (a one-project session: its project only). */
  get designing(): readonly Project[] {
    return this.projects.filter((p) => p.status === 'InProgress' && (this.scope === undefined || p.id === this.scope.projectId));
  }

  /** Whether this session works on one project only (OneProjectScope): no other is started, opened, removed or carted. */
  get oneProjectOnly(): boolean {
    return this.scope !== undefined;
  }

  /** The product the active project prints as. */
  get product(): PrintProduct {
    return this.products.product(this.active.productId);
  }

  /** The tile being edited (pan, zoom, per-tile options). */
  get selectedTile(): Tile | undefined {
    return this.active.tiles.find((t) => t.id === this.selection.selectedTileId);
  }

  /** The spec's unsaved-change flag over all projects (a gesture under way is an unsaved change too). */
  get hasUnsavedChanges(): boolean {
    return this.gestures.gesture !== null || this.projects.some((p) => p.hasUnsavedChanges);
  }

  /** SPEC §4: the prompt when leaving with unsaved changes or progress items (never in an iframe). */
  leavePrompt(state: { readonly inIframe: boolean; readonly hasProgressItems: boolean }): string | undefined {
    return leavePagePrompt({ hasUnsavedChanges: this.hasUnsavedChanges, ...state });
  }

  /**
   * Low-resolution warnings of the active project's tiles, re-evaluated as crops and zoom change:
   * only a changed tile is checked again (its warning is remembered per tile object), and the map
   * keeps its identity while no warning changed, so a pan notifies nobody.
   */
  get lowResolutionTiles(): ReadonlyMap<string, LowResolution> {
    return this.resolution.warningsOf(this.active, this.product);
  }

  /** The open 'Low Resolution' modal's warning, if any. */
  get lowResolutionModal(): LowResolution | undefined {
    const id = this.selection.lowResolutionTileId;
    return id === null ? undefined : this.lowResolutionTiles.get(id);
  }

  // ---- projects ------------------------------------------------------------------------------

  /** Starts a new project: empty projects are removed and the others deactivated. */
  startNewProject(options?: Partial<TileOptions>): Project {
    this.gestures.commit();
    if (this.scope) return this.active;
    const plan = startNewProject(this.projects, this.seed(options));
    this.projects = plan.projects;
    this.selection.set(null);
    return this.active;
  }

  /**
   * The shopper chose a product to design (the product page): the active project prints as that
   * product, or a new project starts when the active one already holds another product's photos.
   * A frame colour the product or tenant refuses is left as it was.
   */
  designProduct(requested: string, frameColor?: string): void {
    this.gestures.commit();
    // The tenant's forced product wins, whoever asked (product page, launch, artist design).
    const productId = effectiveProductId(this.tenants.limits, requested);
    const project = this.active;
    if (project.productId !== productId) {
      if (project.tiles.length > 0) {
        this.projects = startNewProject(this.projects, { ...this.seed(), productId }).projects;
        this.selection.set(null);
      } else {
        this.replaceActive({ ...project, productId });
      }
    }
    if (frameColor !== undefined) this.options.setFrameColor(frameColor);
  }

  /** Removes a project; removing the last one creates a fresh default. */
  removeProject(id: string): void {
    this.gestures.commit();
    if (this.scope) return;
    const plan = removeProject(this.projects, id, this.seed());
    this.projects = plan.projects;
    this.selection.set(this.active.tiles[0]?.id ?? null);
  }

  activateProject(id: string): void {
    this.gestures.commit();
    if (!this.projects.some((p) => p.id === id) || (this.scope && id !== this.scope.projectId)) return;
    this.projects = activateProject(this.projects, id);
    this.selection.set(this.active.tiles[0]?.id ?? null);
  }

  /** Copies of the active project to print (SPEC §9: default 1); a whole number from 1. */
  setQuantity(quantity: number): Either<TileLimitExceeded, number> {
    return this.setProjectQuantity(this.active.id, quantity);
  }

  /** Copies of a project (the cart changes those of its projects); more copies must fit the tenant's tile limit. */
  setProjectQuantity(projectId: string, quantity: number): Either<TileLimitExceeded, number> {
    this.gestures.commit();
    const project = this.projects.find((p) => p.id === projectId);
    if (project === undefined) return right(0);
    const q = clampQuantity(quantity);
    if (q > project.quantity) {
      const limit = checkMoreCopies(this.tenants.limits, this.projects, project, q);
      if (isLeft(limit)) return limit;
    }
    if (q !== project.quantity) {
      const touched = touchProject({ ...project, quantity: q }, this.scheduler.now());
      this.projects = this.projects.map((p) => (p.id === projectId ? touched : p));
    }
    return right(q);
  }

  // ---- cart ----------------------------------------------------------------------------------

  /** The projects in the cart, oldest first (the order they were added in). */
  get cartProjects(): readonly Project[] {
    return this.projects.filter((p) => p.status === 'Cart').toSorted((a, b) => a.createdAt - b.createdAt);
  }

  /** Tiles in the cart (each project's tiles times its copies): the header bubble's count. */
  get cartTileCount(): number {
    return this.cartProjects.reduce((n, p) => n + tileUnits(p), 0);
  }

  /**
   * Moves the active project into the cart (split batched projects copy the main project's options
   * first) and starts a fresh active project; the shopper's Add to Cart is `CartHandOff`'s, which
   * also tracks it and opens the cart. An empty project or one whose photos are still uploading
   * cannot be bought yet.
   */
  moveActiveToCart(): Either<DomainError<'project/invalid-transition' | 'cart/empty-project' | 'cart/still-uploading' | 'printing/one-project'>, Project> {
    // A one-project session has no cart: the project keeps its status and nobody is sent to /cart.
    if (this.scope) return left(this.scope.refusal);
    const project = this.active;
    if (project.tiles.length === 0) return left(domainError('cart/empty-project', 'Add at least one photo before adding this project to the cart.'));
    if (project.tiles.some((t) => t.uploadingFull === true || t.imagePath === ''))
      return left(domainError('cart/still-uploading', 'Your photos are still uploading. Add the project to the cart once they have arrived.'));
    const plan = addToCart(project, this.scheduler.now());
    if (isLeft(plan)) return plan;
    const inCart = plan.right.state;
    const rest = this.projects.map((p) => (p.id === project.id ? inCart : p));
    this.projects = startNewProject(rest, this.seed()).projects; // empty projects pruned (SPEC §4), a fresh one active
    this.selection.set(null);
    this.statusEffects.run(plan.right.effects, this.effectTargets);
    return right(inCart);
  }

  /** Reopens a cart project in the framing tool: it becomes the active project, InProgress again. */
  editFromCart(projectId: string): Either<DomainError<'project/invalid-transition'>, Project> {
    const plan = editFromCart(this.projects, projectId, this.scheduler.now());
    if (isLeft(plan)) return plan;
    // The empty project the cart left active is dropped: it would only clutter the project list.
    this.projects = plan.right.state.filter((p) => p.isActive || p.status !== 'InProgress' || p.tiles.length > 0);
    this.selection.set(this.active.tiles[0]?.id ?? null);
    this.statusEffects.run(plan.right.effects, this.effectTargets);
    return right(this.active);
  }

  /** Checkout completed: the cart's projects become Completed and a new empty active project starts. */
  completeCheckout(): readonly Project[] {
    const plan = completeCheckout(this.projects, this.seed());
    this.projects = [...plan.state.projects, ...plan.state.completed];
    this.selection.set(null);
    this.statusEffects.run(plan.effects, this.effectTargets);
    return plan.state.completed;
  }

  /**
   * Opens the 'Low Resolution' modal for a tile's warning banner (and selects that tile). Its fixes
   * (issue 28): 'zoom-out' is done here (the largest crop that prints well); 'choose-photo' is
   * answered to the caller, whose view opens the photo dialog.
   */
  async openLowResolution(tileId: string): Promise<LowResolutionFix | undefined> {
    this.gestures.commit();
    if (!this.lowResolutionTiles.has(tileId)) return undefined;
    const fix = await this.selection.openLowResolution(
      tileId,
      () => this.lowResolutionTiles.get(tileId),
      () => this.framing.printWellScaleOf(tileId) !== null,
    );
    if (fix === 'zoom-out') this.framing.zoomToPrintWell(tileId);
    return fix;
  }

  closeLowResolution(): void {
    this.selection.closeLowResolution();
  }

  /** The server has these projects' changes: clears their unsaved flag. */
  markSaved(ids: readonly string[]): void {
    this.projects = markSaved(this.projects, ids);
  }

  /**
   * A change that does not come from the shopper's hands (a save landing, the server's newer work, a
   * resume): `change` maps the list, exactly one project stays active. A gesture under way goes on.
   */
  updateProjects(change: (projects: readonly Project[]) => readonly Project[]): void {
    this.projects = withOneActive(change(this.projects), () => createProject(this.seed()));
    if (!this.active.tiles.some((t) => t.id === this.selection.selectedTileId)) this.selection.set(this.active.tiles[0]?.id ?? null);
  }

  /** A new cart token (a recovery link, SPEC §4): every project is replaced by a fresh one; the old ids skip server deletion. */
  changeCartToken(token: string): void {
    this.gestures.commit();
    this.cartToken = token;
    const plan = changeCartToken(this.projects, this.seed());
    for (const id of plan.skipServerDeletionIds) this.skipServerDeletion.add(id);
    this.projects = plan.projects;
    this.selection.set(null);
  }

  // ---- persistence ---------------------------------------------------------------------------

  /** Flags projects unsaved and writes the list now (ProjectSync saves to the server what is flagged). */
  private saveProjects(ids: readonly string[]): void {
    this.projects = this.projects.map((p) => (ids.includes(p.id) && !p.hasUnsavedChanges ? { ...p, hasUnsavedChanges: true } : p));
    this.local.writeNow();
  }

  /** Writes the projects now (the page is going away); otherwise writes are debounced. */
  flush(): void {
    this.gestures.commit();
    this.local.writeNow();
  }

  @preDestroy()
  dispose(): void {
    this.gestures.dispose();
    if (this.local.pending) this.flush();
    for (const d of this.disposers.splice(0)) d();
  }

  // ---- internals -----------------------------------------------------------------------------

  private seed(options?: Partial<TileOptions>): ProjectSeed {
    return this.seeds.next(this.cartToken, this.active?.productId, options);
  }

  private replaceActive(next: Project): void {
    const touched = touchProject(next, this.scheduler.now());
    this.projects = this.projects.map((p) => (p.id === next.id ? touched : p));
  }

  private updateTile(tileId: string, change: (tile: Tile) => Tile): void {
    const project = this.active;
    if (!project.tiles.some((t) => t.id === tileId)) return;
    this.replaceActive({ ...project, tiles: project.tiles.map((t) => (t.id === tileId ? change(t) : t)) });
  }
}
