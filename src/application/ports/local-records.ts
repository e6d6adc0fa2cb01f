import type * as t from 'io-ts';
import type { StorageKey } from '../../domain/persistence';

/**
 * One kind of locally kept item: its key in the domain's list (`STORAGE_KEYS`) and the codec its
 * value must pass. Declared once beside the store that owns it, so reading and writing agree.
 */
export interface LocalRecord<A> {
  readonly key: StorageKey;
  readonly codec: t.Type<A, unknown, unknown>;
}

/**
 * The tenant's locally kept records (SPEC §3): each is stored under the tenant-prefixed key in the
 * 4-day expiry envelope, and what is unparsable, expired or does not decode is removed on read.
 */
export interface LocalRecords {
  /** The record's value, or undefined when it is missing or was dropped (unparsable, expired, not decodable). */
  read<A>(record: LocalRecord<A>): A | undefined;
  /** Stores the record's value, stamped with the time; false when the browser refused (callers keep working in memory). */
  write<A>(record: LocalRecord<A>, value: A): boolean;
  remove(key: StorageKey): void;
  /** Removes these records (logout clears `LOGOUT_CLEARED_KEYS`). */
  clear(keys: readonly StorageKey[]): void;
}
export const LocalRecords = Symbol('LocalRecords');
