import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { TenantLocalRecords } from '../../src/adapters/storage/tenant-local-records';
import type { LocalRecord } from '../../src/application/ports/local-records';
import { encodeStored, LOGOUT_CLEARED_KEYS, STORAGE_KEYS, STORAGE_TTL_MS } from '../../src/domain/persistence';
import { ManualScheduler, MemoryKeyValueStore } from '../fixtures/fakes';

const Promo: LocalRecord<string> = { key: 'promo', codec: t.string };

const setup = (tenant = 'wg') => {
  const storage = new MemoryKeyValueStore();
  const scheduler = new ManualScheduler();
  scheduler.time = 1_000;
  return { storage, scheduler, records: new TenantLocalRecords(storage, tenant, scheduler) };
};

describe('TenantLocalRecords', () => {
  it('writes under the tenant-prefixed key in the envelope stamped with the time, and reads it back', () => {
    const { storage, records } = setup();
    expect(records.write(Promo, 'TAKE20')).toBe(true);
    expect(JSON.parse(storage.get('tpx:wg:promo')!)).toEqual({ value: 'TAKE20', savedAt: 1_000 });
    expect(records.read(Promo)).toBe('TAKE20');
    expect(new TenantLocalRecords(storage, 'cvs', new ManualScheduler()).read(Promo)).toBeUndefined();
  });

  it('removes an item that is unparsable, expired (after 4 days) or does not decode', () => {
    const { storage, scheduler, records } = setup();
    storage.set('tpx:wg:promo', '{not json');
    expect(records.read(Promo)).toBeUndefined();
    expect(storage.get('tpx:wg:promo')).toBeNull();

    storage.set('tpx:wg:promo', encodeStored(42, 1_000));
    expect(records.read(Promo)).toBeUndefined();
    expect(storage.get('tpx:wg:promo')).toBeNull();

    records.write(Promo, 'OLD');
    scheduler.time = 1_000 + STORAGE_TTL_MS;
    expect(records.read(Promo)).toBe('OLD');
    scheduler.time += 1;
    expect(records.read(Promo)).toBeUndefined();
    expect(storage.get('tpx:wg:promo')).toBeNull();
  });

  it('reports a refused write and reads nothing for a missing item', () => {
    const { storage, records } = setup();
    storage.set = () => false;
    expect(records.write(Promo, 'X')).toBe(false);
    expect(records.read(Promo)).toBeUndefined();
  });

  it("clears exactly logout's keys for its tenant (SPEC §4), leaving the others and other tenants'", () => {
    const { storage, records } = setup();
    for (const key of STORAGE_KEYS) storage.set(`tpx:wg:${key}`, encodeStored(1, 1_000));
    storage.set('tpx:cvs:customer', encodeStored(1, 1_000));
    records.clear(LOGOUT_CLEARED_KEYS);
    const left = STORAGE_KEYS.filter((k) => storage.get(`tpx:wg:${k}`) !== null);
    expect(left).toEqual(STORAGE_KEYS.filter((k) => !LOGOUT_CLEARED_KEYS.includes(k)));
    expect(left).toContain('convertChoice');
    expect(storage.get('tpx:cvs:customer')).not.toBeNull();
  });
});
