import { inject, injectable } from 'inversify';
import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { domainError, type DomainError } from '../../domain/errors';
import { DEFAULT_MAX_SCALE, MIN_SCALE, scaleToZoom, stepZoom, zoomFromWheel, zoomToScale, type LowResolution } from '../../domain/imaging';
import { panCropByScreen, zoomCropAt, type CropFocus } from '../../domain/imaging/render-geometry';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import { CUSTOM_LAYOUT_NAME } from '../../domain/layouts';
import {
  activateProject,
  activeProject,
  addToCart,
  completeCheckout,
  createProject,
  editFromCart,
  leavePagePrompt,
  markSaved,
  normalizeFrameColor,
  removeProject,
  startNewProject,
  tileCrop,
  tileUnits,
  touchProject,
  withCropOrigin,
  type Filter,
  type MatColor,
  type Orientation,
  type Project,
  type ProjectSeed,
  type Tile,
  type TileOptions,
} from '../../domain/project';
import { canUseLayout, LAYOUT_METADATA_KEY, nextTilePosition, projectLayout, type ProjectLayout } from '../../domain/project/frame-layout';
import { allowedFrameColors, effectiveProductId, tenantProfile, type TileLimitExceeded } from '../../domain/tenant';
import { imageSize, type ImageRect, type Scale, type Zoom } from '../../domain/units';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { KeyValueStore, type KeyValueStore as Storage } from '../ports/key-value-store';
import { PrintProductSource, type PrintProductSource as Products } from '../ports/print-products';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { DEFAULT_TILE_PRODUCT_ID, frameAspect, type PrintProduct } from '../printing/print-product';
import { TenantId } from '../tokens';
import { CartContentsStore } from './cart-contents-store';
import { newPhotoTile, withPhoto, withStoredPhoto, type PhotoInput } from './projects/photo-input';
import { ProjectsPersistence } from './projects/projects-persistence';
import { ProjectsStorage, withOneActive } from './projects/projects-storage';
import { pannedSplitPicture, splitProjectOf, withoutSplitPhoto, withSplitPhoto, zoomedSplitPicture } from './projects/split-picture';
import { faceCroppedTile, projectTileOptions, withTilesPlaced, withTileOptions } from './projects/tile-edits';
import { checkAddingTiles, checkMoreCopies, clampQuantity } from './projects/tile-limits';
import { sameWarnings, TileResolutionChecks } from './projects/tile-resolution';

export { PROJECTS_PERSIST_DEBOUNCE_MS, PROJECTS_PERSIST_MAX_WAIT_MS } from './projects/projects-persistence';
export type { PhotoInput } from './projects/photo-input';
export { MAX_QUANTITY } from './projects/tile-limits';

/** A wheel gesture ends (and is committed to the project) this long after its last step. */
export const WHEEL_GESTURE_IDLE_MS = 150;

/**
 * A pan or zoom under way on one tile of a (non-split) project: the tile as it is now. The project
 * keeps the tile as it was until the gesture ends, so a frame of the gesture replaces no project.
 */
export interface TileGesture {
  readonly tileId: string;
  readonly tile: Tile;
}

/** Whether a change applies to one tile or to the whole project (and all its tiles). */
export type OptionScope = { readonly tileId: string } | 'project';

export type LayoutRefused = DomainError<'printing/layout-too-small'>;
export type FrameColorRefused = DomainError<'options/unrecognized-variant' | 'options/frame-not-allowed'>;

const newId = (): string => globalThis.crypto.randomUUID();

/**
 * The shopper's projects (SPEC §3/§4) over the domain rules: the active project, its tiles and
 * options, crop and zoom, split projects, layouts and quantity; kept in local storage
 * (tenant-prefixed, 4-day expiry, the domain's persistence filter) with an unsaved-change flag.
 */
/** The 'Low Resolution' modal's request (its body is `src/ui/printing/low-resolution.tsx`). */
export const LOW_RESOLUTION_MODAL_KIND = 'low-resolution';
export interface LowResolutionModalRequest extends ModalRequest {
  readonly kind: typeof LOW_RESOLUTION_MODAL_KIND;
  readonly tileId: string;
}

