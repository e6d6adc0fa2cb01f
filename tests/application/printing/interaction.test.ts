import { describe, expect, it } from 'vitest';
import { LOW_RESOLUTION_MODAL } from '../../../src/domain/imaging';
import type { LowResolutionModalRequest } from '../../../src/application/printing/tile-selection';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { createProject, createTile } from '../../../src/domain/project';
import type { Scale } from '../../../src/domain/units';
import { PHOTOS, PrintingHarness } from './harness';

describe('canvas input (headless harness)', () => {
  it('drag pans the photo under the pointer: the picture follows the finger and the crop stays inside', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const photo = h.frame(0).photo;
    expect(h.crop(0).x).toBe(500);
    h.drag(0, 50, 0);
    // 50 screen px over a photo area of `photo.width` px showing 2000 image px.
    expect(h.crop(0).x).toBeCloseTo(500 - (50 * 2000) / photo.width, 6);
    h.drag(0, 10_000, 10_000).expectCropInside(0);
    expect(h.crop(0).x).toBe(0);
    h.drag(0, -10_000, 0).expectCropInside(0);
    expect(h.crop(0).x).toBe(1000);
  });

  it('selects the tile the pointer lands on; empty frames and gaps select nothing', () => {
    const h = new PrintingHarness();
    h.projects.options.setLayout(3);
    h.add(PHOTOS.wide, PHOTOS.square);
    h.projects.selection.selectTile(null);
    const c = h.centre(0);
    h.view.interaction.pointerDown({ pointerId: 9, ...c });
    h.view.interaction.pointerUp({ pointerId: 9, ...c });
    expect(h.projects.selection.selectedTileId).toBe(h.tile(0).id);
    const empty = h.view.model.tiles[2]!.frame;
    expect(h.view.interaction.pointerDown({ pointerId: 10, x: empty.x + 5, y: empty.y + 5 })).toBe(false);
    expect(h.view.model.tiles.filter((t) => t.selected).map((t) => t.tileId)).toEqual([h.tile(0).id]);
  });

  it('slider sets zoom 0..1 (clamped), edge buttons step 5 % (issue 31 item 6), minimum scale 1', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    const id = h.tile(0).id;
    h.projects.framing.setTileZoom(id, 0.5);
    expect(h.projects.framing.zoomOf(id)).toBe(0.5);
    expect(h.tile(0).scale).toBe(2.5);
    expect(h.crop(0)).toEqual({ x: 600, y: 600, width: 800, height: 800 });
    h.projects.framing.stepTileZoom(id, 1);
    expect(h.projects.framing.zoomOf(id)).toBeCloseTo(0.55, 9);
    h.projects.framing.setTileZoom(id, 7);
    expect(h.projects.framing.zoomOf(id)).toBe(1);
    h.projects.framing.setTileZoom(id, -3);
    expect(h.tile(0).scale).toBe(1);
    h.projects.framing.setTileZoom(id, 0.12);
    h.projects.framing.stepTileZoom(id, -1);
    expect(h.projects.framing.zoomOf(id)).toBeCloseTo(0.1, 9);
    for (let i = 0; i < 3; i++) h.projects.framing.stepTileZoom(id, -1);
    expect(h.projects.framing.zoomOf(id)).toBe(0);
  });

  it('wheel zooms at the pointer: the image point under it stays put', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    const photo = h.frame(0).photo;
    const at = { x: photo.x + photo.width * 0.25, y: photo.y + photo.height * 0.25 };
    const before = h.crop(0);
    const imagePoint = { x: before.x + 0.25 * before.width, y: before.y + 0.25 * before.height };
    h.wheel(at, -100); // one notch up at 1x: one button step, +5 %
    expect(h.projects.framing.zoomOf(h.tile(0).id)).toBeCloseTo(0.05, 9);
    const after = h.crop(0);
    expect(after.x + 0.25 * after.width).toBeCloseTo(imagePoint.x, 6);
    expect(after.y + 0.25 * after.height).toBeCloseTo(imagePoint.y, 6);
    h.wheel(at, 300);
    expect(h.tile(0).scale).toBe(1);
  });

  it('wheel steps zoom the photo under the pointer as it moves from frame to frame, and nothing over a gap', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.square);
    const [a, b] = [h.tile(0).id, h.tile(1).id];
    h.wheel(h.centre(0), -100, false);
    h.wheel(h.centre(0), -100, false);
    h.wheel(h.centre(1), -100, false);
    expect(h.projects.selection.selectedTileId).toBe(b);
    h.wheel(h.centre(0), -100);
    expect([h.projects.framing.zoomOf(a), h.projects.framing.zoomOf(b)].map((z) => Math.round(z * 100))).toEqual([17, 5]);
    const first = h.frame(0).frame;
    expect(h.view.interaction.wheel({ x: first.x - 1, y: first.y - 1, deltaY: -100 })).toBe(false);
  });

  it('pinch zooms centred between the fingers', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    const photo = h.frame(0).photo;
    const centre = { x: photo.x + photo.width * 0.75, y: photo.y + photo.height * 0.5 };
    const before = h.crop(0);
    const imagePoint = before.x + 0.75 * before.width;
    h.pinch(0, centre, 100, 200);
    expect(h.tile(0).scale).toBeCloseTo(2, 9);
    const after = h.crop(0);
    // Fingers move one after the other, so the midpoint wobbles by a few screen px mid-gesture.
    expect(Math.abs(after.x + 0.75 * after.width - imagePoint)).toBeLessThan(2);
    h.pinch(0, centre, 200, 20);
    expect(h.tile(0).scale).toBe(1);
    h.expectCropInside(0);
  });

  it('keyboard: arrows pan the selected photo, + and - zoom, Page Down / Page Up choose the tile', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.tall);
    h.projects.selection.selectTile(h.tile(0).id);
    const photo = h.frame(0).photo;
    h.key('ArrowRight');
    expect(h.crop(0).x).toBeCloseTo(500 - (10 * 2000) / photo.width, 6);
    h.key('ArrowLeft', true);
    expect(h.crop(0).x).toBeCloseTo(500 + (40 * 2000) / photo.width, 6);
    h.key('+').key('+');
    expect(h.projects.framing.zoomOf(h.tile(0).id)).toBeCloseTo(0.1, 9);
    h.key('-');
    expect(h.projects.framing.zoomOf(h.tile(0).id)).toBeCloseTo(0.05, 9);
    h.key('PageDown');
    expect(h.projects.selection.selectedTileId).toBe(h.tile(1).id);
    expect(h.view.announcement).toBe('Tile 2 of 2 selected, zoom 0%, centred 50% across and 50% down.');
    h.key('PageDown');
    expect(h.projects.selection.selectedTileId).toBe(h.tile(0).id);
    expect(h.view.interaction.key({ key: 'x' })).toBe(false);
  });

  it('keyboard: R rotates the selected photo 90° in its frame; the canvas cuts the stored photo and turns the cut (issue 31 item 6)', async () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const id = h.tile(0).id;
    h.projects.selection.selectTile(id);
    await h.world.images.settle();
    const before = h.frame(0).image!;
    h.key('r');
    expect(h.tile(0).rotation).toBe(90);
    expect(h.frame(0).image).toMatchObject({ key: before.key, rotation: 90 });
    h.expectCropInside(0);
    h.key('R');
    expect(h.tile(0).rotation).toBe(180);
    // A square crop centred in the photo: turned 180° it cuts the same part of the stored photo.
    expect(h.frame(0).image).toMatchObject({ u0: before.u0, v0: before.v0, u1: before.u1, v1: before.v1, rotation: 180 });
  });

  it('move buttons (no dragging, WCAG 2.5.7) move the photo a tenth of its frame and the live region says where', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const id = h.tile(0).id;
    h.projects.selection.selectTile(id);
    // A 3000 x 2000 photo in a square frame: a 2000 px crop, centred at x = 500.
    h.projects.framing.nudgeTile(id, 1, 0);
    expect(h.crop(0).x).toBeCloseTo(500 - 200, 6);
    expect(h.view.announcement).toBe('Tile 1 of 1 selected, zoom 0%, centred 43% across and 50% down.');
    h.projects.framing.nudgeTile(id, -1, 0);
    h.projects.framing.nudgeTile(id, -1, 0);
    expect(h.crop(0).x).toBeCloseTo(500 + 200, 6);
    expect(h.view.announcement).toBe('Tile 1 of 1 selected, zoom 0%, centred 57% across and 50% down.');
    // At zoom 0 the crop already spans the photo's height: up and down change nothing.
    const before = h.projects.active;
    h.projects.framing.nudgeTile(id, 0, 1);
    expect(h.projects.active).toBe(before);
  });
});

