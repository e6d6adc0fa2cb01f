import { makeObservableByKind } from '../observable-by-kind';
import type { Tile } from '../../domain/project';
import type { Scheduler } from '../ports/scheduler';

/** A wheel gesture ends (and is committed to the project) this long after its last step. */
export const WHEEL_GESTURE_IDLE_MS = 150;

/**
 * A pan or zoom under way on one tile of a (non-split) project: the tile as it is now. The project
 * keeps the tile as it was until the gesture ends, so a frame of the gesture replaces no project.
 */
export interface TileGesture {
  readonly tileId: string;
  readonly tile: Tile;
}

/** What the gesture buffer needs of the project store. */
export interface GestureHost {
  /** Puts the gesture's tile into the project (one replacement). */
  commit(gesture: TileGesture): void;
  /** A gesture opened: work due meanwhile (persistence) is held back until it ends. */
  opened(): void;
  /** The gesture is over: held-back work (persistence) may run. */
  ended(): void;
  /** Split projects are changed directly: no gesture is rehearsed on them. */
  splitActive(): boolean;
}

/**
 * The gesture buffer of the printing tool: while a pan or zoom gesture is open on a tile, its steps
 * change `gesture` only, and the project takes the final tile once, at the end (or before anything
 * else changes the project). So a frame of a drag replaces no project, saves nothing and re-checks
 * no resolution.
 */
export class TileGestures {
  /** The pan or zoom under way, not yet in the project. */
  gesture: TileGesture | null = null;
  /** The tile whose gesture is open: its pans and zooms go to `gesture` until it ends. */
  private openTileId: string | null = null;
  /** A wheel gesture's end, `idleMs` after its last step. */
  private cancelIdle: (() => void) | undefined;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly host: GestureHost,
  ) {
    makeObservableByKind(this, {
      observableRef: ['gesture'],
      action: ['begin', 'end', 'commit', 'rehearse', 'hold'],
    });
  }

  /** Whether a gesture is open (persistence waits for its end). */
  get isOpen(): boolean {
    return this.openTileId !== null;
  }

  /** Whether the open gesture is on this tile. */
  isOpenOn(tileId: string | null): boolean {
    return this.openTileId === tileId;
  }

  /** The tile as the gesture under way has it, if one is under way on it. */
  liveTile(tileId: string): Tile | undefined {
    const g = this.gesture;
    return g !== null && g.tileId === tileId ? g.tile : undefined;
  }

  /**
   * Opens a pan or zoom gesture on a tile (pointer down on it, a wheel step). With `idleMs` the
   * gesture ends by itself that long after its last call (the wheel has no end event).
   */
  begin(tileId: string, idleMs?: number): void {
    const opening = this.openTileId === null;
    if (this.openTileId !== tileId) this.commit();
    this.openTileId = tileId;
    if (opening) this.host.opened();
    // Re-armed at every step: a timer that fires mid-gesture only to wait again costs a task in a
    // frame, while cancelling and setting one costs microseconds.
    this.cancelIdle?.();
    this.cancelIdle =
      idleMs === undefined
        ? undefined
        : this.scheduler.after(idleMs, () => {
            this.cancelIdle = undefined;
            this.end();
          });
  }

  /** The gesture is over: its tile goes into the project (one replacement, persistence, resolution check). */
  end(): void {
    this.cancelIdle?.();
    this.cancelIdle = undefined;
    this.openTileId = null;
    this.commit();
    this.host.ended();
  }

  /**
   * The gesture is over (its last pointer is up), but its tile goes into the project in a task of
   * its own: the pointer up's own task draws the canvas's last step alone, and the project's change
   * (observers, panels, persistence) follows. Until then the gesture stays open: a change of the
   * project or a flush commits it first, and a new gesture on the same tile goes on with it.
   */
  endSoon(): void {
    this.cancelIdle?.();
    this.cancelIdle = this.scheduler.after(0, () => {
      this.cancelIdle = undefined;
      this.end();
    });
  }

  /** Puts the gesture's tile into the project now; an open gesture goes on from there. */
  commit(): void {
    const g = this.gesture;
    if (g === null) return;
    this.gesture = null;
    this.host.commit(g);
  }

  /** A pan or zoom step of a tile: held when its gesture is open (true); otherwise the caller changes the project. */
  hold(tileId: string, tile: Tile): boolean {
    if (this.openTileId !== tileId) return false;
    this.gesture = { tileId, tile };
    return true;
  }

  /**
   * Runs `steps` (pans and zooms) in a gesture on a tile and then drops it: being one action, it
   * ends with every observable as it was, so nothing is committed, saved, re-checked or redrawn.
   * It warms the pan and zoom code (the first frames of a real gesture would otherwise run it cold).
   * Does nothing while a real gesture is under way or in a split project.
   */
  rehearse(tileId: string, steps: () => void): void {
    if (this.openTileId !== null || this.gesture !== null || this.host.splitActive()) return;
    this.openTileId = tileId;
    try {
      steps();
    } finally {
      this.openTileId = null;
      this.gesture = null;
    }
  }

  dispose(): void {
    this.end();
  }
}
