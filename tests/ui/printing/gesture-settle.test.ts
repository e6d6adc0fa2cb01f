import { describe, expect, it } from 'vitest';
import { GestureSettle, WHEEL_SETTLE_MS } from '../../../src/ui/printing/canvas/gesture-settle';
import { fakeClock } from './fake-settle-clock';

describe('GestureSettle (when a wheel gesture is over)', () => {
  it('settles once, WHEEL_SETTLE_MS after the last step', () => {
    const clock = fakeClock();
    let settled = 0;
    const settle = new GestureSettle(() => settled++, WHEEL_SETTLE_MS, clock);
    settle.step();
    expect(settle.pending).toBe(true);
    clock.advance(WHEEL_SETTLE_MS - 1);
    expect(settled).toBe(0);
    clock.advance(1);
    expect(settled).toBe(1);
    expect(settle.pending).toBe(false);
    clock.advance(1000);
    expect(settled).toBe(1);
  });

  it('waits for the wheel to rest: every step pushes the end back, with one timer at a time', () => {
    const clock = fakeClock();
    const at: number[] = [];
    const settle = new GestureSettle(() => at.push(clock.now()), 180, clock);
    for (let i = 0; i < 10; i++) {
      settle.step();
      expect(clock.timers).toBe(1);
      clock.advance(50);
    }
    // The last step came at 450 ms: the gesture is over at 630 ms, not before.
    clock.advance(129);
    expect(at).toEqual([]);
    clock.advance(1);
    expect(at).toEqual([630]);
  });

  it('fires no timer while the wheel turns, even with steps further apart than a frame (each step re-arms it)', () => {
    const clock = fakeClock();
    let settled = 0;
    const settle = new GestureSettle(() => settled++, 180, clock);
    // Steps 100 ms apart for two seconds: a timer noting the step time and re-arming only when it
    // fired would have fired (to wait again) every other step.
    for (let i = 0; i < 20; i++) {
      settle.step();
      clock.advance(100);
    }
    expect(clock.fired).toBe(0);
    expect(settled).toBe(0);
    clock.advance(80);
    expect(clock.fired).toBe(1);
    expect(settled).toBe(1);
  });

  it('does not settle after a cancel (another input ended the gesture), and starts afresh with the next step', () => {
    const clock = fakeClock();
    let settled = 0;
    const settle = new GestureSettle(() => settled++, 180, clock);
    settle.step();
    clock.advance(100);
    settle.cancel();
    expect(settle.pending).toBe(false);
    expect(clock.timers).toBe(0);
    clock.advance(500);
    expect(settled).toBe(0);
    settle.step();
    clock.advance(180);
    expect(settled).toBe(1);
  });
});
