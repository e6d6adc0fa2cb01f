import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResolution } from '../../../src/domain/imaging/low-resolution';
import { PROJECTS_PERSIST_DEBOUNCE_MS, PROJECTS_PERSIST_MAX_WAIT_MS } from '../../../src/application/printing/project-store';
import { WHEEL_GESTURE_IDLE_MS } from '../../../src/application/printing/tile-gestures';
import { MAT_COLORS } from '../../../src/domain/project';
import { RenderModels } from '../../../src/application/printing/render-model';
import { PHOTOS, PrintingHarness } from './harness';
import { storageKey } from '../../../src/domain/persistence';

// Counts the resolution checks the store makes (the real rule still answers).
vi.mock('../../../src/domain/imaging/low-resolution', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/domain/imaging/low-resolution')>();
  return { ...real, checkResolution: vi.fn(real.checkResolution) };
});

const checks = vi.mocked(checkResolution);

afterEach(() => checks.mockClear());

/** 1200 x 800: a 800 x 800 crop (fine), 400 x 400 at scale 2 (low resolution). */
const MEDIUM = { imagePath: '/files/shared/wide.jpg', width: 1200, height: 800 };

/** 400 px of wheel (twenty 20 px steps): four notches, each x1.15 (one 5 % button step at 1x, issue 31 item 6). */
const FOUR_NOTCHES = 1.15 ** 4;

describe('a pan or zoom that changes nothing (headless harness)', () => {
  it('at the image edge keeps the very same projects, render model and warnings', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.small);
    // Crop 2000 x 2000 of 3000 x 2000: drag the picture fully right, so the crop sits at x = 0.
    h.drag(0, 10_000, 0);
    expect(h.crop(0).x).toBe(0);
    const seen = h.watch();
    const projects = h.projects.projects;
    const active = h.projects.active;
    const tile = h.tile(0);
    const model = h.view.model;
    const warnings = h.projects.lowResolutionTiles;
    checks.mockClear();

    h.drag(0, 300, 0); // further past the left edge
    h.drag(0, 0, 200).drag(0, 0, -200); // a square crop of a 2000 px tall photo cannot move vertically
    h.key('ArrowRight'); // the arrow drags the picture right: past the edge too
    h.wheel(h.centre(0), 100); // zoom out at zoom 0
    h.projects.framing.setTileZoom(tile.id, 0);
    h.projects.framing.zoomTileAt(tile.id, 1 as never, { fx: 0.2, fy: 0.7 });

    expect(h.projects.projects).toBe(projects);
    expect(h.projects.active).toBe(active);
    expect(h.tile(0)).toBe(tile);
    expect(h.view.model).toBe(model);
    expect(h.projects.lowResolutionTiles).toBe(warnings);
    expect({ projects: seen.projects, models: seen.models, warnings: seen.warnings }).toEqual({ projects: 0, models: 0, warnings: 0 });
    expect(checks).not.toHaveBeenCalled();

    // A move away from the edge is a change again.
    h.key('ArrowLeft');
    expect(h.crop(0).x).toBeGreaterThan(0);
    expect(seen.projects).toBe(1);
    seen.stop();
  });

  it('in a split project at the picture edge keeps the project', () => {
    const h = new PrintingHarness();
    const split = h.projects.photos.createSplitProject(PHOTOS.wide, 1, 2);
    expect(split._tag).toBe('Right');
    h.drag(0, 10_000, 10_000);
    const seen = h.watch();
    const projects = h.projects.projects;
    h.drag(0, 500, 500).drag(1, 500, 0);
    h.wheel(h.centre(0), 100);
    expect(h.projects.projects).toBe(projects);
    expect(seen.projects).toBe(0);
    seen.stop();
  });
});

