/** How much face detection one process takes on (issue 26 item 9). */
export interface DetectionQueueLimits {
  /** Detections of one client waiting or running at once. */
  readonly perClient: number;
  /** Detections waiting or running at once, every client together. */
  readonly total: number;
  /** How long one detection may run once its turn comes, in milliseconds. */
  readonly timeoutMs: number;
}

/**
 * One client: 10 at once (the client posts up to 4 photos at a time and asks for faces as each one
 * lands). In all: 20, so a full queue drains in seconds for ordinary photos (a 2048 px upload takes
 * ~0.3 s, a 12 MP photo ~1 s) and in at most 20 time-outs under attack. A detection gets 5 s: four
 * times what a 12 MP photo takes here.
 */
export const DEFAULT_DETECTION_LIMITS: DetectionQueueLimits = { perClient: 10, total: 20, timeoutMs: 5_000 };

/** What became of a detection asked for: done (its value), refused at the door, or given up. */
export type QueueOutcome<T> =
  { readonly kind: 'done'; readonly value: T } | { readonly kind: 'client-full' } | { readonly kind: 'full' } | { readonly kind: 'timed-out' };

const LATE = Symbol('late');

/**
 * The face detections of this process, one at a time (the network takes a core, and TensorFlow.js's
 * engine is one per process), in a queue bounded per client and in all. A detection past its time
 * limit is answered as given up, but it keeps its place (and its client's) until its work really
 * ends, so abandoned work never piles up behind the answers. Per process, in memory: it bounds this
 * process's own work; the per-client throttle in front of it is shared by every server.
 */
export class DetectionQueue {
  private readonly perClient = new Map<string, number>();
  private readonly turns: Array<() => void> = [];
  private inQueue = 0;
  private busy = false;

  constructor(readonly limits: DetectionQueueLimits) {}

  /** Detections waiting or running now. */
  get pending(): number {
    return this.inQueue;
  }

  /** Runs `work` for `client` when its turn comes; refused at once when the client's or the whole queue is full. */
  async run<T>(client: string, work: () => Promise<T>): Promise<QueueOutcome<T>> {
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return { kind: 'client-full' };
    if (this.inQueue >= this.limits.total) return { kind: 'full' };
    this.perClient.set(client, mine + 1);
    this.inQueue++;
    await this.turn();
    const job = Promise.resolve().then(work);
    // The place is given back when the work ends, whether or not anyone still waits for it.
    void job.then(
      () => this.leave(client),
      () => this.leave(client),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(() => resolve(LATE), this.limits.timeoutMs);
    });
    try {
      const first = await Promise.race([job, late]);
      return first === LATE ? { kind: 'timed-out' } : { kind: 'done', value: first };
    } finally {
      clearTimeout(timer);
    }
  }

  private turn(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.turns.push(resolve));
  }

  private leave(client: string): void {
    const left = (this.perClient.get(client) ?? 1) - 1;
    if (left > 0) this.perClient.set(client, left);
    else this.perClient.delete(client);
    this.inQueue--;
    const next = this.turns.shift();
    if (next) next();
    else this.busy = false;
  }
}
