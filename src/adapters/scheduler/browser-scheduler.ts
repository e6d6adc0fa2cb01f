import type { Scheduler } from '../../application/ports/scheduler';

/** Wall-clock time and timers. */
export class BrowserScheduler implements Scheduler {
  now(): number {
    return Date.now();
  }

  every(ms: number, task: () => void): () => void {
    const id = setInterval(task, ms);
    return () => clearInterval(id);
  }

  after(ms: number, task: () => void): () => void {
    const id = setTimeout(task, ms);
    return () => clearTimeout(id);
  }
}
