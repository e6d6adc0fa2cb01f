import { encodeStored, readStored, storageKey, type StorageKey } from '../domain/persistence';
import type { KeyValueStore } from './ports/key-value-store';

/**
 * A tenant's locally stored item (SPEC §3): its value, or undefined when missing; an unparsable or
 * expired item is removed on the way.
 */
export function readTenantItem(storage: KeyValueStore, tenantId: string, key: StorageKey, now: number): unknown {
  const full = storageKey(tenantId, key);
  const read = readStored(storage.get(full), now);
  if (read.kind === 'remove') storage.remove(full);
  return read.kind === 'value' ? read.value : undefined;
}

/** Stores a tenant's item in the expiry envelope; false when the browser refused. */
export function writeTenantItem(storage: KeyValueStore, tenantId: string, key: StorageKey, value: unknown, now: number): boolean {
  return storage.set(storageKey(tenantId, key), encodeStored(value, now));
}
