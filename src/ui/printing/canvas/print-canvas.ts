import { Container, Texture, type Application } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';
import { GRID_EDGE, type RenderModel, type RenderTile } from '../../../application/printing/render-model';
import { DirtyRegion } from './dirty-region';
import { GestureLayer } from './gesture-layer';
import { GestureSession, type GestureInput } from './gesture-session';
import { createPixiApp } from './pixi-app';
import { SceneFrames } from './scene-frames';
import { ScenePainter } from './scene-painter';
import { TextureCache } from './texture-cache';

/**
 * Draw statistics, for tests and the benchmark. Each WebGL draw is also a `tpx:frame` performance
 * measure, each gesture-layer step a `tpx:gesture-frame`; the texture bytes are mirrored on the host
 * as a data attribute (written only when they change).
 */
export interface CanvasStats {
  frames: number;
  gestureFrames: number;
  textureBytes: number;
  textures: number;
}

/** Performance measures kept at most: a long session's buffer is emptied at each multiple. */
const MEASURES_KEPT = 2000;

/** Less than one frame at 60 Hz: input arriving sooner after a draw waits for the animation frame. */
const MIN_DRAW_INTERVAL_MS = 12;

/**
 * The printing tool's WebGL canvas (DESIGN §5). It owns the Pixi Application, draws only what the
 * render model says, and renders on demand: one draw per animation frame after the model or the
 * viewport changed, never while idle (no ticker runs).
 */