@injectable()
export class ProjectStore {
  projects: readonly Project[] = [];
  /** The tile being edited (pan, zoom, per-tile options). */
  selectedTileId: string | null = null;
  /** The pan or zoom under way, not yet in the project (see beginGesture). */
  gesture: TileGesture | null = null;

  private readonly stored: ProjectsStorage;
  private cartToken: string;
  /** When the projects are written to local storage (debounced, held back by a gesture). */
  private readonly persistence: ProjectsPersistence;
  private readonly disposers: Array<() => void> = [];
  /** The tile whose gesture is open: its pans and zooms go to `gesture` until it ends. */
  private gestureTileId: string | null = null;
  /** A wheel gesture's end, `idleMs` after its last step. */
  private cancelGestureIdle: (() => void) | undefined;
  /** Each tile object's last resolution check (see lowResolutionTiles). */
  private readonly resolution = new TileResolutionChecks();

  constructor(
    @inject(KeyValueStore) storage: Storage,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
    @inject(PrintProductSource) private readonly products: Products,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(CartContentsStore) cartContents: CartContentsStore,
    @inject(ModalStore) private readonly modals: ModalStore,
  ) {
    this.persistence = new ProjectsPersistence(scheduler, () => this.write(), () => this.gestureTileId !== null);
    this.stored = new ProjectsStorage(storage, scheduler, tenantId);
    const loaded = this.stored.read();
    this.cartToken = loaded.find((p) => p.cartToken !== '')?.cartToken ?? newId();
    this.projects = withOneActive(loaded, () => createProject(this.seed()));
    this.selectedTileId = activeProject(this.projects)?.tiles[0]?.id ?? null;
    makeObservable<ProjectStore, 'replaceActive'>(this, {
      projects: observableRef,
      selectedTileId: observable,
      lowResolutionTileId: computed,
      gesture: observableRef,
      active: computed,
      product: computed,
      selectedTile: computed,
      hasUnsavedChanges: computed,
      lowResolutionTiles: computed({ equals: sameWarnings }),
      frameColors: computed,
      startNewProject: action,
      designProduct: action,
      removeProject: action,
      activateProject: action,
      setLayout: action,
      addTile: action,
      replaceTile: action,
      completeUpload: action,
      cropTileToFaces: action,
      removeTile: action,
      createSplitProject: action,
      setQuantity: action,
      setProjectQuantity: action,
      cartProjects: computed,
      cartTileCount: computed,
      addActiveToCart: action,
      editFromCart: action,
      completeCheckout: action,
      setFrameColor: action,
      setMatColor: action,
      setFilter: action,
      setOrientation: action,
      selectTile: action,
      selectNextTile: action,
      panTileByScreen: action,
      setTileZoom: action,
      stepTileZoom: action,
      wheelZoomTile: action,
      zoomTileAt: action,
      beginGesture: action,
      endGesture: action,
      commitGesture: action,
      rehearseGesture: action,
      openLowResolution: action,
      closeLowResolution: action,
      markSaved: action,
      replaceActive: action,
    });
    this.disposers.push(
      reaction(
        () => this.projects,
        () => this.persistence.schedule(),
      ),
      // The header's cart bubble lives in the entry; it learns the cart's tiles from here.
      reaction(
        () => this.cartTileCount,
        (count) => cartContents.setCartTiles(count),
        { fireImmediately: true },
      ),
    );
  }

  // ---- reading -------------------------------------------------------------------------------

  /** The active project (there is always one). */
  get active(): Project {
    return activeProject(this.projects) ?? (this.projects[0] as Project);
  }

  /** The product the active project prints as. */
  get product(): PrintProduct {
    return this.products.product(this.active.productId);
  }

  get selectedTile(): Tile | undefined {
    return this.active.tiles.find((t) => t.id === this.selectedTileId);
  }

  get layout(): ProjectLayout {
    return projectLayout(this.active);
  }

  /** The spec's unsaved-change flag over all projects (a gesture under way is an unsaved change too). */
  get hasUnsavedChanges(): boolean {
    return this.gesture !== null || this.projects.some((p) => p.hasUnsavedChanges);
  }

  /** SPEC §4: the prompt when leaving with unsaved changes or progress items (never in an iframe). */
  leavePrompt(state: { readonly inIframe: boolean; readonly hasProgressItems: boolean }): string | undefined {
    return leavePagePrompt({ hasUnsavedChanges: this.hasUnsavedChanges, ...state });
  }

