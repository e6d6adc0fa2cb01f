import { describe, expect, it } from 'vitest';
import { WHEEL_GESTURE_IDLE_MS } from '../../../src/application/printing/tile-gestures';
import { createProject, createTile } from '../../../src/domain/project';
import type { Scale } from '../../../src/domain/units';
import { PHOTOS, PrintingHarness } from './harness';

/** Issue 31 item 6 and issue 28 item 2: the zoom toolbar (Fit, Fill), a small pinch, a trackpad pinch and the cap the buttons read. */
describe('framing controls (issue 31 item 6)', () => {
  it('Fill zooms a panned, zoomed photo out to scale 1 and centres it; Fit on a square product does the same; again changes nothing', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const id = h.tile(0).id;
    h.projects.framing.setTileZoom(id, 0.5);
    h.drag(0, 40, 20);
    expect(h.crop(0).x).not.toBe(500);
    h.projects.framing.fillTile(id);
    expect(h.tile(0).scale).toBe(1);
    expect(h.crop(0)).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    const filled = h.projects.active;
    h.projects.framing.fillTile(id);
    h.projects.framing.fitTile(id);
    expect(h.projects.active).toBe(filled);
    h.projects.framing.setTileZoom(id, 0.3);
    h.projects.framing.fitTile(id);
    expect(h.crop(0)).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
    h.projects.framing.fillTile('no-such-tile');
    expect(h.projects.active.tiles[0]!.scale).toBe(1);
  });

  it('Fill and Fit on a split project centre its whole picture at scale 1', () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.wide, 1, 2);
    const id = h.tile(0).id;
    const start = h.projects.active;
    h.projects.framing.setTileZoom(id, 0.1);
    h.drag(0, 30, 0);
    expect(h.projects.active.scale).not.toBe(1);
    h.projects.framing.fitTile(id);
    expect(h.projects.active.scale).toBe(1);
    expect([h.projects.active.cropTopLeftX, h.projects.active.cropTopLeftY]).toEqual([start.cropTopLeftX, start.cropTopLeftY]);
  });

  it('a small pinch zooms a little (the ratio of finger distances), not to 80 %', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    h.pinch(0, h.centre(0), 100, 120);
    expect(h.tile(0).scale).toBeCloseTo(1.2, 6);
    expect(h.projects.framing.zoomOf(h.tile(0).id)).toBeLessThan(0.1);
    // Two touches reported almost on one point, then a small spread: no jump.
    h.pinch(0, h.centre(0), 6, 36);
    expect(h.tile(0).scale).toBeCloseTo(1.2, 6);
  });

  it('a trackpad pinch (ctrl + wheel) follows e^(-deltaY / 100)', () => {
    const h = new PrintingHarness().add(PHOTOS.square);
    h.view.interaction.wheel({ ...h.centre(0), deltaY: -100 * Math.log(1.5), ctrlKey: true });
    h.world.scheduler.advance(WHEEL_GESTURE_IDLE_MS);
    expect(h.tile(0).scale).toBeCloseTo(1.5, 6);
  });

  it("'Zoom in' reads the print-resolution cap as a slider position, from the original's pixels (issue 28 item 2)", () => {
    const base = createProject({ id: 'p1', now: 1_000_000, cartToken: 'c', productId: 'tilepix' });
    // A 1200 x 800 original: its 800 px crop reaches 500 px (62.5 ppi x 8 in, SPEC §5) at 1.6x, 20 % of 1x..4x.
    const tile = { ...createTile({ id: 't1', width: 1200, height: 800, imagePath: '/files/shared/wide.jpg' }), scale: 1 as Scale };
    const h = new PrintingHarness({ stored: [{ ...base, tiles: [tile] }] });
    expect(h.projects.framing.committedZoomCapOf('t1')).toBeCloseTo(0.2, 2);
    for (let i = 0; i < 6; i++) h.projects.framing.stepTileZoom('t1', 1);
    expect(h.projects.framing.zoomOf('t1')).toBeCloseTo(0.2, 2);
    expect(h.projects.lowResolutionTiles.size).toBe(0);
    const small = new PrintingHarness().add(PHOTOS.small);
    expect(small.projects.framing.committedZoomCapOf(small.tile(0).id)).toBe(0);
  });
});