describe('a pan or zoom of one tile', () => {
  it('re-checks only that tile’s resolution and re-derives only its frame', async () => {
    const h = new PrintingHarness().add(PHOTOS.small, MEDIUM, PHOTOS.small, PHOTOS.tall);
    await h.world.images.settle();
    const seen = h.watch();
    const moved = h.tile(1);
    const before = h.view.model.tiles;
    const warnings = h.projects.lowResolutionTiles;
    expect([...warnings.keys()]).toEqual([h.tile(0).id, h.tile(2).id]);
    checks.mockClear();

    // 20 screen px over a 100 px photo area showing 800 image px: the crop moves 160 px left.
    h.projects.framing.panTileByScreen(moved.id, 20, 0, 100, 100);

    expect(h.crop(1).x).toBe(200 - 160);
    expect(checks).toHaveBeenCalledTimes(1);
    // The other tiles' warnings are the very objects computed before, and so is the map: nobody is told.
    expect(h.projects.lowResolutionTiles).toBe(warnings);
    expect(seen.warnings).toBe(0);
    const after = h.view.model.tiles;
    expect(after[1]?.image?.u0).toBeCloseTo(40 / 1200, 9);
    expect(before[1]?.image?.u0).toBeCloseTo(200 / 1200, 9);
    for (const i of [0, 2, 3]) expect(after[i]).toBe(before[i]);

    // A zoom checks the zoomed tile alone; it stops where the crop would fall below the 500 px an
    // 8-inch tile needs (issue 28: 800 / 499.5, where the rounded crop is 500 px), so no warning comes.
    checks.mockClear();
    h.projects.framing.setTileZoom(moved.id, 1 / 3);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(h.tile(1).scale).toBeCloseTo(800 / 499.5, 6);
    expect(h.projects.lowResolutionTiles).toBe(warnings);
    expect(seen.warnings).toBe(0);
    for (const i of [0, 2, 3]) expect(h.view.model.tiles[i]).toBe(before[i]);
    seen.stop();
  });
});

