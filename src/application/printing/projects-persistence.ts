import type { Scheduler } from '../ports/scheduler';

/**
 * Local writes are debounced (trailing) so a drag does not serialise every project on every frame:
 * the write happens this long after the last change…
 */
export const PROJECTS_PERSIST_DEBOUNCE_MS = 300;

/** …but no later than this after the first unsaved change, so a never-ending gesture is saved too. */
export const PROJECTS_PERSIST_MAX_WAIT_MS = 2000;

/**
 * When the projects are written to local storage: a trailing debounce with a maximum wait, and a
 * due write held back while a gesture is open. It only decides when; `write` does the writing and
 * must call `cancel` (a write now makes the pending one moot).
 */
export class ProjectsPersistence {
  private cancelPersist: (() => void) | undefined;
  /** Whether the pending write is held back by a gesture (see arm). */
  private persistHeld = false;
  /** When the first and the last change since the last write happened (see schedule). */
  private firstUnsavedAt = 0;
  private lastChangeAt = 0;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly write: () => void,
    private readonly isGestureOpen: () => boolean,
  ) {}

  /** Whether a write is waiting. */
  get pending(): boolean {
    return this.cancelPersist !== undefined;
  }

  /**
   * A trailing debounce with a maximum wait: each change only notes its time (no timer is reset per
   * frame); when the timer fires early in a continuing gesture it waits again for the rest.
   */
  schedule(): void {
    const now = this.scheduler.now();
    this.lastChangeAt = now;
    if (this.cancelPersist) {
      this.release();
      return;
    }
    this.firstUnsavedAt = now;
    this.arm(PROJECTS_PERSIST_DEBOUNCE_MS);
  }

  /**
   * A gesture opened: a pending write is held back now, its timer moved to the maximum wait, so the
   * debounce does not fire inside the gesture's frames only to find it open and wait again (a task
   * of its own in a frame of the drag or zoom). Its end releases it, as before.
   */
  hold(): void {
    if (!this.cancelPersist || this.persistHeld) return;
    this.cancelPersist();
    this.arm(Math.max(0, this.firstUnsavedAt + PROJECTS_PERSIST_MAX_WAIT_MS - this.scheduler.now()));
    this.persistHeld = true;
  }

  /** The gesture that held a due write back has ended: the write is due a debounce from now. */
  release(): void {
    if (!this.persistHeld || !this.cancelPersist) return;
    this.cancelPersist();
    this.arm(Math.min(PROJECTS_PERSIST_DEBOUNCE_MS, this.firstUnsavedAt + PROJECTS_PERSIST_MAX_WAIT_MS - this.scheduler.now()));
  }

  /** The projects are being written now: no write is pending any more. */
  cancel(): void {
    this.cancelPersist?.();
    this.cancelPersist = undefined;
    this.persistHeld = false;
  }

  private arm(ms: number): void {
    this.persistHeld = false;
    this.cancelPersist = this.scheduler.after(ms, () => {
      this.cancelPersist = undefined;
      const now = this.scheduler.now();
      const quietLeft = this.lastChangeAt + PROJECTS_PERSIST_DEBOUNCE_MS - now;
      const waitLeft = this.firstUnsavedAt + PROJECTS_PERSIST_MAX_WAIT_MS - now;
      if (waitLeft <= 0) this.write();
      else if (this.isGestureOpen()) {
        // A gesture under way is not a quiet spell: the write waits for its end (release), or the
        // maximum wait, on one timer (not one that wakes up inside its frames).
        this.arm(waitLeft);
        this.persistHeld = true;
      } else if (quietLeft > 0) this.arm(Math.min(quietLeft, waitLeft));
      else this.write();
    });
  }
}