  /** The frame colours offered: the product's variants the tenant allows. */
  get frameColors(): readonly string[] {
    return allowedFrameColors(
      tenantProfile(this.tenantId),
      this.product.variants.map((v) => v.name),
    );
  }

  /** The crop aspect of a tile's frame. */
  aspectOf(tile: Pick<Tile, 'orientation'>): number {
    return frameAspect(this.product, tile.orientation);
  }

  /** A tile's crop rectangle in image pixels. */
  cropOf(tile: Tile): ImageRect {
    return tileCrop(tile, this.aspectOf(tile));
  }

  /** The zoom slider position (0..1) of a tile; split tiles share the picture's. */
  zoomOf(tileId: string): Zoom {
    return scaleToZoom(this.scaleOf(tileId), DEFAULT_MAX_SCALE);
  }

  /**
   * The zoom slider position as the project has it: a pan or zoom gesture under way shows once it
   * ends. What the slider and the live region follow, so a gesture's frames notify neither.
   */
  committedZoomOf(tileId: string): Zoom {
    const project = this.active;
    const scale = project.isSplit ? project.scale : project.tiles.find((t) => t.id === tileId)?.scale;
    return scaleToZoom(scale ?? MIN_SCALE, DEFAULT_MAX_SCALE);
  }

  /** A tile's scale (>= 1) as it is now, a gesture under way included; split tiles share the picture's. */
  scaleOf(tileId: string): Scale {
    if (this.active.isSplit) return this.active.scale ?? MIN_SCALE;
    return this.liveTile(tileId)?.scale ?? MIN_SCALE;
  }

  /** A tile of the active project as it is now: the gesture's tile while one is under way on it. */
  liveTile(tileId: string): Tile | undefined {
    const g = this.gesture;
    if (g !== null && g.tileId === tileId) return g.tile;
    return this.active.tiles.find((t) => t.id === tileId);
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
    return this.lowResolutionTileId === null ? undefined : this.lowResolutionTiles.get(this.lowResolutionTileId);
  }

  // ---- projects ------------------------------------------------------------------------------

  /** Starts a new project: empty projects are removed and the others deactivated. */
  startNewProject(options?: Partial<TileOptions>): Project {
    this.commitGesture();
    const plan = startNewProject(this.projects, this.seed(options));
    this.projects = plan.projects;
    this.selectedTileId = null;
    return this.active;
  }

  /**
   * The shopper chose a product to design (the product page): the active project prints as that
   * product, or a new project starts when the active one already holds another product's photos.
   * A frame colour the product or tenant refuses is left as it was.
   */
  designProduct(productId: string, frameColor?: string): void {
    this.commitGesture();
    const project = this.active;
    if (project.productId !== productId) {
      if (project.tiles.length > 0) {
        this.projects = startNewProject(this.projects, { ...this.seed(), productId }).projects;
        this.selectedTileId = null;
      } else {
        this.replaceActive({ ...project, productId });
      }
    }
    if (frameColor !== undefined) this.setFrameColor(frameColor);
  }

  /** Removes a project; removing the last one creates a fresh default. */
  removeProject(id: string): void {
    this.commitGesture();
    const plan = removeProject(this.projects, id, this.seed());
    this.projects = plan.projects;
    this.selectedTileId = this.active.tiles[0]?.id ?? null;
  }

  activateProject(id: string): void {
    this.commitGesture();
    if (!this.projects.some((p) => p.id === id)) return;
    this.projects = activateProject(this.projects, id);
    this.selectedTileId = this.active.tiles[0]?.id ?? null;
  }

  /** Arranges the active project in a fixed layout or Custom; a layout with fewer frames than photos is refused. */
  setLayout(layout: ProjectLayout): Either<LayoutRefused, ProjectLayout> {
    this.commitGesture();
    const project = this.active;
    if (project.isSplit || !canUseLayout(layout, project.tiles.length)) {
      return left(
        domainError('printing/layout-too-small', `The ${layout} layout has fewer frames than the ${project.tiles.length} photos in this project.`),
      );
    }
    const metadata = { ...project.metadata, [LAYOUT_METADATA_KEY]: layout === CUSTOM_LAYOUT_NAME ? CUSTOM_LAYOUT_NAME : layout };
    this.replaceActive({ ...project, metadata });
    return right(layout);
  }

