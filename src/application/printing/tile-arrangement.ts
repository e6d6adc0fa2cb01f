import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { moveTileToFrame, stepTile, touchProject, type ArrangeDirection, type ArrangedMove } from '../../domain/project';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { frameSlots } from '../../domain/project/frame-layout';
import { ProjectStore } from './project-store';

/** What the live region says after an arranging move (issue 31: a keyboard move is heard). */
export const arrangedMessage = (move: ArrangedMove): string =>
  move.swappedWith === null
    ? `Photo moved to frame ${move.to + 1} of ${move.frames}.`
    : `Photo moved to frame ${move.to + 1} of ${move.frames}; the photo there moved to frame ${move.from + 1}.`;

const EDGE_WORDS: Record<ArrangeDirection, string> = { left: 'to the left', right: 'to the right', up: 'above', down: 'below' };

/**
 * Arranging the active project's photos (issue 31 item 1), a mode apart from framing: a drag drops a
 * photo on another frame (a swap, or a move into an empty frame), and with the keyboard the selected
 * photo moves with the arrow keys. Each move is one change of the project, announced.
 */
@injectable()
export class TileArrangement {
  /** The canvas arranges (drag moves photos between frames) instead of framing (drag pans a photo). */
  arranging = false;
  /** The last move in words, for the live region (null until one is made in this mode). */
  message: string | null = null;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {
    // `available` is computed: a pan makes a new project every frame, and the toggle must not re-render for it.
    makeObservable(this, { arranging: observable, message: observable, available: computed, setArranging: action, moveToFrame: action, step: action });
  }

  /**
   * Whether the active project can be arranged: a photo and another frame to move it to (one photo in
   * its own frame has nowhere to go; a split project is one photo, cut in place).
   */
  get available(): boolean {
    const active = this.projects.active;
    return !active.isSplit && active.tiles.length > 0 && frameSlots(active, this.projects.product.layouts).length > 1;
  }

  setArranging(on: boolean): void {
    this.projects.gestures.commit();
    this.arranging = on && this.available;
    this.message = this.arranging ? 'Arranging: drag a photo onto another frame, or use the arrow keys to move the selected photo.' : null;
  }

  /** Drops a photo on a frame (0-based, in the layout's order); true when something moved. */
  moveToFrame(tileId: string, frameIndex: number): boolean {
    this.projects.gestures.commit();
    return this.apply(moveTileToFrame(this.projects.active, tileId, frameIndex, this.projects.product.layouts));
  }

  /** Moves the selected photo one frame in a direction; at the edge it stays and says so. */
  step(direction: ArrangeDirection): boolean {
    const tileId = this.projects.selection.selectedTileId;
    if (tileId === null) return false;
    this.projects.gestures.commit();
    const moved = this.apply(stepTile(this.projects.active, tileId, direction, this.projects.product.layouts));
    if (!moved) this.message = `No frame ${EDGE_WORDS[direction]}.`;
    return moved;
  }

  private apply(move: ArrangedMove | null): boolean {
    if (move === null) return false;
    const now = this.scheduler.now();
    const next = touchProject(move.project, now);
    // The arranged project replaces the active one, as any edit of the shopper's does (saved and persisted).
    this.projects.updateProjects((projects) => projects.map((p) => (p.id === next.id ? next : p)));
    this.message = arrangedMessage(move);
    return true;
  }
}