describe('low resolution', () => {
  it("warns on a tile whose crop falls below 62.5 ppi x 8 in (500 px) and opens the modal with the spec's wording", () => {
    const h = new PrintingHarness().add(PHOTOS.small, PHOTOS.wide);
    const id = h.tile(0).id;
    expect(h.frame(0).lowResolution).toBe(true);
    expect(h.frame(1).lowResolution).toBe(false);
    h.projects.openLowResolution(id);
    expect(h.projects.lowResolutionModal?.message).toBe(
      "This photo is 300 x 300 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.",
    );
    expect(LOW_RESOLUTION_MODAL).toEqual({ title: 'Low Resolution', button: 'Got it!' });
    h.projects.closeLowResolution();
    expect(h.projects.lowResolutionModal).toBeUndefined();
    expect(h.view.announcement).toContain('Tile 1 of 2 selected');
  });

  it('is re-evaluated live as the shopper zooms, and zoom stops where the crop would fall below 500 px (issue 28)', () => {
    const h = new PrintingHarness().add({ imagePath: '/files/shared/wide.jpg', width: 1200, height: 800 });
    const id = h.tile(0).id;
    expect(h.projects.lowResolutionTiles.has(id)).toBe(false); // 800 x 800 crop
    expect(h.projects.framing.zoomCapOf(id)).toBeCloseTo(800 / 499.5, 6);
    h.projects.framing.setTileZoom(id, 1 / 3); // asks for scale 2 (400 x 400): stops at 1.6
    expect(h.tile(0).scale).toBeCloseTo(800 / 499.5, 6);
    expect(Math.round(h.crop(0).width)).toBe(500);
    expect(h.projects.lowResolutionTiles.has(id)).toBe(false);
    const centre = { x: h.frame(0).photo.x + h.frame(0).photo.width / 2, y: h.frame(0).photo.y + h.frame(0).photo.height / 2 };
    h.wheel(centre, -2000); // a long wheel zoom in: still the cap
    expect(h.tile(0).scale).toBeCloseTo(800 / 499.5, 6);
    expect(h.frame(0).lowResolution).toBe(false);
  });

  it('a photo zoomed past the cap (before it, or a larger product) warns with "The edited photo"; the modal zooms out to the largest crop that prints well', async () => {
    // Stored zoomed to 2x (a 400 x 400 crop) before the cap existed.
    const base = createProject({ id: 'p1', now: 1_000_000, cartToken: 'c', productId: 'tilepix' });
    const tile = { ...createTile({ id: 't1', width: 1200, height: 800, imagePath: '/files/shared/wide.jpg' }), scale: 2 as Scale };
    const h = new PrintingHarness({ stored: [{ ...base, tiles: [tile] }] });
    const id = 't1';
    expect(h.projects.lowResolutionTiles.get(id)?.message).toBe(
      "The edited photo is 400 x 400 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.",
    );
    expect(h.frame(0).lowResolution).toBe(true);
    // Past the cap it may zoom out, never further in.
    h.projects.framing.setTileZoom(id, 1);
    expect(h.tile(0).scale).toBe(2);
    const modals = h.world.container.get(ModalStore);
    const fixed = h.projects.openLowResolution(id);
    const open = modals.current!;
    expect((open.request as LowResolutionModalRequest).canZoomOut()).toBe(true);
    modals.answer(open.id, 'zoom-out');
    expect(await fixed).toBe('zoom-out');
    expect(h.tile(0).scale).toBeCloseTo(800 / 499.5, 6);
    expect(h.projects.lowResolutionTiles.has(id)).toBe(false);
    expect(h.frame(0).lowResolution).toBe(false);
    expect(await h.projects.openLowResolution(id)).toBeUndefined(); // nothing to warn about
  });

  it('a photo too small at any zoom offers only another photo, answered to the view', async () => {
    const h = new PrintingHarness().add(PHOTOS.small);
    const id = h.tile(0).id;
    expect(h.projects.framing.zoomCapOf(id)).toBe(1);
    expect(h.projects.framing.printWellScaleOf(id)).toBeNull();
    const modals = h.world.container.get(ModalStore);
    const fixed = h.projects.openLowResolution(id);
    const open = modals.current!;
    expect((open.request as LowResolutionModalRequest).canZoomOut()).toBe(false);
    modals.answer(open.id, 'choose-photo');
    expect(await fixed).toBe('choose-photo');
    expect(h.tile(0).scale).toBe(1);
  });

  it('in a split, every piece counts: zoom stops where the smallest piece reaches 500 px', () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.wide, 2, 2); // 3000 x 2000: the square picture 2000 x 2000, pieces about 1000 px
    const id = h.tile(0).id;
    h.projects.framing.setTileZoom(id, 1);
    const widths = h.tiles.map((t) => Math.round(t.cropBottomRightX! - t.cropTopLeftX));
    expect(Math.min(...widths)).toBe(500);
    expect(h.projects.lowResolutionTiles.size).toBe(0);
  });

  it("a split's pieces are cut from one photo in its grid: Rotate 90° leaves them as they are", () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.wide, 2, 2);
    const before = h.tiles;
    h.projects.framing.rotateTile(h.tile(0).id);
    expect(h.tiles).toEqual(before);
  });
});