  /** Puts a photo into the next frame, centred at scale 1 with the project's options. */
  addTile(photo: PhotoInput): Either<TileLimitExceeded | DomainError<'printing/split-project'>, Tile> {
    this.commitGesture();
    const project = this.active;
    if (project.isSplit) return left(domainError('printing/split-project', 'A split project holds one photo; replace it instead.'));
    const limit = checkAddingTiles(this.tenantId, this.projects, project.quantity);
    if (isLeft(limit)) return limit;
    const position = nextTilePosition(project);
    const options = projectTileOptions(project);
    const tile = newPhotoTile(photo, newId(), position, options, frameAspect(this.product, options.orientation));
    this.replaceActive({ ...project, tiles: [...project.tiles, tile] });
    this.selectedTileId = tile.id;
    return right(tile);
  }

  /** Swaps the photo in a frame, keeping the frame's options and position; the crop starts centred. */
  replaceTile(tileId: string, photo: PhotoInput): void {
    this.commitGesture();
    const project = this.active;
    if (project.isSplit) {
      this.replaceActive(withSplitPhoto(project, photo, this.scheduler.now()));
      return;
    }
    this.updateTile(tileId, (tile) => withPhoto(tile, photo, this.aspectOf(tile)));
  }

  /**
   * An upload landed: the tile takes its stored path and loses the uploadingFull flag. The shopper
   * may already have framed the preview, so the crop is kept (scaled if the stored size differs).
   */
  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void {
    this.commitGesture();
    this.updateTile(tileId, (tile) => withStoredPhoto(tile, stored));
  }

  /** Centres a tile's crop on the detected faces (SPEC §7 face detection) and marks it faceCropped. */
  cropTileToFaces(tileId: string, faces: readonly FaceBox[]): void {
    this.commitGesture();
    this.updateTile(tileId, (tile) => faceCroppedTile(tile, this.aspectOf(tile), faces));
  }

  /** Removes a tile; the tiles after it move up one frame (fixed layouts) or re-flow (Custom). */
  removeTile(tileId: string): void {
    this.commitGesture();
    const project = this.active;
    const index = project.tiles.findIndex((t) => t.id === tileId);
    if (index < 0) return;
    if (project.isSplit) {
      this.replaceActive(withoutSplitPhoto(project));
      this.selectedTileId = null;
      return;
    }
    const kept = project.tiles.filter((t) => t.id !== tileId);
    this.replaceActive(withTilesPlaced(project, kept));
    if (this.selectedTileId === tileId) this.selectedTileId = kept[Math.min(index, kept.length - 1)]?.id ?? null;
  }

  /**
   * Starts a split project: one photo over rows x cols tiles (tileSpacing 0.5), with the current
   * project's options; it becomes the active project.
   */
  createSplitProject(photo: PhotoInput, rows: number, cols: number): Either<TileLimitExceeded, Project> {
    this.commitGesture();
    const limit = checkAddingTiles(this.tenantId, this.projects, rows * cols);
    if (isLeft(limit)) return limit;
    const base = this.active;
    const options: Partial<TileOptions> = projectTileOptions(base);
    const plan = startNewProject(this.projects, this.seed(options));
    const fresh = plan.projects[plan.projects.length - 1] as Project;
    const split = splitProjectOf(fresh, options, photo, rows, cols);
    this.projects = plan.projects.map((p) => (p.id === fresh.id ? touchProject(split, this.scheduler.now()) : p));
    this.selectedTileId = split.tiles[0]?.id ?? null;
    return right(this.active);
  }

  /** Copies of the active project to print (SPEC §9: default 1); a whole number from 1. */
  setQuantity(quantity: number): Either<TileLimitExceeded, number> {
    return this.setProjectQuantity(this.active.id, quantity);
  }

