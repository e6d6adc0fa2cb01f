import { describe, expect, it } from 'vitest';
import { FrameArrangements, RenderModels, type Viewport } from '../../../src/application/printing/render-model';
import { PHOTOS, PrintingHarness } from './harness';

// Issue 36 item 5: the layout and per-frame memory belong to the canvas's view, not to the module.
describe('the render caches are owned by the view and go with it', () => {
  const viewport: Viewport = { width: 600, height: 600, pixelRatio: 1 };

  it('an arrangement is remembered per instance: the same project is a lookup, another instance or a disposed one lays it out again', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    const frames = new FrameArrangements();
    const first = frames.of(h.projects.active, h.projects.product, viewport);
    expect(frames.of(h.projects.active, h.projects.product, viewport)).toBe(first);
    // Nothing shared between two canvases.
    expect(new FrameArrangements().of(h.projects.active, h.projects.product, viewport)).not.toBe(first);
    frames.dispose();
    const again = frames.of(h.projects.active, h.projects.product, viewport);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    h.dispose();
  });

  it('a model builder forgets its models when disposed: the next build keeps no frame object of the last', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    const models = new RenderModels();
    const input = {
      project: h.projects.active,
      product: h.projects.product,
      viewport,
      selectedTileId: null,
      lowResolution: new Set<string>(),
      isReady: () => false,
    };
    const first = models.build(input);
    expect(models.build({ ...input, previous: first })).toBe(first);
    models.dispose();
    const after = models.build({ ...input, project: { ...h.projects.active } });
    expect(after).toEqual(first);
    after.tiles.forEach((t, i) => expect(t).not.toBe(first.tiles[i]));
    h.dispose();
  });

  it('the printing view disposes its render memory with it, and draws the same once started again', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    const before = h.view.model;
    h.view.dispose();
    h.view.start();
    h.view.setViewport({ width: 601, height: 600, pixelRatio: 1 });
    h.view.setViewport({ width: 600, height: 600, pixelRatio: 1 });
    const after = h.view.model;
    expect(after).toEqual(before);
    after.tiles.forEach((t, i) => expect(t).not.toBe(before.tiles[i]));
    h.dispose();
  });
});
