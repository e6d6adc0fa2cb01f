import { describe, expect, it } from 'vitest';
import { GestureSettle, WHEEL_SETTLE_MS, type SettleClock } from '../../../src/ui/printing/canvas/gesture-settle';

/** A hand-driven clock: `advance` runs the timers that fall due, in order. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: SettleClock & { advance(ms: number): void; readonly timers: number } = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(nextId, { at: now + ms, run });
      return nextId++;
    },
    clearTimeout: (id) => timers.delete(id),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    get timers() {
      return timers.size;
    },
  };
  return clock;
}

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
