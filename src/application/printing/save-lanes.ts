/** One project's save lane: at most one save in flight, one started per second, a retry timer after a failure. */
export interface Lane {
  inFlight: boolean;
  lastStartedAt: number;
  failures: number;
  /** The throttle's or the backoff's timer. */
  timer: (() => void) | undefined;
  /** Removed while its save was in flight: delete it on the server once the save has landed. */
  deleteAfter: string | undefined;
  /** Refused and held (HoldRefusedSaves): nothing more is sent until the editor decides. */
  held: boolean;
  /** Checkout waits for it (`ProjectSync.settle`): a follow-up save goes at once, not after the throttle. */
  urgent: boolean;
}

/** The save lanes of a session's projects (ProjectSync), one per project id, made on first use. */
export class SaveLanes {
  private readonly lanes = new Map<string, Lane>();

  get(id: string): Lane {
    let lane = this.lanes.get(id);
    if (!lane) {
      lane = { inFlight: false, lastStartedAt: -Infinity, failures: 0, timer: undefined, deleteAfter: undefined, held: false, urgent: false };
      this.lanes.set(id, lane);
    }
    return lane;
  }

  /** The lane, if the project has had one (no new lane for a project never saved). */
  find(id: string): Lane | undefined {
    return this.lanes.get(id);
  }

  delete(id: string): void {
    this.lanes.delete(id);
  }

  /** Stops the lane's throttle or backoff timer. */
  stopTimer(lane: Lane): void {
    lane.timer?.();
    lane.timer = undefined;
  }

  /** Stops every timer (the session ends). */
  stopAll(): void {
    for (const lane of this.lanes.values()) lane.timer?.();
  }

  /** Whether a save failed and waits for its retry, in any lane (the status line's 'retrying'). */
  get anyFailing(): boolean {
    return [...this.lanes.values()].some((l) => l.failures > 0);
  }

  /**
   * Whether an unsaved project's lane will not land it now: its save failed and waits for a retry,
   * is held, or nothing is on its way (a save that waits for a sign-in).
   */
  stuck(id: string): boolean {
    const lane = this.get(id);
    return lane.failures > 0 || lane.held || (!lane.inFlight && lane.timer === undefined);
  }
}
