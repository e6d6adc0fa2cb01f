/**
 * The wall preview's canvas core (issue 35 item 1), loaded lazily in its own chunk. A 2D canvas, not
 * Pixi: the scene is one photo and one pre-drawn group of tiles, so a frame is two drawImage calls
 * (Pixi's WebGL start-up and chunk would cost more than the whole draw, and Pixi stays in the printing
 * route by rule, while the share page mounts this too); a PNG snapshot is a toBlob away.
 * Renders on demand: one draw per animation frame after something changed, nothing while idle.
 */
import type { WallDesignTile } from '../../domain/wall/wall-design';
import { fitPhoto, movedPlacement, screenToPhoto, groupSizeInPhoto, type GroupGeometry, type PhotoView } from '../../domain/wall/wall-placement';
import type { PhotoPoint, PhotoSize, WallPpi } from '../../domain/wall/wall-scale';
import { loadPicture } from './load-picture';
import { drawGroup, type Picture } from './wall-drawing';

export type { Picture } from './wall-drawing';

/** What the canvas draws; nothing else reaches it. */
export interface WallScene {
  readonly photo: Picture | null;
  readonly photoSize: PhotoSize;
  /** Photo pixels per inch of wall; null until the shopper's photo is measured (no tiles then). */
  readonly scale: WallPpi | null;
  readonly tiles: readonly WallDesignTile[];
  readonly geometry: GroupGeometry;
  readonly placement: PhotoPoint | null;
  /** The reference marks tapped so far. */
  readonly marks: readonly PhotoPoint[];
  /** 'mark': a tap marks the reference; 'place': a drag moves the group. */
  readonly mode: 'place' | 'mark';
}

export interface WallCanvasEvents {
  /** The group was dropped at a new place (end of a drag). */
  readonly onPlaced: (placement: PhotoPoint) => void;
  readonly onMark: (point: PhotoPoint) => void;
}

/** Snapshots keep at most this many pixels on the photo's long side. */
const SNAPSHOT_EDGE = 2048;

const makeCanvas = (w: number, h: number): HTMLCanvasElement | OffscreenCanvas => {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
};

export class WallCanvas {
  readonly canvas: HTMLCanvasElement;
  /** Draws so far (tests and the bench read it; also `data-frames` on the host). */
  frames = 0;
  private scene: WallScene | null = null;
  private placement: PhotoPoint | null = null;
  private view: PhotoView = { scale: 0, offsetX: 0, offsetY: 0 };
  private size = { width: 0, height: 0, ratio: 1 };
  private readonly pictures = new Map<string, Picture>();
  private readonly loading = new Set<string>();
  private group: (ReturnType<typeof drawGroup> & { key: readonly unknown[] }) | null = null;
  private drag: { id: number; x: number; y: number; from: PhotoPoint } | null = null;
  private frameRequest = 0;
  private destroyed = false;
  private readonly resize: ResizeObserver;

  constructor(
    private readonly host: HTMLElement,
    private readonly events: WallCanvasEvents,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    host.append(this.canvas);
    this.canvas.addEventListener('pointerdown', this.down);
    this.canvas.addEventListener('pointermove', this.move);
    this.canvas.addEventListener('pointerup', this.up);
    this.canvas.addEventListener('pointercancel', this.up);
    this.resize = new ResizeObserver(() => this.requestDraw());
    this.resize.observe(host);
  }

  /** The next scene; drawn at the next animation frame. A drag under way keeps its own placement. */
  setScene(scene: WallScene): void {
    this.scene = scene;
    if (this.drag === null) this.placement = scene.placement;
    for (const tile of scene.tiles) this.load(tile.src);
    this.requestDraw();
  }

