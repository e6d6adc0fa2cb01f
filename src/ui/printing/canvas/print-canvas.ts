// CSP: no 'unsafe-eval' — pixi's shader and uniform code generators are replaced by polyfills.
import 'pixi.js/unsafe-eval';
import { Application, Container, Texture, Ticker } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';
import { GRID_EDGE, type RenderModel, type RenderTile } from '../../../application/printing/render-model';
import { DirtyRegion } from './dirty-region';
import { FrameNode, onlyCropChanged, paintArea } from './frame-node';
import { GestureLayer } from './gesture-layer';
import { GestureSettle } from './gesture-settle';
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

/**
 * A step of a continuous gesture on one photo (a drag's or a pinch's move, a wheel or trackpad-pinch
 * step): its crop change is shown by the gesture layer while the gesture lasts (see handleInput).
 */
export type GestureInput = 'drag' | 'wheel';

/** Less than one frame at 60 Hz: input arriving sooner after a draw waits for the animation frame. */
const MIN_DRAW_INTERVAL_MS = 12;

/** What a draw's frame updates changed: how many frames, and the frame if its crop alone changed (one object, reset per draw). */
interface FrameChange {
  count: number;
  cropNode: FrameNode | null;
  cropTile: RenderTile | null;
}

/**
 * The printing tool's WebGL canvas (DESIGN §5). It owns the Pixi Application, draws only what the
 * render model says, and renders on demand: one draw per animation frame after the model or the
 * viewport changed, never while idle (no ticker runs).
 */
