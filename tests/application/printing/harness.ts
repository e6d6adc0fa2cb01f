import { configure, reaction } from 'mobx';
import { expect } from 'vitest';
import { WallLayouts } from '../../../src/application/printing/wall-layouts';
import { PrintingView } from '../../../src/application/printing/printing-view';
import { TileArrangement } from '../../../src/application/printing/tile-arrangement';
import type { RenderTile } from '../../../src/application/printing/render-model';
import { ProjectStore, type PhotoInput } from '../../../src/application/printing/project-store';
import { WHEEL_GESTURE_IDLE_MS } from '../../../src/application/printing/tile-gestures';
import { TileImageStore } from '../../../src/application/printing/tile-image-store';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { tileImageSize, type Project, type Tile } from '../../../src/domain/project';
import type { TenantSettings } from '../../../src/application/ports/main-api';
import { buildTestWorld, tenantReady, type TestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

/** Photos the fake loader knows: sizes in pixels. */
export const PHOTOS = {
  wide: { imagePath: '/files/shared/wide.jpg', width: 3000, height: 2000 },
  square: { imagePath: '/files/shared/square.jpg', width: 2000, height: 2000 },
  tall: { imagePath: '/files/shared/tall.jpg', width: 1500, height: 3000 },
  small: { imagePath: '/files/shared/small.jpg', width: 400, height: 300 },
} satisfies Record<string, PhotoInput>;

/**
 * The printing tool without WebGL (HOUSE-RULES 12): the app's container with fake ports, the real
 * stores and view, and synthetic pointer, wheel and keyboard input in canvas CSS pixels.
 */
export class PrintingHarness {
  readonly world: TestWorld;
  readonly projects: ProjectStore;
  readonly images: TileImageStore;
  readonly view: PrintingView;
  private nextPointer = 1;

  constructor(options: { search?: string; stored?: readonly Project[]; viewport?: { width: number; height: number }; tenant?: Partial<TenantSettings> } = {}) {
    this.world = buildTestWorld({ search: options.search ?? '' });
    // The tenant as published (tenants/v2), loaded before the printing tool as in the app; a test may change it first.
    const tenantId = new URLSearchParams(options.search ?? '').get('tenant') ?? 'tilepix';
    if (options.tenant) this.world.api.tenants.set(tenantId, { ...this.world.api.tenants.get(tenantId)!, ...options.tenant });
    tenantReady(this.world);
    this.world.scheduler.time = 1_000_000;
    for (const p of Object.values(PHOTOS)) this.world.images.photo(p.imagePath, p.width, p.height);
    if (options.stored) {
      const tenant = new URLSearchParams(options.search ?? '').get('tenant') ?? 'tilepix';
      this.world.storage.set(storageKey(tenant, 'projects'), encodeStored(options.stored, this.world.scheduler.time));
    }
    this.projects = this.world.container.get(ProjectStore);
    this.images = this.world.container.get(TileImageStore);
    this.view = new PrintingView(this.projects, this.images, this.world.container.get(WallLayouts), this.world.container.get(TileArrangement)).start();
    const vp = options.viewport ?? { width: 600, height: 600 };
    this.view.setViewport({ ...vp, pixelRatio: 1 });
  }

  add(...photos: PhotoInput[]): this {
    for (const photo of photos) {
      const result = this.projects.photos.addTile(photo);
      if (result._tag === 'Left') throw new Error(result.left.message);
    }
    return this;
  }

  get tiles(): readonly Tile[] {
    return this.projects.active.tiles;
  }

  tile(index: number): Tile {
    const tile = this.tiles[index];
    if (!tile) throw new Error(`no tile ${index}`);
    return tile;
  }

  /** The render tile of a project tile (by index). */
  frame(index: number): RenderTile {
    const id = this.tile(index).id;
    const frame = this.view.model.tiles.find((t) => t.tileId === id);
    if (!frame) throw new Error(`tile ${index} is not drawn`);
    return frame;
  }

  centre(index: number): { x: number; y: number } {
    const p = this.frame(index).photo;
    return { x: p.x + p.width / 2, y: p.y + p.height / 2 };
  }

  /** Drags with one pointer from a tile's centre by (dx, dy) in `steps` moves. */
  drag(index: number, dx: number, dy: number, steps = 4): this {
    const start = this.centre(index);
    const pointerId = this.nextPointer++;
    this.view.interaction.pointerDown({ pointerId, ...start });
    for (let i = 1; i <= steps; i++) {
      this.view.interaction.pointerMove({ pointerId, x: start.x + (dx * i) / steps, y: start.y + (dy * i) / steps });
    }
    this.view.interaction.pointerUp({ pointerId, x: start.x + dx, y: start.y + dy });
    // The project takes the gesture in a task after the pointer up's (TileGestures.endSoon).
    this.world.scheduler.advance(0);
    return this;
  }

  /** Two fingers around a centre point, spreading from `from` to `to` px apart horizontally. */
  pinch(index: number, centre: { x: number; y: number }, from: number, to: number, steps = 5): this {
    const a = this.nextPointer++;
    const b = this.nextPointer++;
    const i = this.view.interaction;
    i.pointerDown({ pointerId: a, x: centre.x - from / 2, y: centre.y });
    i.pointerDown({ pointerId: b, x: centre.x + from / 2, y: centre.y });
    for (let s = 1; s <= steps; s++) {
      const d = from + ((to - from) * s) / steps;
      i.pointerMove({ pointerId: a, x: centre.x - d / 2, y: centre.y });
      i.pointerMove({ pointerId: b, x: centre.x + d / 2, y: centre.y });
    }
    i.pointerUp({ pointerId: a, x: 0, y: 0 });
    i.pointerUp({ pointerId: b, x: 0, y: 0 });
    this.world.scheduler.advance(0);
    void index;
    return this;
  }

  /** One wheel step; unless `settle` is false the wheel then rests long enough for the gesture to end. */
  wheel(at: { x: number; y: number }, deltaY: number, settle = true): this {
    this.view.interaction.wheel({ ...at, deltaY });
    if (settle) this.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    return this;
  }

  key(key: string, shiftKey = false): this {
    this.view.interaction.key({ key, shiftKey });
    return this;
  }

  /** The crop of a tile in image pixels. */
  crop(index: number) {
    return this.projects.framing.cropOf(this.tile(index));
  }

  expectCropInside(index: number): this {
    // Inside the photo as shown: a turned photo's crop is measured in its turned pixels.
    const t = tileImageSize(this.tile(index));
    const c = this.crop(index);
    expect(c.x).toBeGreaterThanOrEqual(-1e-9);
    expect(c.y).toBeGreaterThanOrEqual(-1e-9);
    expect(c.x + c.width).toBeLessThanOrEqual(t.width + 1e-9);
    expect(c.y + c.height).toBeLessThanOrEqual(t.height + 1e-9);
    return this;
  }

  /**
   * Counts what a gesture changes: new project lists, new render models and new low-resolution
   * warning maps (each is what observers and the canvas react to). `stop()` ends the counting.
   */
  watch(): { projects: number; models: number; warnings: number; stop: () => void } {
    const counts = { projects: 0, models: 0, warnings: 0, stop: () => undefined as void };
    const stops = [
      reaction(
        () => this.projects.projects,
        () => counts.projects++,
      ),
      reaction(
        () => this.view.model,
        () => counts.models++,
      ),
      reaction(
        () => this.projects.lowResolutionTiles,
        () => counts.warnings++,
      ),
    ];
    counts.stop = () => stops.forEach((stop) => stop());
    return counts;
  }

  /** Lets the debounced local write happen. */
  persist(): this {
    this.world.scheduler.advance(1000);
    return this;
  }

  dispose() {
    this.view.dispose();
    this.projects.dispose();
  }
}
