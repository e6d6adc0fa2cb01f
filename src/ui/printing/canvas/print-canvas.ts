// CSP: no 'unsafe-eval' — pixi's shader and uniform code generators are replaced by polyfills.
import 'pixi.js/unsafe-eval';
import { Application, Container, Rectangle, Sprite, Texture } from 'pixi.js';
import type { TileBitmap } from '../../../application/ports/tile-image-loader';
import type { RenderImage, RenderModel, RenderTile, ScreenRect } from '../../../application/printing/render-model';
import { TextureCache } from './texture-cache';

/** Draw statistics, for tests and the benchmark (also mirrored on the host as data attributes). */
export interface CanvasStats {
  frames: number;
  textureBytes: number;
  textures: number;
}

const SELECTION_COLOR = 0x1a73e8;
const SELECTION_RING = 3;
const OUTLINE_COLOR = 0x8a8a8a;
const PLACEHOLDER_COLOR = 0xe6e2da;
const SHADOW_OFFSET = { x: 2, y: 4 };

const place = (sprite: Sprite, r: ScreenRect, grow = 0) => {
  sprite.position.set(r.x - grow, r.y - grow);
  sprite.setSize(r.width + 2 * grow, r.height + 2 * grow);
};

const colorSprite = (tint: number): Sprite => {
  const s = new Sprite(Texture.WHITE);
  s.tint = tint;
  return s;
};

/** The sprites of one print frame; everything is a batched sprite (no masks, no filters). */
class FrameNode {
  readonly root = new Container();
  private readonly shadow = colorSprite(0x000000);
  private readonly selection = colorSprite(SELECTION_COLOR);
  private readonly outline = colorSprite(OUTLINE_COLOR);
  private readonly frame = colorSprite(0x000000);
  private readonly mat = colorSprite(0xffffff);
  private readonly placeholder = colorSprite(PLACEHOLDER_COLOR);
  private readonly photo = new Sprite(Texture.EMPTY);
  private view: Texture | null = null;
  private viewKey: string | null = null;
  private last: RenderTile | null = null;

  constructor() {
    this.root.addChild(this.shadow, this.selection, this.outline, this.frame, this.mat, this.placeholder, this.photo);
  }

  /** Applies a frame's model; only what changed is touched. */
  update(t: RenderTile, base: Texture | null): void {
    const prev = this.last;
    if (!prev || prev.frame !== t.frame || prev.shadowOpacity !== t.shadowOpacity || prev.outline !== t.outline || prev.selected !== t.selected || !sameRect(prev.frame, t.frame)) {
      place(this.shadow, { ...t.frame, x: t.frame.x + SHADOW_OFFSET.x, y: t.frame.y + SHADOW_OFFSET.y });
      this.shadow.alpha = t.shadowOpacity;
      this.shadow.visible = t.shadowOpacity > 0;
      place(this.outline, t.frame, t.outline);
      this.outline.visible = t.outline > 0;
      place(this.selection, t.frame, t.outline + SELECTION_RING);
      this.selection.visible = t.selected;
      place(this.frame, t.frame);
    }
    if (!prev || prev.frameColor !== t.frameColor) this.frame.tint = t.frameColor;
    const inner = { x: t.frame.x + t.border, y: t.frame.y + t.border, width: t.frame.width - 2 * t.border, height: t.frame.height - 2 * t.border };
    this.mat.visible = t.mat !== null;
    if (t.mat !== null) {
      this.mat.tint = t.mat;
      place(this.mat, inner);
    }
    place(this.placeholder, t.photo);
    this.placeholder.visible = t.image === null || base === null;
    this.updatePhoto(t, t.image, base);
    this.last = t;
  }

  private updatePhoto(t: RenderTile, image: RenderImage | null, base: Texture | null): void {
    if (image === null || base === null) {
      this.photo.visible = false;
      return;
    }
    const w = base.source.width;
    const h = base.source.height;
    const x = Math.max(0, Math.min(w, image.u0 * w));
    const y = Math.max(0, Math.min(h, image.v0 * h));
    const fw = Math.max(1, Math.min(w - x, (image.u1 - image.u0) * w));
    const fh = Math.max(1, Math.min(h - y, (image.v1 - image.v0) * h));
    if (this.viewKey !== image.key || !this.view) {
      this.view?.destroy(false);
      this.view = new Texture({ source: base.source, frame: new Rectangle(x, y, fw, fh), dynamic: true });
      this.viewKey = image.key;
      this.photo.texture = this.view;
    } else {
      const f = this.view.frame;
      if (f.x !== x || f.y !== y || f.width !== fw || f.height !== fh) {
        f.x = x;
        f.y = y;
        f.width = fw;
        f.height = fh;
        this.view.update();
      }
    }
    this.photo.visible = true;
    place(this.photo, t.photo);
  }