describe('pictures and the render model', () => {
  it("loads one grid picture per photo, a sharper one for the selected tile, and counts 'Loading Images...'", async () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.wide, PHOTOS.tall);
    expect(h.images.loadingCount).toBe(2); // same photo twice = one picture; the edit picture does not block
    expect([...h.images.entries.keys()].sort()).toEqual([
      'color@2048:/files/shared/tall.jpg',
      'color@512:/files/shared/tall.jpg',
      'color@512:/files/shared/wide.jpg',
    ]);
    expect(h.frame(0).image).toBeNull();
    await h.world.images.settle();
    expect(h.images.loadingCount).toBe(0);
    expect(h.frame(0).image).toEqual({ key: 'color@512:/files/shared/wide.jpg', u0: 500 / 3000, v0: 0, u1: 2500 / 3000, v1: 1, rotation: 0 });
    expect(h.frame(2).image?.key).toBe('color@2048:/files/shared/tall.jpg');
  });

  it('closes bitmaps no tile needs any more, and a late load on arrival', async () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    await h.world.images.settle();
    const square = h.world.images.loaded.filter((b) => b.path === PHOTOS.square.imagePath);
    expect(square.length).toBeGreaterThan(0);
    h.projects.photos.removeTile(h.tile(1).id);
    expect(square.every((b) => b.closed)).toBe(true);
    h.add(PHOTOS.tall);
    h.projects.photos.removeTile(h.tile(1).id); // removed before its load finished
    await h.world.images.settle();
    expect(h.world.images.loaded.filter((b) => b.path === PHOTOS.tall.imagePath).every((b) => b.closed)).toBe(true);
    h.dispose();
    expect(h.world.images.loaded.every((b) => b.closed)).toBe(true);
  });

  it('reports a failed picture and draws the frame without it', async () => {
    const h = new PrintingHarness().add({ imagePath: '/files/missing.jpg', width: 1000, height: 1000 });
    await h.world.images.settle();
    expect(h.frame(0).image).toBeNull();
    expect(h.images.loadingCount).toBe(0);
    expect(h.world.analytics.errors.map((e) => e.where)).toContain('tile image load');
  });

  it('uses small 256 px grid pictures for a 100-frame layout and keeps the estimate under 128 MiB', () => {
    const h = new PrintingHarness({ viewport: { width: 1280, height: 800 } });
    h.projects.options.setLayout(100);
    for (let i = 0; i < 100; i++) h.world.images.photo(`/p/${i}.jpg`, 4000, 3000);
    for (let i = 0; i < 100; i++) h.add({ imagePath: `/p/${i}.jpg`, width: 4000, height: 3000 });
    const grid = h.view.requests.filter((r) => r.blocking);
    expect(grid).toHaveLength(100);
    expect(new Set(grid.map((r) => r.maxEdge))).toEqual(new Set([256]));
    const bytes = h.view.requests.reduce((n, r) => n + r.maxEdge * r.maxEdge * 4, 0);
    expect(bytes).toBeLessThan(128 * 1024 * 1024);
    expect(h.view.model.frameSize).toBeLessThanOrEqual(130);
    expect(h.view.model.tiles[0]?.sizeClass).toBe('tiny');
  });

  it('decorates frames: shadow 0.3 normally, no shadow and a 2 px outline for the 5 special products', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    expect([h.frame(0).shadowOpacity, h.frame(0).outline]).toEqual([0.3, 0]);
    expect(h.frame(0).sizeClass).toBe('regular');
  });
});

describe('before the canvas is measured', () => {
  it('draws nothing and asks for no pictures while the viewport is 0 x 0', () => {
    const h = new PrintingHarness({ viewport: { width: 0, height: 0 } }).add(PHOTOS.wide);
    expect(h.view.model.tiles).toEqual([]);
    expect(h.view.requests).toEqual([]);
  });
});
