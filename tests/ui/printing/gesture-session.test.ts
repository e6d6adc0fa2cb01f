import { describe, expect, it } from 'vitest';
import type { TileBitmap } from '../../../src/application/ports/tile-image-loader';
import type { RenderTile } from '../../../src/application/printing/render-model';
import { WHEEL_SETTLE_MS } from '../../../src/ui/printing/canvas/gesture-settle';
import { GestureSession, type GestureSurface } from '../../../src/ui/printing/canvas/gesture-session';
import { fakeClock } from './fake-settle-clock';

const bitmap = (width: number): TileBitmap => ({ width, height: width / 2, close: () => undefined });

/** A frame showing picture `imageKey` (null: none) cut at u0. */
const tile = (key: string, imageKey: string | null, u0 = 0.25): RenderTile => ({
  key,
  tileId: key,
  frame: { x: 10, y: 20, width: 100, height: 100 },
  frameColor: 0x000000,
  border: 5,
  mat: null,
  photo: { x: 15, y: 25, width: 90, height: 90 },
  image: imageKey === null ? null : { key: imageKey, u0, v0: 0, u1: u0 + 0.5, v1: 1, rotation: 0 },
  grayscale: false,
  shadowOpacity: 0,
  outline: 0,
  sizeClass: 'medium' as RenderTile['sizeClass'],
  selected: true,
  lowResolution: false,
});

/** A gesture layer that writes down what it is asked. */
function fakeLayer(paints = true) {
  const calls: string[] = [];
  const layer: GestureSurface = {
    paint: (t, b, ratio) => {
      calls.push(`paint ${t.key} ${t.image?.u0} ${b.width} @${ratio}`);
      return paints;
    },
    hide: () => void calls.push('hide'),
    hideAfterDraw: () => void calls.push('hideAfterDraw'),
  };
  return { layer, calls };
}

/** A session over a fake layer and clock; `bitmaps` maps picture keys to bitmaps, `looked` lists the look-ups. */
function session(opts: { paints?: boolean; bitmaps?: Record<string, TileBitmap> } = {}) {
  const { layer, calls } = fakeLayer(opts.paints);
  const clock = fakeClock();
  const bitmaps = opts.bitmaps ?? { a: bitmap(800), b: bitmap(1600) };
  const looked: string[] = [];
  let settled = 0;
  const gesture = new GestureSession(
    layer,
    (key) => {
      looked.push(key);
      return bitmaps[key] ?? null;
    },
    () => settled++,
    clock,
  );
  return { gesture, calls, clock, looked, settled: () => settled };
}

