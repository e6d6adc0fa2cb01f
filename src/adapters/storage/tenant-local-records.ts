import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { encodeStored, readStored, storageKey, type StorageKey } from '../../domain/persistence';
import type { LocalRecord, LocalRecords } from '../../application/ports/local-records';
import { Scheduler, type Scheduler as SchedulerPort } from '../../application/ports/scheduler';
import { TenantId } from '../../application/tokens';
import { KeyValueStore } from './key-value-store';

/**
 * Local records over a key-value store: the domain's key (`tpx:{tenant}:{key}`) and envelope
 * (4-day expiry), and the record's codec on the way out; storage is outside our control, like the
 * network, so what does not decode is removed as if it had expired.
 */
@injectable()
export class TenantLocalRecords implements LocalRecords {
  constructor(
    @inject(KeyValueStore) private readonly storage: KeyValueStore,
    @inject(TenantId) private readonly tenantId: string,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {}

  read<A>(record: LocalRecord<A>): A | undefined {
    const key = storageKey(this.tenantId, record.key);
    const stored = readStored(this.storage.get(key), this.scheduler.now());
    if (stored.kind === 'missing') return undefined;
    if (stored.kind === 'remove') {
      this.storage.remove(key);
      return undefined;
    }
    const decoded = record.codec.decode(stored.value);
    if (isLeft(decoded)) {
      this.storage.remove(key);
      return undefined;
    }
    return decoded.right;
  }

  write<A>(record: LocalRecord<A>, value: A): boolean {
    return this.storage.set(storageKey(this.tenantId, record.key), encodeStored(record.codec.encode(value), this.scheduler.now()));
  }

  remove(key: StorageKey): void {
    this.storage.remove(storageKey(this.tenantId, key));
  }

  clear(keys: readonly StorageKey[]): void {
    for (const key of keys) this.remove(key);
  }
}
