import { inject, injectable } from 'inversify';
import { computed, computedStruct, reaction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import type { Project, Tile } from '../../domain/project';
import { ProjectStore } from './project-store';
import { WallLayouts } from './wall-layouts';
import { TileImageStore } from './tile-image-store';
import { CanvasInteraction } from './canvas-interaction';
import { TileArrangement } from './tile-arrangement';
import { singlePhotoView, TileEditing } from './tile-editing';
import { hitTest, imageRequestsAt, RenderModels, type RenderModel, type Viewport } from './render-model';
import { sameCorner } from '../../domain/project/frame-layout';
import type { ControlCorner, CornerBox } from '../../domain/project/frame-layout';
import { previewPlacesIn, type PreviewPlace } from './preview-places';

/** Pan and zoom steps a warm-up rehearses (see warmUp). */
const WARM_UP_STEPS = 40;

let views = 0;

interface PictureNeeds {
  readonly frameSize: number;
  readonly tiles: readonly Pick<Tile, 'id' | 'imagePath' | 'filter' | 'croppedImageUrl'>[];
}

/** Same frame size and, tile by tile, the same photo and variant (crops and zoom do not count). */
const samePictureNeeds = (a: PictureNeeds, b: PictureNeeds): boolean => {
  if (a.frameSize !== b.frameSize || a.tiles.length !== b.tiles.length) return false;
  if (a.tiles === b.tiles) return true;
  for (let i = 0; i < a.tiles.length; i++) {
    const x = a.tiles[i] as PictureNeeds['tiles'][number];
    const y = b.tiles[i] as PictureNeeds['tiles'][number];
    if (x !== y && (x.id !== y.id || x.imagePath !== y.imagePath || x.filter !== y.filter || x.croppedImageUrl !== y.croppedImageUrl)) return false;
  }
  return true;
};

/**
 * The printing page's view state: the canvas viewport, the render model the PrintCanvas draws,
 * the pictures it needs, input mapping and what screen readers hear. One per mounted page;
 * `dispose()` stops its reaction and releases its pictures. Bound transient in
 * `printing-session-module`: the page resolves a fresh one when it mounts.
 */
@injectable()
export class PrintingView {
  viewport: Viewport = { width: 0, height: 0, pixelRatio: 1 };
  /** Whether the canvas has keyboard focus (the focus ring and the keyboard hint). */
  focused = false;
  readonly interaction: CanvasInteraction;
  /** Touch routing and the tile being edited (issue 31 item 5: one finger scrolls unless editing). */
  readonly editing: TileEditing;
  private readonly owner = `printing-view-${++views}`;
  private readonly disposers: Array<() => void> = [];
  /** The last model: unchanged frames keep their RenderTile objects, so the canvas touches only what moved. */
  private previousModel: RenderModel | null = null;
  /** This view's layout and per-frame memory (disposed with the view: no module-level cache outlives a page). */
  private readonly renderModels = new RenderModels();

  constructor(
    @inject(ProjectStore) readonly projects: ProjectStore,
    @inject(TileImageStore) readonly images: TileImageStore,
    @inject(WallLayouts) readonly layouts: WallLayouts,
    @inject(TileArrangement) readonly arrangement: TileArrangement,
  ) {
    makeObservableByKind(
      this,
      {
        observableRef: ['viewport'],
        observable: ['focused'],
        computed: ['model', 'shownProject', 'announcement', 'controlCorner'],
        action: ['setViewport', 'setControlCorner', 'setFocused'],
      },
      { pictureNeeds: computed({ equals: samePictureNeeds }), requests: computedStruct },
    );
    this.interaction = new CanvasInteraction(projects, () => this.model, arrangement);
    this.editing = new TileEditing(projects, () => this.model);
  }

  /** Loads what the model needs and keeps it until the view goes away. */
  start(): this {
    void this.layouts.load();
    this.disposers.push(
      reaction(
        () => this.requests,
        (requests) => this.images.retain(this.owner, requests),
        { fireImmediately: true },
      ),
      // The editor follows the selection (Page Up / Page Down choose another photo while editing).
      reaction(
        () => this.projects.selection.selectedTileId,
        (id) => {
          if (id !== null && this.editing.editing && id !== this.editing.editingTileId) this.editing.enter(id);
        },
      ),
      // Editing ends when its tile goes (removed, another project) or arranging starts.
      reaction(
        () => this.editing.stale || (this.editing.editing && this.arrangement.arranging),
        (end) => {
          if (end) this.editing.leave();
        },
      ),
    );
    return this;
  }

  /**
   * What the pictures depend on (not crops or zoom), so a pan or zoom builds no requests: compared
   * field by field (a generic structural comparison of 100 tiles cost more than the rest of a frame).
   */
  get pictureNeeds(): PictureNeeds {
    const project = this.projects.active;
    return { frameSize: this.renderModels.frames.of(project, this.projects.product, this.viewport).geometry.frameSize, tiles: project.tiles };
  }

  /** The right-hand corner of the canvas the arrange toggle goes in: the one no frame lies under. */
  get controlCorner(): ControlCorner {
    return this.renderModels.frames.of(this.shownProject, this.projects.product, this.viewport).geometry.controlCorner ?? 'top-right';
  }

  get requests() {
    const needs = this.pictureNeeds;
    // Readiness matters only while a tile has a local preview (its stored picture then replaces it).
    const previewing = needs.tiles.some((t) => t.croppedImageUrl !== undefined && t.imagePath);
    const ready = previewing ? this.images.readyKeys : null;
    return imageRequestsAt(needs, needs.frameSize, this.viewport, this.projects.selection.selectedTileId, (key) => ready?.has(key) ?? false);
  }

  /** The project the canvas draws: while a photo is edited, that photo alone (one object per change, for the model's reuse). */
  get shownProject(): Project {
    const id = this.editing.editingTileId;
    return id === null ? this.projects.active : singlePhotoView(this.projects.active, id);
  }

  get model(): RenderModel {
    const model = this.buildModel(this.previousModel);
    this.previousModel = model;
    return model;
  }

  /**
   * Where the chosen files still waited for (`waiting`) lie over their frames until the canvas draws
   * their pictures (issue 31 item 7): each frame's photo area and cut as the canvas will draw it.
   */
  previewPlaces(waiting: (tileId: string) => boolean): readonly PreviewPlace[] {
    const gesture = this.projects.gestures.gesture;
    const tiles = this.shownProject.tiles.map((t) => (gesture?.tileId === t.id ? gesture.tile : t));
    return previewPlacesIn(this.model, tiles, waiting);
  }

  /**
   * Runs the pan, zoom and render-model code of a gesture on one photo, without changing anything
   * (a rehearsed gesture, its models thrown away), so the first frames of the shopper's first drag
   * or wheel zoom do not run that code cold. Called once, when the page is idle after a full frame.
   */
  warmUp(): void {
    const model = this.model;
    const frame = model.tiles.find((t) => t.selected && t.image !== null) ?? model.tiles.find((t) => t.image !== null);
    if (!frame || frame.tileId === null) return;
    const id = frame.tileId;
    const { photo } = frame;
    this.projects.gestures.rehearse(id, () => {
      for (let i = 0; i < WARM_UP_STEPS; i++) {
        const d = i % 2 === 0 ? 1 : -1;
        hitTest(model, photo.x + photo.width / 2, photo.y + photo.height / 2);
        this.projects.framing.wheelZoomTile(id, -40 * d, { fx: 0.5, fy: 0.5 });
        this.projects.framing.panTileByScreen(id, 3 * d, 1.5 * d, photo.width, photo.height);
        this.buildModel(model);
      }
    });
  }

  private buildModel(previous: RenderModel | null): RenderModel {
    const ready = this.images.readyKeys;
    return this.renderModels.build({
      project: this.shownProject,
      product: this.projects.product,
      viewport: this.viewport,
      selectedTileId: this.projects.selection.selectedTileId,
      gesture: this.projects.gestures.gesture,
      lowResolution: this.projects.lowResolutionTiles,
      isReady: (key) => ready.has(key),
      readyVersion: ready,
      previous,
    });
  }

  /** What the live region says: which tile is selected and its zoom (a gesture's, once it ends). */
  get announcement(): string {
    // Arranging: the last move (or how to make one) is what the shopper needs to hear.
    if (this.arrangement.arranging && this.arrangement.message !== null) return this.arrangement.message;
    const tiles = this.projects.active.tiles;
    const id = this.projects.selection.selectedTileId;
    const index = tiles.findIndex((t) => t.id === id);
    if (index < 0) return tiles.length === 0 ? 'No photos in this project yet.' : 'No tile selected.';
    const tile = tiles[index]!;
    const zoom = Math.round(this.projects.framing.committedZoomOf(tile.id) * 100);
    const low = this.projects.lowResolutionTiles.has(tile.id) ? ' Low resolution.' : '';
    // Where the frame sits on the photo, so a move (drag, arrow key or button) is heard too.
    const crop = this.projects.framing.cropOf(tile);
    const across = tile.width > 0 ? Math.round(((crop.x + crop.width / 2) / tile.width) * 100) : 50;
    const down = tile.height > 0 ? Math.round(((crop.y + crop.height / 2) / tile.height) * 100) : 50;
    return `Tile ${index + 1} of ${tiles.length} selected, zoom ${zoom}%, centred ${across}% across and ${down}% down.${low}`;
  }

  setViewport({ width, height, pixelRatio }: Viewport): void {
    const v = this.viewport;
    if (v.width === width && v.height === height && v.pixelRatio === pixelRatio) return;
    this.viewport = { width, height, pixelRatio, keepClear: v.keepClear };
  }

  /** The corner the arrange toggle takes over the canvas (null when it is not shown): the frames keep out of it. */
  setControlCorner(corner: CornerBox | null): void {
    const keepClear = corner ?? undefined;
    if (sameCorner(this.viewport.keepClear, keepClear)) return;
    this.viewport = { ...this.viewport, keepClear };
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
  }

  dispose(): void {
    this.interaction.dispose();
    this.editing.leave();
    this.arrangement.setArranging(false);
    // A wheel gesture waiting for its idle end, too.
    this.projects.gestures.end();
    for (const d of this.disposers.splice(0)) d();
    this.images.releaseAll(this.owner);
    this.previousModel = null;
    this.renderModels.dispose();
  }
}