  destroy(): void {
    this.view?.destroy(false);
    this.root.destroy({ children: true });
  }
}

const sameRect = (a: ScreenRect, b: ScreenRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The printing tool's WebGL canvas (DESIGN §5). It owns the Pixi Application, draws only what the
 * render model says, and renders on demand: one draw per animation frame after the model or the
 * viewport changed, never while idle (no ticker runs).
 */
export class PrintCanvas {
  readonly stats: CanvasStats = { frames: 0, textureBytes: 0, textures: 0 };
  private readonly nodes = new Map<string, FrameNode>();
  private readonly textures = new TextureCache();
  private readonly scene = new Container({ isRenderGroup: true });
  private model: RenderModel | null = null;
  private dirty = false;
  private frameRequest = 0;
  private pendingInputMs = 0;
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly bitmapFor: (key: string) => TileBitmap | null,
  ) {
    app.stage.addChild(this.scene);
    app.stage.eventMode = 'none';
    app.stage.interactiveChildren = false;
    host.appendChild(app.canvas);
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
    });
    app.ticker.stop();
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.style.display = 'block';
    return new PrintCanvas(app, host, bitmapFor);
  }

  /** A new model (or a picture arrived): draw once at the next animation frame. */
  setModel(model: RenderModel): void {
    this.model = model;
    this.requestDraw();
  }

  /** Input handling time that led to the next frame (reported with the frame's script time). */
  noteInput(ms: number): void {
    this.pendingInputMs += ms;
  }

  private requestDraw(): void {
    this.dirty = true;
    if (this.frameRequest !== 0 || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (this.dirty) this.draw();
    });
  }

  /** Syncs the scene with the model and renders once. */
  draw(): void {
    const model = this.model;
    if (!model || this.destroyed) return;
    this.dirty = false;
    const start = performance.now();
    const { renderer } = this.app;
    const { width, height, pixelRatio } = model.viewport;
    if (renderer.width !== width || renderer.height !== height || renderer.resolution !== pixelRatio) {
      renderer.resize(Math.max(1, width), Math.max(1, height), pixelRatio);
    }
    const live = new Set<string>();
    const liveImages = new Set<string>();
    let structure = false;
    for (const tile of model.tiles) {
      live.add(tile.key);
      let node = this.nodes.get(tile.key);
      if (!node) {
        node = new FrameNode();
        this.nodes.set(tile.key, node);
        this.scene.addChild(node.root);
        structure = true;
      }
      let base: Texture | null = null;
      if (tile.image) {
        const bitmap = this.bitmapFor(tile.image.key);
        if (bitmap) {
          base = this.textures.base(tile.image.key, bitmap);
          liveImages.add(tile.image.key);
        }
      }
      node.update(tile, base);
    }
    for (const [key, node] of this.nodes) {
      if (live.has(key)) continue;
      node.destroy();
      this.nodes.delete(key);
      structure = true;
    }
    // Later frames draw over earlier ones (shadows fall on the wall, not on a neighbour's photo).
    if (structure) model.tiles.forEach((tile, i) => this.scene.setChildIndex((this.nodes.get(tile.key) as FrameNode).root, i));
    this.textures.retain(liveImages);
    this.app.render();
    const end = performance.now();
    this.stats.frames++;
    this.stats.textureBytes = this.textures.bytes;
    this.stats.textures = this.textures.size;
    this.host.dataset.frames = String(this.stats.frames);
    this.host.dataset.textureBytes = String(this.stats.textureBytes);
    const inputMs = this.pendingInputMs;
    this.pendingInputMs = 0;
    if (this.stats.frames % 2000 === 0) performance.clearMeasures('tpx:frame');
    performance.measure('tpx:frame', { start, end, detail: { drawMs: end - start, inputMs, scriptMs: end - start + inputMs, tiles: model.tiles.length, textures: this.stats.textures, drawn: model.tiles.filter((t) => t.image !== null).length } });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    for (const node of this.nodes.values()) node.destroy();
    this.nodes.clear();
    this.textures.destroy();
    this.app.canvas.remove();
    this.app.destroy({ removeView: true }, { children: true });
  }
}
