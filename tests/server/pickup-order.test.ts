import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { decidePickup, PICKUP_STORE_CLOSED, PICKUP_STORE_REQUIRED, PICKUP_STORE_UNKNOWN } from '../../server/pickup/pickup-order';
import { PICKUP_STORE_SEEDS } from '../../server/seed/pickup-store-data';
import { prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

// Wed 2026-11-25 18:00 UTC: noon in Chicago.
const NOW = Date.parse('2026-11-25T18:00:00Z');
const wgStore = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'wg' && s.address.city === 'Omaha')!;
const cvsOnly = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'cvs' && !PICKUP_STORE_SEEDS.some((o) => o.tenantId === 'wg' && o.id === s.id))!;

describe.each(testDbFactories)('the pick-up check at checkout on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await prepareDb(db, new TestClock());
  });
  afterAll(async () => db.close());

  it('accepts the tenant’s own open store, with the ready-by time on the server’s clock', async () => {
    const decision = await decidePickup(db, 'wg', wgStore.id, NOW);
    expect(decision.kind).toBe('ok');
    if (decision.kind !== 'ok') return;
    expect(decision.store.id).toBe(wgStore.id);
    expect(new Date(decision.readyAt).toISOString()).toBe('2026-11-25T19:00:00.000Z');
  });

  it.each([
    ['', PICKUP_STORE_REQUIRED],
    ['  ', PICKUP_STORE_REQUIRED],
    ['no-such-store', PICKUP_STORE_UNKNOWN],
    ["x'; DROP TABLE pickup_stores; --", PICKUP_STORE_UNKNOWN],
  ])('refuses %j', async (id, message) => {
    expect(await decidePickup(db, 'wg', id, NOW)).toEqual({ kind: 'refused', message });
  });

  it('refuses another tenant’s store as unknown', async () => {
    expect(await decidePickup(db, 'wg', cvsOnly.id, NOW)).toEqual({ kind: 'refused', message: PICKUP_STORE_UNKNOWN });
    expect(await decidePickup(db, 'tilepix', wgStore.id, NOW)).toEqual({ kind: 'refused', message: PICKUP_STORE_UNKNOWN });
  });

  it('refuses a store that is inactive or never opens', async () => {
    await db.query("UPDATE pickup_stores SET active = false WHERE tenant_id = 'wg' AND id = $1", [wgStore.id]);
    expect(await decidePickup(db, 'wg', wgStore.id, NOW)).toEqual({ kind: 'refused', message: PICKUP_STORE_CLOSED });
    await db.query("UPDATE pickup_stores SET active = true, week = $2 WHERE tenant_id = 'wg' AND id = $1", [wgStore.id, JSON.stringify(Array(7).fill(null))]);
    expect(await decidePickup(db, 'wg', wgStore.id, NOW)).toEqual({ kind: 'refused', message: PICKUP_STORE_CLOSED });
  });
});
