/** Time and timers, behind a port so stores are testable without waiting. */
export interface Scheduler {
  now(): number;
  /** Calls `task` every `ms`; returns the disposer. */
  every(ms: number, task: () => void): () => void;
  /** Calls `task` once after `ms`; returns the disposer. */
  after(ms: number, task: () => void): () => void;
}
export const Scheduler = Symbol('Scheduler');
