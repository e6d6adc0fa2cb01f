import type { LocalRecord, LocalRecords } from '../../application/ports/local-records';
import type { StorageKey } from '../../domain/persistence';

/**
 * Local records for a session that must leave the browser's own untouched (an admin editing a
 * customer's project, issue #17): every write stays in memory for the session's life; reads of the
 * session's own records (projects, cart, uploads…) come from that memory only, and the rest (the
 * admin's tokens, the tenant's catalogue caches) from the browser's records.
 */
export class SessionOverlayRecords implements LocalRecords {
  private readonly memory = new Map<StorageKey, unknown>();

  constructor(
    private readonly base: LocalRecords,
    private readonly own: ReadonlySet<StorageKey>,
  ) {}

  read<A>(record: LocalRecord<A>): A | undefined {
    if (this.memory.has(record.key)) return this.memory.get(record.key) as A;
    return this.own.has(record.key) ? undefined : this.base.read(record);
  }

  write<A>(record: LocalRecord<A>, value: A): boolean {
    this.memory.set(record.key, value);
    return true;
  }

  remove(key: StorageKey): void {
    this.memory.set(key, undefined);
  }

  clear(keys: readonly StorageKey[]): void {
    for (const key of keys) this.memory.set(key, undefined);
  }
}
