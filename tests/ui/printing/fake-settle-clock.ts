import type { SettleClock } from '../../../src/ui/printing/canvas/gesture-settle';

/** A hand-driven clock: `advance` runs the timers that fall due, in order. */
export function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  let fired = 0;
  const clock: SettleClock & { now(): number; advance(ms: number): void; readonly timers: number; readonly fired: number } = {
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
        fired++;
        due[1].run();
      }
      now = end;
    },
    get timers() {
      return timers.size;
    },
    /** How many timers have fired so far. */
    get fired() {
      return fired;
    },
  };
  return clock;
}