describe('a gesture under way (pan or wheel zoom of one tile)', () => {
  it('a 60-move drag replaces the project once, at pointer up; only its frame is re-derived, every move', async () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall);
    h.projects.selection.selectTile(h.tile(0).id);
    await h.world.images.settle();
    const seen = h.watch();
    const id = h.tile(0).id;
    const projects = h.projects.projects;
    const before = h.view.model.tiles;
    const photo = h.frame(0).photo;
    const start = h.centre(0);
    const i = h.view.interaction;
    checks.mockClear();

    i.pointerDown({ pointerId: 7, ...start });
    let last = before[0];
    for (let s = 1; s <= 60; s++) {
      i.pointerMove({ pointerId: 7, x: start.x + s / 2, y: start.y });
      const tiles = h.view.model.tiles;
      expect(tiles[0]).not.toBe(last);
      expect(tiles[0]?.image?.u0).toBeCloseTo((500 - ((s / 2) * 2000) / photo.width) / 3000, 9);
      last = tiles[0];
      expect(tiles[1]).toBe(before[1]);
      expect(tiles[2]).toBe(before[2]);
    }
    // Nothing but the gesture changed: the project, its list and the warnings are the ones from before.
    expect(h.projects.projects).toBe(projects);
    expect(seen.projects).toBe(0);
    expect(seen.models).toBe(60);
    expect(checks).not.toHaveBeenCalled();
    expect(h.projects.hasUnsavedChanges).toBe(true);

    i.pointerUp({ pointerId: 7, x: start.x + 30, y: start.y });
    // The pointer up's task draws the last step alone: the project takes it in a task of its own.
    expect(seen.projects).toBe(0);
    expect(h.projects.gestures.gesture).not.toBeNull();
    h.world.scheduler.advance(0);
    expect(seen.projects).toBe(1);
    expect(h.projects.gestures.gesture).toBeNull();
    expect(h.tile(0).id).toBe(id);
    expect(h.crop(0).x).toBeCloseTo(500 - (30 * 2000) / photo.width, 6);
    expect(h.tile(1)).toBe(projects.find((p) => p.isActive)?.tiles[1]);
    // The resolution of the moved tile is checked once, at the end; the drawing stays as it was.
    expect(checks).toHaveBeenCalledTimes(1);
    expect(h.view.model.tiles[0]).toBe(last);
    expect(seen.models).toBe(60);
    seen.stop();
  });

  it('a 20-step wheel zoom replaces the project once, when the wheel rests; the zoom UI follows every step', async () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.projects.selection.selectTile(h.tile(0).id);
    await h.world.images.settle();
    const seen = h.watch();
    const id = h.tile(0).id;
    const before = h.view.model.tiles;
    const at = h.centre(0);
    const zooms: number[] = [];
    const stopZoom = reaction(
      () => h.projects.framing.zoomOf(id),
      (z) => zooms.push(z),
    );
    let last = before[0];
    for (let s = 1; s <= 20; s++) {
      h.wheel(at, -20, false);
      h.world.scheduler.advance(16); // steps keep coming: the gesture stays open
      const tiles = h.view.model.tiles;
      expect(tiles[0]).not.toBe(last);
      last = tiles[0];
      expect(tiles[1]).toBe(before[1]);
    }
    expect(zooms).toHaveLength(20);
    expect(zooms[19]).toBeCloseTo((FOUR_NOTCHES - 1) / 3, 6);
    expect(seen.projects).toBe(0);
    expect(h.tile(0).scale).toBe(1); // the project still has the tile as it was
    expect(h.projects.framing.liveTile(id)?.scale).toBeCloseTo(FOUR_NOTCHES, 6);

    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    expect(seen.projects).toBe(1);
    expect(h.projects.gestures.gesture).toBeNull();
    expect(h.tile(0).scale).toBeCloseTo(FOUR_NOTCHES, 6);
    expect(h.crop(0).width).toBeCloseTo(2000 / FOUR_NOTCHES, 3);
    h.expectCropInside(0);
    expect(h.view.model.tiles[0]).toBe(last);
    stopZoom();
    seen.stop();
  });

  it('the zoom slider and the live region follow the project: a wheel gesture shows once it rests', async () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.projects.selection.selectTile(h.tile(0).id);
    await h.world.images.settle();
    const id = h.tile(0).id;
    const slider: number[] = [];
    const said: string[] = [];
    const stop = [
      reaction(
        () => h.projects.framing.committedZoomOf(id),
        (z) => slider.push(z),
      ),
      reaction(
        () => h.view.announcement,
        (text) => said.push(text),
      ),
    ];
    expect(h.view.announcement).toBe('Tile 1 of 2 selected, zoom 0%, centred 50% across and 50% down.');
    for (let s = 1; s <= 20; s++) {
      h.wheel(h.centre(0), -20, false);
      h.world.scheduler.advance(16);
    }
    // Twenty steps, and neither moved: their frames paid for no slider or live-region work.
    expect(slider).toEqual([]);
    expect(said).toEqual([]);
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    expect(slider).toHaveLength(1);
    expect(slider[0]).toBeCloseTo((FOUR_NOTCHES - 1) / 3, 6);
    expect(said).toEqual(['Tile 1 of 2 selected, zoom 25%, centred 50% across and 50% down.']);
    for (const s of stop) s();
  });

  it('a save due during a gesture waits for its end (or the maximum wait)', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.persist();
    const writes = vi.spyOn(h.world.storage, 'set');
    h.projects.setQuantity(3);
    h.world.scheduler.advance(PROJECTS_PERSIST_DEBOUNCE_MS - 50);
    // A wheel gesture starts just before the save is due and goes on for a second.
    for (let s = 0; s < 20; s++) {
      h.wheel(h.centre(0), -20, false);
      h.world.scheduler.advance(50);
    }
    expect(writes).not.toHaveBeenCalled();
    // Held on one timer (with the gesture's idle timer): nothing wakes up inside the gesture's frames.
    expect(h.world.scheduler.pending).toBe(2);
    // It rests: the gesture goes into the project, and that change is saved once, after the debounce.
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS + PROJECTS_PERSIST_DEBOUNCE_MS);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(h.world.scheduler.pending).toBe(0);
  });

  it('a save due when a gesture opens is held at once: no timer fires inside the gesture (nor its debounce)', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.persist();
    const writes = vi.spyOn(h.world.storage, 'set');
    h.projects.setQuantity(3);
    h.world.scheduler.advance(PROJECTS_PERSIST_DEBOUNCE_MS - 50);
    const firedBefore = h.world.scheduler.fired;
    // A wheel gesture starts before the save is due and goes on for a second, a step every 50 ms.
    for (let s = 0; s < 20; s++) {
      h.wheel(h.centre(0), -20, false);
      h.world.scheduler.advance(50);
    }
    // Neither the save's debounce (due 50 ms in) nor the gesture's idle end woke up inside it.
    expect(h.world.scheduler.fired - firedBefore).toBe(0);
    expect(writes).not.toHaveBeenCalled();
    // It rests: the gesture goes into the project, and that change is saved once, a debounce later.
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS - 50);
    expect(writes).not.toHaveBeenCalled();
    h.world.scheduler.advance(PROJECTS_PERSIST_DEBOUNCE_MS - 1);
    expect(writes).not.toHaveBeenCalled();
    h.world.scheduler.advance(1);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(h.world.scheduler.pending).toBe(0);
  });

  it('a never-ending gesture does not hold a save back beyond the maximum wait', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.persist();
    const writes = vi.spyOn(h.world.storage, 'set');
    h.projects.setQuantity(3);
    const start = h.world.scheduler.now();
    // A drag on the wide photo that never ends (back and forth, a move every 20 ms).
    const { x, y } = h.centre(1);
    h.view.interaction.pointerDown({ pointerId: 1, x, y });
    let at = start;
    for (let i = 0; writes.mock.calls.length === 0 && i < 200; i++) {
      h.view.interaction.pointerMove({ pointerId: 1, x: x + (i % 2 === 0 ? 5 : 0), y });
      h.world.scheduler.advance(20);
      at = h.world.scheduler.now();
    }
    expect(writes).toHaveBeenCalledTimes(1);
    expect(at - start).toBeGreaterThanOrEqual(PROJECTS_PERSIST_MAX_WAIT_MS);
    expect(at - start).toBeLessThan(PROJECTS_PERSIST_MAX_WAIT_MS + 100);
  });

  it('a step re-derives only the gesture’s frame, and the model is the one a full build makes', async () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall, PHOTOS.wide);
    h.projects.selection.selectTile(h.tile(0).id);
    await h.world.images.settle();
    // A builder of its own each time: a full build, remembering nothing.
    const fresh = () =>
      new RenderModels().build({
        project: h.projects.active,
        product: h.projects.product,
        viewport: h.view.viewport,
        selectedTileId: h.projects.selection.selectedTileId,
        gesture: h.projects.gestures.gesture,
        lowResolution: h.projects.lowResolutionTiles,
        isReady: (key) => h.images.readyKeys.has(key),
      });
    // Observed, as the canvas observes it (observed computeds keep their values between steps).
    const seen = h.watch();
    const before = h.view.model.tiles;
    const at = h.centre(0);
    for (let s = 1; s <= 12; s++) {
      h.wheel(at, s <= 8 ? -40 : 40, false);
      const model = h.view.model;
      expect(model).toEqual(fresh());
      // The other frames are the very objects of the first model (not rebuilt, not visited).
      expect(model.tiles.slice(1)).toEqual(before.slice(1));
      model.tiles.slice(1).forEach((t, i) => expect(t).toBe(before[i + 1]));
    }
    expect(seen.models).toBe(12);
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    expect(h.view.model).toEqual(fresh());
    seen.stop();
  });

  it('goes into the project before anything else reads or changes it', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    const seen = h.watch();
    h.wheel(h.centre(0), -100, false);
    expect(seen.projects).toBe(0);
    // Selecting another tile commits the zoom.
    h.projects.selection.selectTile(h.tile(1).id);
    expect(seen.projects).toBe(1);
    expect(h.projects.framing.zoomOf(h.tile(0).id)).toBeCloseTo(0.05, 9);
    expect(h.tile(0).scale).toBeGreaterThan(1);

    // An option change during a drag: the drag so far goes in first, then the option.
    const start = h.centre(1);
    h.view.interaction.pointerDown({ pointerId: 3, ...start });
    h.view.interaction.pointerMove({ pointerId: 3, x: start.x + 20, y: start.y });
    const moved = h.projects.framing.liveTile(h.tile(1).id);
    h.projects.options.setMatColor(MAT_COLORS.white, { tileId: h.tile(1).id });
    expect(h.tile(1).cropTopLeftX).toBe(moved?.cropTopLeftX);
    expect(h.tile(1).matColor).toBe(MAT_COLORS.white);
    // The drag goes on from there, and a flush (the page going away) writes it.
    h.view.interaction.pointerMove({ pointerId: 3, x: start.x + 40, y: start.y });
    expect(h.projects.gestures.gesture).not.toBeNull();
    h.projects.flush();
    expect(h.projects.gestures.gesture).toBeNull();
    expect(h.tile(1).cropTopLeftX).toBeLessThan(moved?.cropTopLeftX as number);
    expect(h.tile(1).matColor).toBe(MAT_COLORS.white);
    h.view.interaction.pointerUp({ pointerId: 3, x: 0, y: 0 });
    seen.stop();
  });
});