export class PrintCanvas {
  readonly stats: CanvasStats = { frames: 0, gestureFrames: 0, textureBytes: 0, textures: 0 };
  private readonly textures: TextureCache;
  private readonly frames: SceneFrames;
  /** The loaded bitmaps' keys (the last syncTextures), to rebuild textures after a context loss. */
  private readyKeys: ReadonlySet<string> = new Set();
  private readonly scene = new Container({ isRenderGroup: true });
  /** What the next draw repaints (the drawing buffer is preserved: unchanged pixels stay). */
  private readonly region = new DirtyRegion();
  private readonly painter: ScenePainter;
  private model: RenderModel | null = null;
  private dirty = false;
  private frameRequest = 0;
  private pendingInputMs = 0;
  private inInput = false;
  /** When the last draw started (performance.now()); input draws at most once per frame. */
  private lastDrawAt = Number.NEGATIVE_INFINITY;
  /** Told which tiles' frames show their picture after each draw, while set (see watchPictures). */
  private pictureListener: ((tileIds: readonly string[]) => void) | null = null;
  /** Paints the photo of a pan or zoom under way instead of the WebGL canvas (see handleInput). */
  private readonly layer: GestureLayer;
  /** The gesture on the layer: its photo on the WebGL canvas is behind until the gesture ends. */
  private readonly gesture: GestureSession;
  /** The gesture kind of the input whose change the next draw shows (null: any other change). */
  private gestureInput: GestureInput | null = null;
  /** Whether data-texture-bytes has been written (see publishTextureStats). */
  private texturesPublished = false;
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly bitmapFor: (key: string) => TileBitmap | null,
  ) {
    this.textures = new TextureCache(
      {
        upload: (texture) => app.renderer.texture.initSource(texture.source),
        drawInto: (container, target, clear) => app.renderer.render({ container, target, clear }),
      },
      GRID_EDGE,
    );
    this.frames = new SceneFrames(this.scene, this.region, (key) => this.textureFor(key));
    this.painter = new ScenePainter(app);
    this.layer = new GestureLayer(host);
    this.gesture = new GestureSession(this.layer, bitmapFor, () => this.settleGesture());
    app.stage.addChild(this.scene);
    app.stage.eventMode = 'none';
    app.stage.interactiveChildren = false;
    // A lost and restored WebGL context (a GPU reset, a phone freeing memory) is emitted here.
    app.renderer.runners.contextChange?.add({ contextChange: () => this.restoreContext() });
    host.appendChild(app.canvas);
  }

  /**
   * Everything on the GPU is gone after a context loss: the atlas pages were drawn into (not
   * uploaded), so textures are rebuilt from the bitmaps, the frames recreated and all repainted.
   */
  private restoreContext(): void {
    if (this.destroyed) return;
    // Everything is repainted at the next frame: the gesture layer has nothing left to cover.
    this.gesture.drop();
    this.painter.contextRestored();
    this.frames.clear();
    this.textures.retain(new Set());
    this.syncTextures(this.readyKeys);
    this.region.markAll();
    this.requestDraw();
  }

  /** Creates the WebGL canvas inside `host` (software WebGL works; no ticker is started). */
  static async create(host: HTMLElement, bitmapFor: (key: string) => TileBitmap | null): Promise<PrintCanvas> {
    return new PrintCanvas(await createPixiApp(host), host, bitmapFor);
  }

  /** A new model (or a picture arrived): draw once at the next animation frame (see handleInput). */
  setModel(model: RenderModel): void {
    this.model = model;
    this.requestDraw();
  }

  /**
   * Runs an input handler (a drag move, a wheel step, a key) and draws what it changed at once.
   * Browsers deliver continuous input once per frame, just before the frame's callbacks, so this is
   * the same one draw per frame without the round trip through requestAnimationFrame (its request
   * and callback cost as much as a crop step's draw). A second input within the same frame waits
   * for the animation frame as usual.
   *
   * A `gesture` step that changed one photo's crop alone is painted by the gesture layer, not the
   * WebGL canvas; the canvas catches up in one crop repaint when the gesture ends: at the next other
   * input (a pointer up or cancel, a key), after a wheel rests (WHEEL_SETTLE_MS), or with any other
   * change drawn meanwhile.
   */
  handleInput(handler: () => void, gesture: GestureInput | null = null): void {
    const start = performance.now();
    this.gestureInput = gesture;
    this.inInput = true;
    try {
      handler();
    } finally {
      this.inInput = false;
    }
    if (gesture === null) {
      if (this.gesture.tile !== null) this.dirty = true;
      else this.gesture.unprepare();
    }
    const now = performance.now();
    this.pendingInputMs += now - start;
    if (!this.dirty || this.frameRequest !== 0 || this.destroyed) return;
    if (now - this.lastDrawAt >= MIN_DRAW_INTERVAL_MS) this.draw();
    else this.requestDraw();
  }

  /**
   * A drag may start on the photo of `tileId`'s frame (a pointer down on it): the gesture layer is set
   * up over it now, showing what the WebGL canvas shows, so that the first move does not pay for it.
   * Only once the canvas has drawn the model (after handleInput drew the pointer down's change).
   */
  prepareGesture(tileId: string): void {
    const tiles = this.frames.tiles;
    if (this.destroyed || this.dirty || tiles === null || this.model === null) return;
    const tile = tiles.find((t) => t.tileId === tileId);
    if (tile === undefined || this.frames.nodes.get(tile.key)?.photoView == null) return;
    this.gesture.prepare(tile, this.model.viewport.pixelRatio);
  }

  private requestDraw(): void {
    this.dirty = true;
    // Inside an input handler: handleInput draws (or requests the frame) when the handler is done.
    if (this.inInput || this.frameRequest !== 0 || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (this.dirty) this.draw();
    });
  }

  /** A wheel gesture rested: the WebGL canvas draws what the gesture layer shows. */
  private settleGesture(): void {
    if (this.destroyed) return;
    this.gestureInput = null;
    this.requestDraw();
  }

  /**
   * Creates and uploads the textures of newly loaded bitmaps now, as they arrive (not inside the
   * next interaction frame), and releases those whose bitmap went away.
   */
  syncTextures(ready: ReadonlySet<string>): void {
    if (this.destroyed) return;
    this.readyKeys = ready;
    for (const key of ready) {
      if (this.textures.has(key)) continue;
      const bitmap = this.bitmapFor(key);
      if (bitmap) this.textures.base(key, bitmap);
    }
    // The pictures that arrived together go into their atlas pages in one pass (retain flushes).
    if (this.textures.retain(ready)) this.region.markAll();
    this.publishTextureStats();
  }

  private publishTextureStats(): void {
    // Written only on change: an attribute write per frame would invalidate the host's style.
    const same = this.stats.textureBytes === this.textures.bytes && this.stats.textures === this.textures.size;
    if (same && this.texturesPublished) return;
    this.texturesPublished = true;
    this.stats.textureBytes = this.textures.bytes;
    this.stats.textures = this.textures.size;
    this.host.dataset.textureBytes = String(this.stats.textureBytes);
  }

  /**
   * Syncs the scene with the model and renders once. Frames whose RenderTile object is the one
   * they last drew are not touched (a pan of one photo updates one node); nothing is allocated per
   * frame beyond what changed.
   */
  draw(): void {
    const model = this.model;
    if (!model || this.destroyed) return;
    this.dirty = false;
    const gesture = this.gestureInput;
    this.gestureInput = null;
    const start = performance.now();
    this.lastDrawAt = start;
    const { renderer } = this.app;
    const { width, height, pixelRatio } = model.viewport;
    if (renderer.width !== width || renderer.height !== height || renderer.resolution !== pixelRatio) {
      renderer.resize(Math.max(1, width), Math.max(1, height), pixelRatio);
      this.region.markAll();
    }
    const tiles = model.tiles;
    const change = this.frames.sync(tiles);
    if (this.textures.flushDraws()) this.region.markAll();
    let cropTile = change.count === 1 ? change.cropTile : null;
    let cropNode = change.cropNode;
    // A gesture step that changed one photo's crop alone (the region holds that frame alone) is shown
    // by the gesture layer; the frame's area is not repainted now (see GestureSession).
    if (
      gesture !== null &&
      cropTile !== null &&
      cropNode?.photoView != null &&
      !this.region.everything &&
      this.gesture.paintStep(cropTile, gesture, model.viewport.pixelRatio)
    ) {
      this.region.take(renderer.width, renderer.height);
      this.measure('tpx:gesture-frame', ++this.stats.gestureFrames, start);
      return;
    }
    // The WebGL canvas catches up with the photo the gesture layer shows (the gesture ended, or
    // something else changed meanwhile), and the layer goes once this draw is on screen.
    const behind = this.gesture.tile;
    if (behind !== null) {
      this.region.add(behind.photo);
      if (change.count === 0) {
        cropNode = this.frames.nodes.get(behind.key) ?? null;
        cropTile = cropNode?.drawn ?? null;
      } else if (cropTile?.key !== behind.key) cropTile = null;
    }
    const repaint = this.region.take(renderer.width, renderer.height);
    // A whole repaint (a resize, a new frame order) may have moved the photo.
    this.gesture.end(repaint.kind === 'all');
    const view = cropTile ? (cropNode?.photoView ?? null) : null;
    if (cropTile && view && repaint.kind === 'area') this.painter.paintCrop(cropTile, view);
    else this.painter.paint(repaint);
    if (this.pictureListener) this.reportPictures(tiles);
    const end = performance.now();
    this.publishTextureStats();
    this.measure('tpx:frame', ++this.stats.frames, start, end, { tiles: tiles.length, textures: this.stats.textures, drawn: this.frames.drawn });
  }

  /**
   * Records the draw that started at `start` as the `count`th performance measure `name`, with the
   * input handling since the last draw (the tests and the bench read them).
   */
  private measure(name: 'tpx:frame' | 'tpx:gesture-frame', count: number, start: number, end = performance.now(), more?: object): void {
    const inputMs = this.pendingInputMs;
    this.pendingInputMs = 0;
    if (count % MEASURES_KEPT === 0) performance.clearMeasures(name);
    performance.measure(name, { start, end, detail: { drawMs: end - start, inputMs, scriptMs: end - start + inputMs, ...more } });
  }

  /**
   * A picture's base texture. Normally uploaded on arrival (syncTextures), so a pan or zoom step
   * finds it without asking the image store for the bitmap; created here only if the model got there first.
   */
  private textureFor(key: string): Texture | null {
    const base = this.textures.existing(key);
    if (base !== null) return base;
    const bitmap = this.bitmapFor(key);
    return bitmap ? this.textures.base(key, bitmap) : null;
  }

  /**
   * After each draw (and at once, for the last one), `listener` hears which tiles' frames show their
   * picture: the tool's previews of chosen files go as the canvas takes over (issue 31 item 7). Set
   * only while a preview waits, so no gesture frame pays for it; null stops it.
   */
  watchPictures(listener: ((tileIds: readonly string[]) => void) | null): void {
    this.pictureListener = listener;
    const tiles = this.frames.tiles;
    if (listener && tiles && !this.destroyed) this.reportPictures(tiles);
  }

  private reportPictures(tiles: readonly RenderTile[]): void {
    const drawn: string[] = [];
    for (const tile of tiles) if (tile.tileId !== null && tile.image !== null && this.textures.has(tile.image.key)) drawn.push(tile.tileId);
    if (drawn.length > 0) this.pictureListener?.(drawn);
  }

  /** Rehearses a crop step's code and draw on throwaway objects (see ScenePainter.warmUp); draws nothing. */
  warmUp(): void {
    if (this.destroyed) return;
    this.painter.warmUp([...this.frames.nodes.values()]);
    this.layer.prepare();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.gesture.drop();
    this.layer.destroy();
    this.frames.clear();
    this.painter.destroy();
    this.textures.destroy();
    this.app.canvas.remove();
    this.app.destroy({ removeView: true }, { children: true });
  }
}