export class PrintCanvas {
  readonly stats: CanvasStats = { frames: 0, gestureFrames: 0, textureBytes: 0, textures: 0 };
  private readonly nodes = new Map<string, FrameNode>();
  private readonly textures: TextureCache;
  private generation = 0;
  /** The frames of the last draw, and how many of them showed a picture. */
  private drawnTiles: readonly RenderTile[] | null = null;
  private drawnCount = 0;
  /** The loaded bitmaps' keys (the last syncTextures), to rebuild textures after a context loss. */
  private readyKeys: ReadonlySet<string> = new Set();
  private readonly scene = new Container({ isRenderGroup: true });
  /** What the next draw repaints (the drawing buffer is preserved: unchanged pixels stay). */
  private readonly region = new DirtyRegion();
  private readonly painter: ScenePainter;
  private model: RenderModel | null = null;
  private readonly change: FrameChange = { count: 0, cropNode: null, cropTile: null };
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
  /** Ends a wheel gesture once it rests. */
  private readonly settle: GestureSettle;
  /** The gesture kind of the input whose change the next draw shows (null: any other change). */
  private gestureInput: GestureInput | null = null;
  /** The frame the gesture layer shows, as it shows it: on the WebGL canvas its photo is behind until the gesture ends. */
  private layerTile: RenderTile | null = null;
  /** The bitmap the gesture layer cuts (`layerTile`'s, looked up once per gesture). */
  private layerBitmap: TileBitmap | null = null;
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
    this.painter = new ScenePainter(app);
    this.layer = new GestureLayer(host);
    this.settle = new GestureSettle(() => this.settleGesture());
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
    this.dropGesture();
    this.painter.contextRestored();
    for (const node of this.nodes.values()) node.destroy();
    this.nodes.clear();
    this.drawnTiles = null;
    this.textures.retain(new Set());
    this.syncTextures(this.readyKeys);
    this.region.markAll();
    this.requestDraw();
  }

  /** Creates the WebGL canvas inside `host` (software WebGL works; no ticker is started). */
  static async create(host: HTMLElement, bitmapFor: (key: string) => TileBitmap | null): Promise<PrintCanvas> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      antialias: false,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      // Read back by the browser tests (frame colour, mat, grayscale, crop) and screenshots.
      preserveDrawingBuffer: true,
      eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
      hello: false,
      // Nothing is collected behind our back (a collected texture would be re-uploaded inside a
      // frame); the TextureCache frees what the project no longer shows.
      gcActive: false,
    });
    app.ticker.stop();
    // Input is ours (the view's native listeners): Pixi's event system would otherwise listen on
    // the canvas and on the whole document (every pointermove anywhere, every wheel) for nothing.
    app.renderer.events.setTargetElement(null as unknown as HTMLElement);
    // Pixi's scheduler keeps Ticker.system running a requestAnimationFrame loop forever (for the GC
    // switched off above): an idle canvas must run no script at all.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.style.display = 'block';
    return new PrintCanvas(app, host, bitmapFor);
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
    if (gesture === null && this.layerTile !== null) this.dirty = true;
    const now = performance.now();
    this.pendingInputMs += now - start;
    if (!this.dirty || this.frameRequest !== 0 || this.destroyed) return;
    if (now - this.lastDrawAt >= MIN_DRAW_INTERVAL_MS) this.draw();
    else this.requestDraw();
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
    if (this.layerTile === null || this.destroyed) return;
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
    const change = this.startChange();
    const structure = this.syncSameFrames(tiles, change) ? false : this.syncAllFrames(tiles, change);
    // Later frames draw over earlier ones (shadows fall on the wall, not on a neighbour's photo).
    if (structure) {
      tiles.forEach((tile, i) => this.scene.setChildIndex((this.nodes.get(tile.key) as FrameNode).root, i));
      this.region.markAll();
    }
    if (this.textures.flushDraws()) this.region.markAll();
    let cropTile = change.count === 1 ? change.cropTile : null;
    let cropNode = change.cropNode;
    if (gesture !== null && cropTile !== null && this.paintGestureStep(cropTile, cropNode, gesture, model.viewport.pixelRatio)) {
      this.drawnTiles = tiles;
      this.measureGestureStep(start);
      return;
    }
    // The WebGL canvas catches up with the photo the gesture layer shows (the gesture ended, or
    // something else changed meanwhile), and the layer goes once this draw is on screen.
    const behind = this.layerTile;
    if (behind !== null) {
      this.endGesture();
      this.region.add(behind.photo);
      if (change.count === 0) {
        cropNode = this.nodes.get(behind.key) ?? null;
        cropTile = cropNode?.drawn ?? null;
      } else if (cropTile?.key !== behind.key) cropTile = null;
    }
    const repaint = this.region.take(renderer.width, renderer.height);
    // A whole repaint (a resize, a new frame order) may have moved the photo: the layer goes at once
    // (this draw lands in the same frame); otherwise at the next frame, which presents this draw.
    if (behind !== null) {
      if (repaint.kind === 'all') this.layer.hide();
      else this.layer.hideAfterDraw();
    }
    const view = cropTile ? (cropNode?.photoView ?? null) : null;
    if (cropTile && view && repaint.kind === 'area') this.painter.paintCrop(cropTile, view);
    else this.painter.paint(repaint);
    this.drawnTiles = tiles;
    if (this.pictureListener) this.reportPictures(tiles);
    const end = performance.now();
    this.stats.frames++;
    this.publishTextureStats();
    const inputMs = this.pendingInputMs;
    this.pendingInputMs = 0;
    if (this.stats.frames % 2000 === 0) performance.clearMeasures('tpx:frame');
    performance.measure('tpx:frame', {
      start,
      end,
      detail: { drawMs: end - start, inputMs, scriptMs: end - start + inputMs, tiles: tiles.length, textures: this.stats.textures, drawn: this.drawnCount },
    });
  }

  /**
   * Shows a gesture step's crop change of `tile` on the gesture layer instead of the WebGL canvas,
   * whose photo there stays behind until the gesture ends. Only a step that changed nothing else
   * (the region holds this frame alone), of the frame the layer already shows if any; false, having
   * shown nothing, otherwise.
   */
  private paintGestureStep(tile: RenderTile, node: FrameNode | null, gesture: GestureInput, ratio: number): boolean {
    const image = tile.image;
    if (image === null || node?.photoView == null || this.region.everything) return false;
    const shown = this.layerTile;
    if (shown !== null && shown.key !== tile.key) return false;
    if (shown === null || shown.image?.key !== image.key) this.layerBitmap = this.bitmapFor(image.key);
    const bitmap = this.layerBitmap;
    if (bitmap === null || !this.layer.paint(tile, bitmap, ratio)) return false;
    this.layerTile = tile;
    // The frame's area is not repainted now: its photo is `layerTile`, repainted when the gesture ends.
    this.region.take(this.app.renderer.width, this.app.renderer.height);
    if (gesture === 'wheel') this.settle.step();
    return true;
  }

  private measureGestureStep(start: number): void {
    const end = performance.now();
    this.stats.gestureFrames++;
    const inputMs = this.pendingInputMs;
    this.pendingInputMs = 0;
    if (this.stats.gestureFrames % 2000 === 0) performance.clearMeasures('tpx:gesture-frame');
    performance.measure('tpx:gesture-frame', { start, end, detail: { drawMs: end - start, inputMs, scriptMs: end - start + inputMs } });
  }

  /** The WebGL canvas draws the gesture's photo now (the caller hides the layer). */
  private endGesture(): void {
    this.layerTile = null;
    this.layerBitmap = null;
    this.settle.cancel();
  }

  /** The whole canvas is repainted (a context restored): the layer goes at once. */
  private dropGesture(): void {
    this.layerTile = null;
    this.layerBitmap = null;
    this.settle.cancel();
    this.layer.hide();
  }

  /**
   * The common case of a frame during a gesture: the same frames as last drawn, in the same order,
   * a few of them changed. Only those are visited beyond an identity check (no lookups, no
   * bookkeeping for 100 frames). False, having changed nothing, when the frames themselves changed.
   */
  private syncSameFrames(tiles: readonly RenderTile[], change: FrameChange): boolean {
    const last = this.drawnTiles;
    if (last === null || last.length !== tiles.length) return false;
    for (let i = 0; i < tiles.length; i++) {
      const a = last[i] as RenderTile;
      const b = tiles[i] as RenderTile;
      if (a !== b && a.key !== b.key) return false;
    }
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i] as RenderTile;
      if (tile === last[i]) continue;
      const node = this.nodes.get(tile.key) as FrameNode;
      this.drawnCount += (tile.image !== null ? 1 : 0) - (node.drawn?.image != null ? 1 : 0);
      this.updateNode(node, tile, change);
    }
    return true;
  }

  /** Any other change: frames created, updated and removed by key. Whether the structure changed. */
  private syncAllFrames(tiles: readonly RenderTile[], change: FrameChange): boolean {
    const generation = ++this.generation;
    let structure = false;
    let drawn = 0;
    for (let i = 0; i < tiles.length; i++) {
      const tile = tiles[i] as RenderTile;
      if (tile.image !== null) drawn++;
      let node = this.nodes.get(tile.key);
      if (!node) {
        node = new FrameNode();
        this.nodes.set(tile.key, node);
        this.scene.addChild(node.root);
        structure = true;
      }
      node.generation = generation;
      this.updateNode(node, tile, change);
    }
    this.drawnCount = drawn;
    if (this.nodes.size !== tiles.length) {
      for (const [key, node] of this.nodes) {
        if (node.generation === generation) continue;
        node.destroy();
        this.nodes.delete(key);
        structure = true;
      }
    }
    return structure;
  }

  /** The draw's change record, emptied (one object for every draw: nothing allocated per frame). */
  private startChange(): FrameChange {
    const change = this.change;
    change.count = 0;
    change.cropNode = null;
    change.cropTile = null;
    return change;
  }

  /** Brings a frame's sprites to its model, noting what to repaint. */
  private updateNode(node: FrameNode, tile: RenderTile, change: FrameChange): void {
    const before = node.drawn;
    if (before === tile) return;
    if (before) this.region.add(paintArea(before));
    this.region.add(paintArea(tile));
    change.count++;
    const cropOnly = before !== null && onlyCropChanged(before, tile);
    change.cropNode = cropOnly ? node : null;
    change.cropTile = cropOnly ? tile : null;
    let base: Texture | null = null;
    if (tile.image) {
      const key = tile.image.key;
      // Normally uploaded on arrival (syncTextures), so a pan or zoom step finds its texture without
      // asking the image store for the bitmap; created here only if the model got there first.
      base = this.textures.existing(key);
      if (base === null) {
        const bitmap = this.bitmapFor(key);
        if (bitmap) base = this.textures.base(key, bitmap);
      }
    }
    node.update(tile, base);
    node.setOwnGroup(tile.selected);
  }

  /**
   * After each draw (and at once, for the last one), `listener` hears which tiles' frames show their
   * picture: the tool's previews of chosen files go as the canvas takes over (issue 31 item 7). Set
   * only while a preview waits, so no gesture frame pays for it; null stops it.
   */
  watchPictures(listener: ((tileIds: readonly string[]) => void) | null): void {
    this.pictureListener = listener;
    if (listener && this.drawnTiles && !this.destroyed) this.reportPictures(this.drawnTiles);
  }

  private reportPictures(tiles: readonly RenderTile[]): void {
    const drawn: string[] = [];
    for (const tile of tiles) if (tile.tileId !== null && tile.image !== null && this.textures.has(tile.image.key)) drawn.push(tile.tileId);
    if (drawn.length > 0) this.pictureListener?.(drawn);
  }

  /** Rehearses a crop step's code and draw on throwaway objects (see ScenePainter.warmUp); draws nothing. */
  warmUp(): void {
    if (this.destroyed) return;
    this.painter.warmUp([...this.nodes.values()]);
    this.layer.prepare();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.settle.cancel();
    this.layer.destroy();
    for (const node of this.nodes.values()) node.destroy();
    this.nodes.clear();
    this.painter.destroy();
    this.textures.destroy();
    this.app.canvas.remove();
    this.app.destroy({ removeView: true }, { children: true });
  }
}