describe('GestureSession (the gesture under way on the gesture layer)', () => {
  it('paints the steps of one frame, looking its bitmap up once, and knows which frame the layer shows', () => {
    const s = session();
    expect(s.gesture.tile).toBe(null);
    const first = tile('t1', 'a', 0.1);
    const second = tile('t1', 'a', 0.2);
    expect(s.gesture.paintStep(first, 'drag', 2)).toBe(true);
    expect(s.gesture.tile).toBe(first);
    expect(s.gesture.paintStep(second, 'drag', 2)).toBe(true);
    expect(s.gesture.tile).toBe(second);
    expect(s.calls).toEqual(['paint t1 0.1 800 @2', 'paint t1 0.2 800 @2']);
    expect(s.looked).toEqual(['a']);
  });

  it('looks the bitmap up again when the frame shows another picture (a sharper one arrived)', () => {
    const s = session();
    expect(s.gesture.paintStep(tile('t1', 'a'), 'drag', 1)).toBe(true);
    expect(s.gesture.paintStep(tile('t1', 'b'), 'drag', 1)).toBe(true);
    expect(s.looked).toEqual(['a', 'b']);
    expect(s.calls).toEqual(['paint t1 0.25 800 @1', 'paint t1 0.25 1600 @1']);
  });

  it("paints nothing for another frame's step while a gesture lasts, for a frame without a picture or bitmap, or when the layer cannot", () => {
    const s = session();
    const shown = tile('t1', 'a');
    expect(s.gesture.paintStep(shown, 'drag', 1)).toBe(true);
    expect(s.gesture.paintStep(tile('t2', 'a'), 'drag', 1)).toBe(false);
    expect(s.gesture.tile).toBe(shown);
    expect(s.calls).toEqual(['paint t1 0.25 800 @1']);

    const empty = session();
    expect(empty.gesture.paintStep(tile('t1', null), 'drag', 1)).toBe(false);
    expect(empty.gesture.paintStep(tile('t1', 'gone'), 'drag', 1)).toBe(false);
    expect(empty.calls).toEqual([]);
    expect(empty.gesture.tile).toBe(null);

    const no2d = session({ paints: false });
    expect(no2d.gesture.paintStep(tile('t1', 'a'), 'wheel', 1)).toBe(false);
    expect(no2d.gesture.tile).toBe(null);
    no2d.clock.advance(WHEEL_SETTLE_MS * 2);
    expect(no2d.settled()).toBe(0);
  });

  it('settles a wheel gesture once it rests, not a drag', () => {
    const s = session();
    s.gesture.paintStep(tile('t1', 'a', 0.1), 'wheel', 1);
    s.clock.advance(100);
    s.gesture.paintStep(tile('t1', 'a', 0.2), 'wheel', 1);
    s.clock.advance(WHEEL_SETTLE_MS - 1);
    expect(s.settled()).toBe(0);
    s.clock.advance(1);
    expect(s.settled()).toBe(1);

    const drag = session();
    drag.gesture.paintStep(tile('t1', 'a'), 'drag', 1);
    drag.clock.advance(WHEEL_SETTLE_MS * 2);
    expect(drag.settled()).toBe(0);
    expect(drag.clock.timers).toBe(0);
  });

  it('ends with the WebGL draw: the layer goes after it (at once when it repaints everything), the settle is off and the bitmap forgotten', () => {
    const s = session();
    s.gesture.paintStep(tile('t1', 'a'), 'wheel', 1);
    s.gesture.end(false);
    expect(s.gesture.tile).toBe(null);
    expect(s.calls.slice(1)).toEqual(['hideAfterDraw']);
    s.clock.advance(WHEEL_SETTLE_MS * 2);
    expect(s.settled()).toBe(0);
    // No gesture: nothing to hide.
    s.gesture.end(false);
    s.gesture.end(true);
    expect(s.calls.slice(1)).toEqual(['hideAfterDraw']);
    // The next gesture looks its bitmap up afresh, and any frame may start it.
    expect(s.gesture.paintStep(tile('t2', 'a'), 'drag', 1)).toBe(true);
    expect(s.looked).toEqual(['a', 'a']);
    s.gesture.end(true);
    expect(s.calls.slice(2)).toEqual(['paint t2 0.25 800 @1', 'hide']);
  });

  it('drops the gesture when the canvas is repainted whole: the layer goes at once, even with no gesture', () => {
    const s = session();
    s.gesture.paintStep(tile('t1', 'a'), 'wheel', 1);
    s.gesture.drop();
    expect(s.gesture.tile).toBe(null);
    s.gesture.drop();
    expect(s.calls.slice(1)).toEqual(['hide', 'hide']);
    s.clock.advance(WHEEL_SETTLE_MS * 2);
    expect(s.settled()).toBe(0);
  });

  it('prepares the layer at a pointer down: on screen with the photo as the canvas shows it (nothing behind), the first step only paints', () => {
    const s = session();
    const pressed = tile('t1', 'a', 0.1);
    expect(s.gesture.prepare(pressed, 2)).toBe(true);
    expect(s.gesture.tile).toBe(null);
    expect(s.gesture.prepare(tile('t2', 'a'), 2)).toBe(false);
    const step = tile('t1', 'a', 0.2);
    expect(s.gesture.paintStep(step, 'drag', 2)).toBe(true);
    expect(s.gesture.tile).toBe(step);
    expect(s.looked).toEqual(['a']);
    expect(s.calls).toEqual(['paint t1 0.1 800 @2', 'paint t1 0.2 800 @2']);
    // Once a step is painted, another input does not take the layer away: the WebGL draw ends the gesture.
    s.gesture.unprepare();
    expect(s.gesture.tile).toBe(step);
    s.gesture.end(false);
    expect(s.calls.slice(2)).toEqual(['hideAfterDraw']);
  });

  it('takes a prepared layer away at once when another input comes before any step (a click), and when a draw ends it', () => {
    const s = session();
    s.gesture.prepare(tile('t1', 'a'), 1);
    s.gesture.unprepare();
    s.gesture.unprepare();
    expect(s.calls.slice(1)).toEqual(['hide']);
    expect(s.gesture.prepare(tile('t2', 'b'), 1)).toBe(true);
    s.gesture.end(false);
    expect(s.calls.slice(2)).toEqual(['paint t2 0.25 1600 @1', 'hideAfterDraw']);
    expect(s.gesture.prepare(tile('t1', 'gone'), 1)).toBe(false);
    expect(s.gesture.prepare(tile('t1', null), 1)).toBe(false);
    expect(session({ paints: false }).gesture.prepare(tile('t1', 'a'), 1)).toBe(false);
  });
});
