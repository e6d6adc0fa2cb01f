import { describe, expect, it } from 'vitest';
import { DirtyRegion } from '../../../src/ui/printing/canvas/dirty-region';

describe('DirtyRegion (what the next canvas draw repaints)', () => {
  it('starts with everything: the first draw paints the whole canvas', () => {
    const region = new DirtyRegion();
    expect(region.take(800, 600)).toEqual({ kind: 'all' });
    expect(region.take(800, 600)).toEqual({ kind: 'none' });
  });

  it('bounds the rectangles added since the last draw, rounded out to whole pixels', () => {
    const region = new DirtyRegion();
    region.take(800, 600);
    region.add({ x: 10.5, y: 20.2, width: 50, height: 40 });
    region.add({ x: 100, y: 30, width: 20.1, height: 10 });
    expect(region.take(800, 600)).toEqual({ kind: 'area', rect: { x: 10, y: 20, width: 111, height: 41 } });
    expect(region.take(800, 600)).toEqual({ kind: 'none' });
  });

  it('clips to the canvas and ignores empty or off-canvas rectangles', () => {
    const region = new DirtyRegion();
    region.take(800, 600);
    region.add({ x: -5, y: -5, width: 20, height: 20 });
    region.add({ x: 10, y: 10, width: 0, height: 30 });
    expect(region.take(800, 600)).toEqual({ kind: 'area', rect: { x: 0, y: 0, width: 15, height: 15 } });
    region.add({ x: 900, y: 10, width: 30, height: 30 });
    expect(region.take(800, 600)).toEqual({ kind: 'none' });
  });

  it('repaints everything after markAll, and when the area is most of the canvas', () => {
    const region = new DirtyRegion();
    region.take(800, 600);
    region.add({ x: 0, y: 0, width: 10, height: 10 });
    region.markAll();
    expect(region.take(800, 600)).toEqual({ kind: 'all' });
    region.add({ x: 0, y: 0, width: 790, height: 590 });
    expect(region.take(800, 600)).toEqual({ kind: 'all' });
  });
});
