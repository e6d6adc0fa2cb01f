import { describe, expect, it } from 'vitest';
import type { RenderModel, RenderTile } from '../../../src/application/printing/render-model';
import { drawFrames } from '../../../src/ui/printing/first-draw';

/** A 2D context that writes down what is drawn. */
const recorder = () => {
  const calls: unknown[][] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, name: string) => (name in target ? target[name] : (...args: unknown[]) => void calls.push([name, ...args])),
    set: (target, name: string, value) => {
      target[name] = value;
      calls.push([`${name}=`, value]);
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
};

const tile = (over: Partial<RenderTile>): RenderTile => ({
  key: 't1',
  tileId: 't1',
  frame: { x: 10, y: 20, width: 100, height: 100 },
  frameColor: 0x000000,
  border: 5,
  mat: 0xffffff,
  photo: { x: 20, y: 30, width: 80, height: 60 },
  image: null,
  grayscale: false,
  shadowOpacity: 0,
  outline: 0,
  sizeClass: 'medium' as RenderTile['sizeClass'],
  selected: false,
  lowResolution: false,
  ...over,
});

const model = (tiles: RenderTile[]): RenderModel => ({ viewport: { width: 390, height: 360, pixelRatio: 2 }, frameSize: 100, tiles });

describe('drawFrames (the 2D first draw before the WebGL canvas is up: issue 31 item 7)', () => {
  it('draws a loaded picture cut and turned in its photo rectangle, over the moulding and the mat, and names its tile', () => {
    const { ctx, calls } = recorder();
    const bitmap = { width: 400, height: 300, close() {} };
    const image = { key: 'k', u0: 0.25, v0: 0, u1: 0.75, v1: 1, rotation: 90 as const };
    expect(drawFrames(ctx, model([tile({ image })]), (key) => (key === 'k' ? bitmap : null))).toEqual(['t1']);
    expect(calls[0]).toEqual(['setTransform', 2, 0, 0, 2, 0, 0]);
    expect(calls).toContainEqual(['fillStyle=', '#000000']);
    expect(calls).toContainEqual(['fillRect', 10, 20, 100, 100]);
    expect(calls).toContainEqual(['fillStyle=', '#ffffff']);
    expect(calls).toContainEqual(['fillRect', 15, 25, 90, 90]);
    expect(calls).toContainEqual(['translate', 60, 60]);
    expect(calls).toContainEqual(['rotate', Math.PI / 2]);
    // Turned a quarter, the cut takes the rectangle's sides swapped.
    expect(calls).toContainEqual(['drawImage', bitmap, 100, 0, 200, 300, -30, -40, 60, 80]);
  });

  it('shows the placeholder colour where the picture is not loaded, and names no tile', () => {
    const { ctx, calls } = recorder();
    const image = { key: 'k', u0: 0, v0: 0, u1: 1, v1: 1, rotation: 0 as const };
    expect(drawFrames(ctx, model([tile({ image }), tile({ key: 'empty-1', tileId: null })]), () => null)).toEqual([]);
    expect(calls.filter((c) => c[0] === 'drawImage')).toEqual([]);
    expect(calls).toContainEqual(['fillStyle=', '#e6e2da']);
    expect(calls).toContainEqual(['fillRect', 20, 30, 80, 60]);
  });
});