describe('the end of a drag, a task after its pointer up', () => {
  it('is not lost when the page goes away first (a flush commits and writes it), and a drag pressed again goes on with it', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    h.projects.selection.selectTile(h.tile(0).id);
    const before = h.tile(0).cropTopLeftX;
    const start = h.centre(0);
    const i = h.view.interaction;
    i.pointerDown({ pointerId: 1, ...start });
    i.pointerMove({ pointerId: 1, x: start.x + 20, y: start.y });
    i.pointerUp({ pointerId: 1, x: start.x + 20, y: start.y });
    expect(h.tile(0).cropTopLeftX).toBe(before);
    expect(h.projects.hasUnsavedChanges).toBe(true);
    h.projects.flush();
    const moved = h.tile(0).cropTopLeftX;
    expect(moved).toBeLessThan(before);
    expect(h.world.storage.get(storageKey('tilepix', 'projects'))).toContain(`"cropTopLeftX":${moved}`);
    h.world.scheduler.advance(0);
    expect(h.tile(0).cropTopLeftX).toBe(moved);

    // Pressed again before the end's task: the gesture goes on, and ends once, after the last pointer up.
    i.pointerDown({ pointerId: 2, ...start });
    i.pointerMove({ pointerId: 2, x: start.x + 10, y: start.y });
    i.pointerUp({ pointerId: 2, x: start.x + 10, y: start.y });
    i.pointerDown({ pointerId: 3, ...start });
    h.world.scheduler.advance(0);
    expect(h.projects.gestures.isOpenOn(h.tile(0).id)).toBe(true);
    i.pointerMove({ pointerId: 3, x: start.x + 10, y: start.y });
    expect(h.tile(0).cropTopLeftX).toBe(moved);
    i.pointerUp({ pointerId: 3, x: start.x + 10, y: start.y });
    h.world.scheduler.advance(0);
    expect(h.projects.gestures.isOpen).toBe(false);
    expect(h.tile(0).cropTopLeftX).toBeLessThan(moved);
    h.dispose();
  });
});