  /** The photo with the tiles at its own resolution (at most 2048 px long), as a PNG. */
  async snapshot(): Promise<Blob> {
    const scene = this.scene;
    if (scene?.photo == null) throw new Error('nothing to save yet');
    const k = Math.min(1, SNAPSHOT_EDGE / Math.max(scene.photoSize.width, scene.photoSize.height));
    const out = makeCanvas(Math.round(scene.photoSize.width * k), Math.round(scene.photoSize.height * k));
    const ctx = out.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(scene.photo, 0, 0, out.width, out.height);
    if (scene.scale !== null && this.placement !== null) {
      const g = drawGroup(scene.tiles, scene.geometry, scene.scale * k, this.pictures, makeCanvas);
      ctx.drawImage(g.canvas, this.placement.x * k - g.pad, this.placement.y * k - g.pad);
    }
    if (out instanceof HTMLCanvasElement)
      return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
    return out.convertToBlob({ type: 'image/png' });
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.frameRequest);
    this.resize.disconnect();
    this.canvas.removeEventListener('pointerdown', this.down);
    this.canvas.removeEventListener('pointermove', this.move);
    this.canvas.removeEventListener('pointerup', this.up);
    this.canvas.removeEventListener('pointercancel', this.up);
    this.canvas.remove();
    this.pictures.clear();
  }

  private load(src: string) {
    if (src === '' || this.pictures.has(src) || this.loading.has(src)) return;
    this.loading.add(src);
    loadPicture(src)
      .then((picture) => {
        if (this.destroyed) return;
        this.pictures.set(src, picture);
        this.group = null;
        this.requestDraw();
      })
      // A photo that cannot load stays the mat's grey; the rest of the wall still draws.
      .catch(() => undefined)
      .finally(() => this.loading.delete(src));
  }

  private requestDraw() {
    if (this.frameRequest !== 0 || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.draw();
    });
  }

  private point(e: PointerEvent) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private readonly down = (e: PointerEvent) => {
    const scene = this.scene;
    if (scene === null || e.button > 0) return;
    const p = this.point(e);
    if (scene.mode === 'mark') {
      const at = screenToPhoto(this.view, p.x, p.y, scene.photoSize);
      if (at !== null) this.events.onMark(at);
      return;
    }
    if (this.placement === null || scene.scale === null) return;
    e.preventDefault();
    this.canvas.setPointerCapture?.(e.pointerId);
    this.drag = { id: e.pointerId, x: p.x, y: p.y, from: this.placement };
  };

  private readonly move = (e: PointerEvent) => {
    const { drag, scene } = this;
    if (drag === null || drag.id !== e.pointerId || scene === null || scene.scale === null || this.view.scale <= 0) return;
    const p = this.point(e);
    const group = groupSizeInPhoto(scene.geometry, scene.scale);
    this.placement = movedPlacement(drag.from, (p.x - drag.x) / this.view.scale, (p.y - drag.y) / this.view.scale, group, scene.photoSize);
    this.requestDraw();
  };

  private readonly up = (e: PointerEvent) => {
    if (this.drag === null || this.drag.id !== e.pointerId) return;
    this.drag = null;
    if (this.placement !== null) this.events.onPlaced(this.placement);
  };

  private draw() {
    const scene = this.scene;
    if (scene === null) return;
    const started = performance.now();
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    if (width !== this.size.width || height !== this.size.height || ratio !== this.size.ratio) {
      this.size = { width, height, ratio };
      this.canvas.width = Math.max(1, Math.round(width * ratio));
      this.canvas.height = Math.max(1, Math.round(height * ratio));
    }
    this.view = fitPhoto(scene.photoSize, { width, height });
    const ctx = this.canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const { scale: vs, offsetX, offsetY } = this.view;
    if (scene.photo !== null)
      ctx.drawImage(scene.photo, offsetX * ratio, offsetY * ratio, scene.photoSize.width * vs * ratio, scene.photoSize.height * vs * ratio);
    let drawn = 0;
    if (scene.scale !== null && this.placement !== null && scene.tiles.length > 0) {
      const pxPerInch = scene.scale * vs * ratio;
      const key = [scene.tiles, scene.geometry, pxPerInch];
      if (this.group === null || this.group.key.some((v, i) => v !== key[i]))
        this.group = { ...drawGroup(scene.tiles, scene.geometry, pxPerInch, this.pictures, makeCanvas), key };
      const gx = Math.round((offsetX + this.placement.x * vs) * ratio - this.group.pad);
      const gy = Math.round((offsetY + this.placement.y * vs) * ratio - this.group.pad);
      ctx.drawImage(this.group.canvas, gx, gy);
      drawn = this.group.drawn;
      this.publish(scene, this.group.probe === null ? '' : `${gx + this.group.probe.x},${gy + this.group.probe.y}`);
    }
    this.drawMarks(ctx, scene, ratio);
    this.frames++;
    this.host.dataset.frames = String(this.frames);
    const complete = scene.photo !== null && drawn === scene.tiles.length && (scene.scale === null || this.placement !== null);
    this.host.dataset.complete = complete ? 'true' : 'false';
    performance.measure('tpx:wall-frame', { start: started, detail: { drawMs: performance.now() - started, drawn, tiles: scene.tiles.length, complete } });
  }

  /** Where a test can read a pixel of the first tile's moulding (canvas pixels) and its colour, written only when they change. */
  private publish(scene: WallScene, probe: string) {
    const hex = scene.tiles[0]?.layout.frameHex ?? '';
    if (this.host.dataset.probe !== probe) this.host.dataset.probe = probe;
    if (this.host.dataset.frameHex !== hex) this.host.dataset.frameHex = hex;
  }

  private drawMarks(ctx: CanvasRenderingContext2D, scene: WallScene, ratio: number) {
    if (scene.mode !== 'mark' || scene.marks.length === 0) return;
    const { scale: vs, offsetX, offsetY } = this.view;
    const at = (p: PhotoPoint) => [(offsetX + p.x * vs) * ratio, (offsetY + p.y * vs) * ratio] as const;
    ctx.lineWidth = 2 * ratio;
    ctx.strokeStyle = '#ffffff';
    ctx.fillStyle = '#d62828';
    if (scene.marks.length >= 2) {
      const [a, b] = [at(scene.marks[0]!), at(scene.marks[1]!)];
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.strokeStyle = '#d62828';
      ctx.stroke();
      ctx.strokeStyle = '#ffffff';
    }
    for (const p of scene.marks) {
      const [x, y] = at(p);
      ctx.beginPath();
      ctx.arc(x, y, 6 * ratio, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
}