  /** Copies of a project (the cart changes those of its projects); more copies must fit the tenant's tile limit. */
  setProjectQuantity(projectId: string, quantity: number): Either<TileLimitExceeded, number> {
    this.commitGesture();
    const project = this.projects.find((p) => p.id === projectId);
    if (project === undefined) return right(0);
    const q = clampQuantity(quantity);
    if (q > project.quantity) {
      const limit = checkMoreCopies(this.tenantId, this.projects, project, q);
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
   * Adds the active project to the cart (split batched projects copy the main project's options
   * first) and starts a fresh active project. An empty project or one whose photos are still
   * uploading cannot be bought yet.
   */
  addActiveToCart(): Either<DomainError<'project/invalid-transition' | 'cart/empty-project' | 'cart/still-uploading'>, Project> {
    const project = this.active;
    if (project.tiles.length === 0) return left(domainError('cart/empty-project', 'Add at least one photo before adding this project to the cart.'));
    if (project.tiles.some((t) => t.uploadingFull === true || t.imagePath === ''))
      return left(domainError('cart/still-uploading', 'Your photos are still uploading. Add the project to the cart once they have arrived.'));
    const plan = addToCart(project, this.scheduler.now());
    if (isLeft(plan)) return plan;
    const inCart = plan.right.state;
    const rest = this.projects.map((p) => (p.id === project.id ? inCart : p));
    this.projects = [...rest.map((p) => ({ ...p, isActive: false })), createProject(this.seed())];
    this.selectedTileId = null;
    return right(inCart);
  }

  /** Reopens a cart project in the framing tool: it becomes the active project, InProgress again. */
  editFromCart(projectId: string): Either<DomainError<'project/invalid-transition'>, Project> {
    const plan = editFromCart(this.projects, projectId, this.scheduler.now());
    if (isLeft(plan)) return plan;
    // The empty project the cart left active is dropped: it would only clutter the project list.
    this.projects = plan.right.state.filter((p) => p.isActive || p.status !== 'InProgress' || p.tiles.length > 0);
    this.selectedTileId = this.active.tiles[0]?.id ?? null;
    return right(this.active);
  }

  /** Checkout completed: the cart's projects become Completed and a new empty active project starts. */
  completeCheckout(): readonly Project[] {
    const plan = completeCheckout(this.projects, this.seed());
    this.projects = [...plan.state.projects, ...plan.state.completed];
    this.selectedTileId = null;
    return plan.state.completed;
  }

  // ---- options -------------------------------------------------------------------------------

  /** Sets a frame colour: it must be one of the product's variants the tenant allows. */
  setFrameColor(name: string, scope: OptionScope = 'project'): Either<FrameColorRefused, string> {
    const normalized = normalizeFrameColor(name, this.product);
    if (isLeft(normalized)) return normalized;
    if (!this.frameColors.includes(normalized.right)) {
      return left(domainError('options/frame-not-allowed', `${normalized.right} frames are not available here.`));
    }
    this.applyOptions({ frameColor: normalized.right }, scope);
    return right(normalized.right);
  }

  setMatColor(mat: MatColor, scope: OptionScope = 'project'): void {
    this.applyOptions({ matColor: mat }, scope);
  }

  setFilter(filter: Filter, scope: OptionScope = 'project'): void {
    this.applyOptions({ filter }, scope);
  }

  /** Turns a frame (only for orientation-eligible products); the crop keeps its centre and zoom. */
  setOrientation(orientation: Orientation, scope: OptionScope = 'project'): void {
    if (this.product.orientationEligible !== true) return;
    this.applyOptions({ orientation }, scope);
  }

  // ---- selection, crop and zoom --------------------------------------------------------------

  selectTile(tileId: string | null): void {
    if (tileId !== this.gestureTileId) this.commitGesture();
    this.selectedTileId = tileId !== null && this.active.tiles.some((t) => t.id === tileId) ? tileId : null;
  }

  /** Moves the selection to the next (+1) or previous (-1) tile, wrapping around. */
  selectNextTile(direction: 1 | -1): void {
    this.commitGesture();
    const tiles = this.active.tiles;
    if (tiles.length === 0) return;
    const index = tiles.findIndex((t) => t.id === this.selectedTileId);
    const next = index < 0 ? 0 : (index + direction + tiles.length) % tiles.length;
    this.selectedTileId = (tiles[next] as Tile).id;
  }

  /**
   * Drags the photo of a tile by (dx, dy) screen pixels over a photo area of the given size; the
   * crop stays inside the image. In a split project the whole picture moves.
   */
  panTileByScreen(tileId: string, dx: number, dy: number, areaWidth: number, areaHeight: number): void {
    if (dx === 0 && dy === 0) return;
    const project = this.active;
    const tile = project.isSplit ? project.tiles.find((t) => t.id === tileId) : this.liveTile(tileId);
    if (!tile) return;
    if (project.isSplit) {
      this.commitGesture();
      const next = pannedSplitPicture(this.active, this.product, tile, dx, dy, areaWidth, areaHeight);
      if (next) this.replaceActive(next);
      return;
    }
    const origin = panCropByScreen(this.cropOf(tile), imageSize(tile.width, tile.height), dx, dy, areaWidth, areaHeight);
    // At the image's edge the crop does not move: no new project, nothing recomputed or redrawn.
    if (origin.x === tile.cropTopLeftX && origin.y === tile.cropTopLeftY) return;
    this.changeTile(tile, withCropOrigin(tile, origin));
  }

  /** Sets a tile's zoom slider (0..1, clamped); zooming keeps the crop's centre. */
  setTileZoom(tileId: string, zoom: number): void {
    this.zoomTileAt(tileId, zoomToScale(zoom as Zoom, DEFAULT_MAX_SCALE), { fx: 0.5, fy: 0.5 });
  }

  /** The slider's edge buttons: one 0.1 step in (+1) or out (-1). */
  stepTileZoom(tileId: string, direction: 1 | -1): void {
    this.setTileZoom(tileId, stepZoom(this.zoomOf(tileId), direction));
  }

  /** Wheel zoom around the point under the pointer (scrolling up zooms in). */
  wheelZoomTile(tileId: string, deltaY: number, focus: CropFocus): void {
    this.zoomTileAt(tileId, zoomToScale(zoomFromWheel(this.zoomOf(tileId), deltaY), DEFAULT_MAX_SCALE), focus);
  }

  /** Sets a tile's scale (>= 1) keeping the image point at `focus` in place (pinch, wheel). */
  zoomTileAt(tileId: string, scale: Scale, focus: CropFocus): void {
    const project = this.active;
    const tile = project.isSplit ? project.tiles.find((t) => t.id === tileId) : this.liveTile(tileId);
    if (!tile) return;
    const s = Math.min(DEFAULT_MAX_SCALE, Math.max(MIN_SCALE, scale)) as Scale;
    if (project.isSplit) {
      this.commitGesture();
      if (s === (project.scale ?? MIN_SCALE)) return;
      const next = zoomedSplitPicture(this.active, this.product, tile, s, focus);
      if (next) this.replaceActive(next);
      return;
    }
    if (s === tile.scale) return;
    const crop = zoomCropAt(this.cropOf(tile), imageSize(tile.width, tile.height), this.aspectOf(tile), s, focus);
    this.changeTile(tile, { ...withCropOrigin(tile, crop), scale: s });
  }

  /**
   * Opens a pan or zoom gesture on a tile (pointer down on it, a wheel step): until `endGesture`
   * its pans and zooms change `gesture` only, and the project takes the final tile once, at the end
   * (or before anything else changes the project). With `idleMs` the gesture ends by itself that
   * long after its last call (the wheel has no end event). Split projects are changed directly.
   */
  beginGesture(tileId: string, idleMs?: number): void {
    if (this.gestureTileId !== tileId) this.commitGesture();
    this.gestureTileId = tileId;
    if (idleMs === undefined) {
      this.cancelGestureIdle?.();
      this.cancelGestureIdle = undefined;
      return;
    }
    // Re-armed at every step: a timer that fires mid-gesture only to wait again costs a task in a
    // frame, while cancelling and setting one costs microseconds.
    this.cancelGestureIdle?.();
    this.cancelGestureIdle = this.scheduler.after(idleMs, () => {
      this.cancelGestureIdle = undefined;
      this.endGesture();
    });
  }

  /** The gesture is over: its tile goes into the project (one replacement, persistence, resolution check). */
  endGesture(): void {
    this.cancelGestureIdle?.();
    this.cancelGestureIdle = undefined;
    this.gestureTileId = null;
    this.commitGesture();
    this.persistence.release();
  }

  /**
   * Runs `steps` (pans and zooms) in a gesture on a tile and then drops it: being one action, it
   * ends with every observable as it was, so nothing is committed, saved, re-checked or redrawn.
   * It warms the pan and zoom code (the first frames of a real gesture would otherwise run it cold).
   * Does nothing while a real gesture is under way or in a split project.
   */
  rehearseGesture(tileId: string, steps: () => void): void {
    if (this.gestureTileId !== null || this.gesture !== null || this.active.isSplit) return;
    this.gestureTileId = tileId;
    try {
      steps();
    } finally {
      this.gestureTileId = null;
      this.gesture = null;
    }
  }

  /** Puts the gesture's tile into the project now; an open gesture goes on from there. */
  commitGesture(): void {
    const g = this.gesture;
    if (g === null) return;
    this.gesture = null;
    this.updateTile(g.tileId, () => g.tile);
  }

  /** Opens the 'Low Resolution' modal for a tile's warning banner (and selects that tile). */
  openLowResolution(tileId: string): void {
    this.commitGesture();
    if (!this.lowResolutionTiles.has(tileId)) return;
    this.selectedTileId = tileId;
    const request: LowResolutionModalRequest = { kind: LOW_RESOLUTION_MODAL_KIND, tileId };
    void this.modals.open(request, undefined);
  }

  closeLowResolution(): void {
    this.modals.dismissKind(LOW_RESOLUTION_MODAL_KIND);
  }

  /** The tile whose 'Low Resolution' modal is open (the ModalStore holds which modal is open). */
  get lowResolutionTileId(): string | null {
    const open = this.modals.current?.request;
    return open?.kind === LOW_RESOLUTION_MODAL_KIND ? (open as LowResolutionModalRequest).tileId : null;
  }

  /** The server has these projects' changes (called by the save sync): clears their unsaved flag. */
  markSaved(ids: readonly string[]): void {
    this.projects = markSaved(this.projects, ids);
  }

  // ---- persistence ---------------------------------------------------------------------------

  /** Writes the projects now (the page is going away); otherwise writes are debounced. */
  flush(): void {
    this.commitGesture();
    this.write();
  }

  private write(): void {
    this.persistence.cancel();
    if (!this.stored.write(this.projects)) {
      this.analytics.reportError(new Error('local storage refused the projects'), { where: 'projects persist' });
    }
  }

  dispose(): void {
    this.endGesture();
    if (this.persistence.pending) this.flush();
    for (const d of this.disposers.splice(0)) d();
  }

  // ---- internals -----------------------------------------------------------------------------

  private seed(options?: Partial<TileOptions>): ProjectSeed {
    return {
      id: newId(),
      now: this.scheduler.now(),
      cartToken: this.cartToken,
      // The drugstore tenant prints everything as its one product (SPEC §1).
      productId: effectiveProductId(tenantProfile(this.tenantId), this.active?.productId ?? DEFAULT_TILE_PRODUCT_ID),
      ...(options === undefined ? {} : { options }),
    };
  }

  /** A pan or zoom of a (non-split) tile: into the open gesture on it, else straight into the project. */
  private changeTile(before: Tile, next: Tile): void {
    if (this.gestureTileId === before.id) {
      this.gesture = { tileId: before.id, tile: next };
      return;
    }
    this.commitGesture();
    this.updateTile(before.id, () => next);
  }

  private replaceActive(next: Project): void {
    const touched = touchProject(next, this.scheduler.now());
    this.projects = this.projects.map((p) => (p.id === next.id ? touched : p));
  }

  private updateTile(tileId: string, change: (tile: Tile) => Tile): void {
    const project = this.active;
    let changed = false;
    const tiles = project.tiles.map((t) => {
      if (t.id !== tileId) return t;
      changed = true;
      return change(t);
    });
    if (changed) this.replaceActive({ ...project, tiles });
  }

  private applyOptions(options: Partial<TileOptions>, scope: OptionScope): void {
    this.commitGesture();
    const project = this.active;
    const product = this.product;
    if (scope === 'project') {
      this.replaceActive({ ...project, ...options, tiles: project.tiles.map((t) => withTileOptions(t, options, project.isSplit, product)) });
      return;
    }
    this.updateTile(scope.tileId, (t) => withTileOptions(t, options, project.isSplit, product));
  }
}