describe('the warm-up (a rehearsed gesture while the page is idle)', () => {
  it('runs pans and zooms on a photo and leaves everything as it was: no project, model, warning or zoom change', async () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide, PHOTOS.small);
    await h.world.images.settle();
    const seen = h.watch();
    const zooms: number[] = [];
    const stopZoom = reaction(
      () => h.projects.framing.zoomOf(h.tile(0).id),
      (z) => zooms.push(z),
    );
    const projects = h.projects.projects;
    const model = h.view.model;
    const warnings = h.projects.lowResolutionTiles;
    const unsaved = h.projects.hasUnsavedChanges;
    checks.mockClear();

    h.view.warmUp();
    h.persist();

    expect(h.projects.projects).toBe(projects);
    expect(h.view.model).toBe(model);
    expect(h.projects.lowResolutionTiles).toBe(warnings);
    expect(h.projects.gestures.gesture).toBeNull();
    expect(h.projects.hasUnsavedChanges).toBe(unsaved);
    expect({ projects: seen.projects, models: seen.models, warnings: seen.warnings }).toEqual({ projects: 0, models: 0, warnings: 0 });
    expect(zooms).toEqual([]);
    expect(checks).not.toHaveBeenCalled();

    // A real gesture afterwards behaves as ever.
    h.drag(1, 20, 0);
    expect(seen.projects).toBe(1);
    stopZoom();
    seen.stop();
  });

  it('does nothing while a real gesture is under way', () => {
    const h = new PrintingHarness().add(PHOTOS.square, PHOTOS.wide);
    h.wheel(h.centre(0), -100, false);
    const live = h.projects.gestures.gesture;
    h.view.warmUp();
    expect(h.projects.gestures.gesture).toBe(live);
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    expect(h.tile(0).scale).toBeGreaterThan(1);
  });
});
