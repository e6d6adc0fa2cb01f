import { decodeUpright, type DecodedPhoto } from './print-renderer';

/** What the decoded photos may hold at once: three 12-MP photos (36 MB each as RGB) with room to spare. */
export const DECODED_BUDGET_BYTES = 160 * 1024 * 1024;
/** A decoded photo unused this long is let go: the pieces of one split are rendered one after another. */
export const DECODED_IDLE_MS = 30_000;

interface Entry {
  readonly decoded: Promise<DecodedPhoto>;
  bytes: number;
  lastUsed: number;
}

/**
 * Photos decoded once for the pieces of a split (issue 28 item 4): the nine files of a 3 x 3 split
 * are cut from one decode instead of nine. Bounded by bytes (the least recently used go first; a photo
 * larger than the whole budget is never kept) and by idle time, so a finished order holds no memory.
 * One per `PrintFiles`, never shared between instances.
 */
export class DecodedOriginals {
  private readonly entries = new Map<string, Entry>();
  private sweeper: NodeJS.Timeout | undefined;
  /** Decodes done (tests count them). */
  decodes = 0;

  constructor(
    private readonly budgetBytes = DECODED_BUDGET_BYTES,
    private readonly idleMs = DECODED_IDLE_MS,
    private readonly now = () => Date.now(),
  ) {}

  /** The photo stored at `key`, decoded upright: from memory when a piece of the same photo was just rendered. */
  async get(key: string, source: Buffer): Promise<DecodedPhoto> {
    const known = this.entries.get(key);
    if (known) {
      known.lastUsed = this.now();
      return known.decoded;
    }
    this.decodes++;
    const entry: Entry = { decoded: decodeUpright(source), bytes: 0, lastUsed: this.now() };
    this.entries.set(key, entry);
    try {
      const decoded = await entry.decoded;
      entry.bytes = decoded.data.byteLength;
      this.evict();
      return decoded;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    } finally {
      this.sweep();
    }
  }

  /** Drops everything (the server is stopping). */
  clear(): void {
    this.entries.clear();
    clearTimeout(this.sweeper);
    this.sweeper = undefined;
  }

  private evict(): void {
    const cutoff = this.now() - this.idleMs;
    for (const [key, entry] of this.entries) if (entry.lastUsed < cutoff) this.entries.delete(key);
    let total = [...this.entries.values()].reduce((sum, e) => sum + e.bytes, 0);
    const oldestFirst = [...this.entries].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key, entry] of oldestFirst) {
      if (total <= this.budgetBytes) break;
      this.entries.delete(key);
      total -= entry.bytes;
    }
  }

  /** One timer while anything is held: the idle photos go even when no render comes to evict them. */
  private sweep(): void {
    if (this.sweeper !== undefined || this.entries.size === 0) return;
    this.sweeper = setTimeout(() => {
      this.sweeper = undefined;
      this.evict();
      this.sweep();
    }, this.idleMs);
    this.sweeper.unref();
  }
}
