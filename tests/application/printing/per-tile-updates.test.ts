import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResolution } from '../../../src/domain/imaging/low-resolution';
import { PHOTOS, PrintingHarness } from './harness';

// Counts the resolution checks the store makes (the real rule still answers).
vi.mock('../../../src/domain/imaging/low-resolution', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/domain/imaging/low-resolution')>();
  return { ...real, checkResolution: vi.fn(real.checkResolution) };
});

const checks = vi.mocked(checkResolution);

afterEach(() => checks.mockClear());

/** 1200 x 800: a 800 x 800 crop (fine), 400 x 400 at scale 2 (low resolution). */
const MEDIUM = { imagePath: '/files/shared/wide.jpg', width: 1200, height: 800 };

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
    h.projects.setTileZoom(tile.id, 0);
    h.projects.zoomTileAt(tile.id, 1 as never, { fx: 0.2, fy: 0.7 });

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
    const split = h.projects.createSplitProject(PHOTOS.wide, 1, 2);
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
    h.projects.panTileByScreen(moved.id, 20, 0, 100, 100);

    expect(h.crop(1).x).toBe(200 - 160);
    expect(checks).toHaveBeenCalledTimes(1);
    // The other tiles' warnings are the very objects computed before, and so is the map: nobody is told.
    expect(h.projects.lowResolutionTiles).toBe(warnings);
    expect(seen.warnings).toBe(0);
    const after = h.view.model.tiles;
    expect(after[1]?.image?.u0).toBeCloseTo(40 / 1200, 9);
    expect(before[1]?.image?.u0).toBeCloseTo(200 / 1200, 9);
    for (const i of [0, 2, 3]) expect(after[i]).toBe(before[i]);

    // A zoom that makes the moved tile low-resolution checks it alone and keeps the others' warnings.
    checks.mockClear();
    h.projects.setTileZoom(moved.id, 1 / 3);
    expect(checks).toHaveBeenCalledTimes(1);
    const zoomed = h.projects.lowResolutionTiles;
    expect(seen.warnings).toBe(1);
    expect([...zoomed.keys()]).toEqual([h.tile(0).id, h.tile(1).id, h.tile(2).id]);
    expect(zoomed.get(h.tile(0).id)).toBe(warnings.get(h.tile(0).id));
    expect(zoomed.get(h.tile(2).id)).toBe(warnings.get(h.tile(2).id));
    expect(zoomed.get(moved.id)?.message).toBe(
      "The edited photo is 400 x 400 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.",
    );
    for (const i of [0, 2, 3]) expect(h.view.model.tiles[i]).toBe(before[i]);
    seen.stop();
  });
});
